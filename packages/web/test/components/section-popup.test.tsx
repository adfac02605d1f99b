import { screen } from '@testing-library/react';
import { SectionPopup } from '../../src/features/sections/section-popup';
import { renderWithApp } from '../support/render';

const SECTION = '<section id="pricing"><h2>Pricing</h2></section>';

function renderPopup(sectionHtml = SECTION) {
  const onCancel = jest.fn();
  const onRegenerate = jest.fn();
  const view = renderWithApp(<SectionPopup sectionId="pricing" sectionHtml={sectionHtml} onCancel={onCancel} onRegenerate={onRegenerate} />);
  return { ...view, onCancel, onRegenerate };
}

const instructions = () => screen.getByRole('textbox', { name: 'What should change?' });
const regenerate = () => screen.getByRole('button', { name: 'Regenerate' });

describe('visual edit section popup', () => {
  it('names the picked section and puts the cursor in the instructions', () => {
    renderPopup();
    expect(screen.getByRole('dialog', { name: 'Edit section' })).toHaveTextContent('Section ID');
    expect(screen.getByText('pricing')).toBeInTheDocument();
    expect(instructions()).toHaveFocus();
  });

  it('regenerates only with instructions, and sends what was typed', async () => {
    const { user, onRegenerate } = renderPopup();
    expect(regenerate()).toBeDisabled();

    await user.type(instructions(), '   ');
    expect(regenerate()).toBeDisabled();

    await user.clear(instructions());
    await user.type(instructions(), 'Three tiers, the middle one highlighted');
    await user.click(regenerate());

    expect(onRegenerate).toHaveBeenCalledTimes(1);
    expect(onRegenerate).toHaveBeenCalledWith('Three tiers, the middle one highlighted');
  });

  it('submits with Ctrl+Enter, while a plain Enter is a new line', async () => {
    const { user, onRegenerate } = renderPopup();

    await user.type(instructions(), 'Shorter{Enter}');
    expect(onRegenerate).not.toHaveBeenCalled();
    expect(instructions()).toHaveValue('Shorter\n');

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onRegenerate).toHaveBeenCalledWith('Shorter\n');
  });

  it('cannot regenerate a section whose HTML is missing', async () => {
    const { user, onRegenerate } = renderPopup('');
    await user.type(instructions(), 'Anything{Control>}{Enter}{/Control}');
    expect(regenerate()).toBeDisabled();
    expect(onRegenerate).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel', async () => {
    const { user, onCancel, onRegenerate } = renderPopup();

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onRegenerate).not.toHaveBeenCalled();
  });

  it('copies the section id', async () => {
    const { user } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Copy section ID' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('pricing');
  });
});
