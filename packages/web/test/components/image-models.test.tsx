import { screen, within } from '@testing-library/react';
import { AttachMenu } from '../../src/features/generation/composer/attach-menu';
import { ImageModeToggle } from '../../src/features/generation/composer/image-mode-toggle';
import { isImageModeAtom } from '../../src/features/generation/generation-atoms';
import { modelParamsAtom } from '../../src/features/models/model-params';
import { json, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

/** GET /api/models as a server answers it, with only the named image models configured. */
function serverModels(available: string[]) {
  return [
    { value: 'cui-core', label: 'CUI Core (offline)', supportsImage: false, available: true },
    { value: 'gemini-2-5-flash', label: 'Gemini 2.5 Flash', supportsImage: true, available: false },
    { value: 'gpt-4-1', label: 'GPT-4.1', supportsImage: true, available: available.includes('gpt-4-1') },
    { value: 'gpt-4-1-mini', label: 'GPT-4.1 mini', supportsImage: true, available: available.includes('gpt-4-1-mini') },
    { value: 'gpt-4o', label: 'GPT-4o', supportsImage: true, available: available.includes('gpt-4o') },
  ];
}

describe('image-capable models offered by Image mode and Attach', () => {
  it('Image mode offers only the image models this server has configured, and switches to the one chosen', async () => {
    route({ 'GET /api/models': () => json(serverModels(['gpt-4o'])) });
    const { user, store } = renderWithApp(<ImageModeToggle disabled={false} />);

    await user.click(screen.getByRole('button', { name: 'Image mode' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Switch to GPT-4o' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);

    await user.click(within(menu).getByRole('menuitem', { name: 'Switch to GPT-4o' }));
    expect(store.get(modelParamsAtom).model).toBe('gpt-4o');
    expect(store.get(isImageModeAtom)).toBe(true);
  });

  it('Image mode with no image model configured explains how to enable one and switches nothing', async () => {
    route({ 'GET /api/models': () => json(serverModels([])) });
    const { user, store } = renderWithApp(<ImageModeToggle disabled={false} />);

    await user.click(screen.getByRole('button', { name: 'Image mode' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText(/No model that reads images is set up on this server/)).toBeInTheDocument();
    expect(within(menu).getByText(/setting its provider's API key/)).toBeInTheDocument();
    expect(within(menu).queryAllByRole('menuitem')).toHaveLength(0);
    // Nothing chosen: the server's default stays the model.
    expect(store.get(modelParamsAtom).model).toBe('');
    expect(store.get(isImageModeAtom)).toBe(false);
  });

  it('Attach with a model that cannot read images offers the configured image models', async () => {
    route({ 'GET /api/models': () => json(serverModels(['gpt-4-1-mini'])) });
    const { user, store } = renderWithApp(<AttachMenu disabled={false} />);

    await user.click(screen.getByRole('button', { name: 'Attach' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Reference image/ })).toBeDisabled();
    await user.click(await within(menu).findByRole('menuitem', { name: 'Switch to GPT-4.1 mini' }));
    expect(within(menu).queryByRole('menuitem', { name: /GPT-4o|GPT-4.1$/ })).not.toBeInTheDocument();
    expect(store.get(modelParamsAtom).model).toBe('gpt-4-1-mini');
  });

  it('Attach with no image model configured explains how to enable one', async () => {
    route({ 'GET /api/models': () => json(serverModels([])) });
    const { user } = renderWithApp(<AttachMenu disabled={false} />);

    await user.click(screen.getByRole('button', { name: 'Attach' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText(/No model that reads images is set up on this server/)).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Switch to/ })).not.toBeInTheDocument();
  });
});
