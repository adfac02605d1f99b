import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { settingsOpenAtom } from '../../src/features/generator/generator-atoms';
import { SettingsModal } from '../../src/features/generator/settings-modal';
import { modelParamsAtom } from '../../src/features/models/model-params';
import { hasAskedAtom, htmlAtom, previousPromptAtom, workingAtom } from '../../src/features/page/page-atoms';
import { renderWithApp, type Store } from '../support/render';

const PAGE = '<html><body><h1>Bakery</h1></body></html>';

function openSettings(html = '') {
  const store = createStore();
  store.set(settingsOpenAtom, true);
  store.set(htmlAtom, html);
  if (html) {
    store.set(hasAskedAtom, true);
    store.set(previousPromptAtom, 'A bakery page');
  }
  return store;
}

const guardWith = (store: Store) => () => store.get(workingAtom) !== null;
const apply = () => screen.getByRole('button', { name: 'Apply settings' });

describe('settings modal', () => {
  it('applies a framework template chosen from the list', async () => {
    const store = openSettings();
    const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });

    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(apply()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Bootstrap 5/ }));
    await user.click(apply());

    expect(store.get(modelParamsAtom).framework).toBe('bootstrap');
    expect(store.get(settingsOpenAtom)).toBe(false);
    // Nothing on the canvas, so nothing to confirm.
    expect(screen.queryByRole('dialog', { name: 'Switch template?' })).not.toBeInTheDocument();
  });

  it('sets max tokens and temperature on the Model tab', async () => {
    const store = openSettings();
    const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });

    await user.click(screen.getByRole('tab', { name: 'Model' }));
    const tokens = screen.getByRole('slider', { name: 'Max tokens' });
    expect(tokens).toHaveAttribute('min', '1000');
    expect(tokens).toHaveAttribute('max', '128000');
    expect(tokens).toHaveAttribute('step', '1000');

    // Range inputs have no typing model in user-event; a change event is what dragging produces.
    fireEvent.change(tokens, { target: { value: '32000' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Temperature' }), { target: { value: '1.2' } });
    expect(screen.getByText(/1\.2 · Balanced/)).toBeInTheDocument();
    await user.click(apply());

    expect(store.get(modelParamsAtom)).toMatchObject({ max_tokens: 32000, temperature: 1.2, framework: 'htmlTailwind' });
  });

  it('Cancel leaves the settings as they were', async () => {
    const store = openSettings();
    const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });

    await user.click(screen.getByRole('radio', { name: /Vue 3$/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(store.get(modelParamsAtom).framework).toBe('htmlTailwind');
    expect(store.get(settingsOpenAtom)).toBe(false);
  });

  describe('switching the template with a page on the canvas', () => {
    it('asks first, and confirming replaces the page with a fresh canvas', async () => {
      const store = openSettings(PAGE);
      const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });

      await user.click(screen.getByRole('radio', { name: /React \+ Tailwind/ }));
      await user.click(apply());

      const confirm = await screen.findByRole('dialog', { name: 'Switch template?' });
      expect(confirm).toHaveTextContent('Switching the template replaces the current page');
      expect(store.get(htmlAtom)).toBe(PAGE);

      await user.click(within(confirm).getByRole('button', { name: 'Switch and replace' }));

      expect(store.get(modelParamsAtom).framework).toBe('reactTailwind');
      expect(store.get(htmlAtom)).toBe('');
      expect(store.get(hasAskedAtom)).toBe(false);
      expect(store.get(previousPromptAtom)).toBe('');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('cancelling the confirmation keeps the page and the old template', async () => {
      const store = openSettings(PAGE);
      const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });

      await user.click(screen.getByRole('radio', { name: /React \+ Tailwind/ }));
      await user.click(apply());
      const confirm = await screen.findByRole('dialog', { name: 'Switch template?' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch template?' })).not.toBeInTheDocument());
      expect(store.get(htmlAtom)).toBe(PAGE);
      expect(store.get(modelParamsAtom).framework).toBe('htmlTailwind');
      // Back in the settings dialog, which still holds the choice.
      expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /React \+ Tailwind/ })).toBeChecked();
    });

    it('Escape closes only the confirmation, the top-most dialog', async () => {
      const store = openSettings(PAGE);
      const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });

      await user.click(screen.getByRole('radio', { name: /React \+ Tailwind/ }));
      await user.click(apply());
      await screen.findByRole('dialog', { name: 'Switch template?' });
      await user.keyboard('{Escape}');

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch template?' })).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
      expect(store.get(settingsOpenAtom)).toBe(true);
    });
  });

  it('cannot apply while a generation runs', async () => {
    const store = openSettings();
    store.set(workingAtom, 'page');
    const { user } = renderWithApp(<SettingsModal guardBusy={guardWith(store)} />, { store });
    await user.click(screen.getByRole('radio', { name: /Bootstrap 5/ }));
    expect(apply()).toBeDisabled();
  });
});
