import { screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { OptimizeButton } from '../../src/features/generation';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import i18n from '../../src/lib/i18n';
import { json, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

describe('the optimise button', () => {
  afterEach(() => i18n.changeLanguage('en'));

  // The optimised prompt is written in the interface language, Hindi included.
  it.each(['en', 'zh', 'hi'])('asks for the optimised prompt in the interface language (%s) and puts it in the composer', async (lng) => {
    await i18n.changeLanguage(lng);
    route({ 'POST /api/optimize-prompt': () => json({ optimizedPrompt: 'A fuller brief' }) });
    const store = createStore();
    store.set(promptAtom, 'yoga studio');
    const { user, unmount } = renderWithApp(<OptimizeButton />, { store });
    await user.click(screen.getByTestId('optimize-button'));
    // Done when the button is ready again (its spinner gone).
    await waitFor(() => expect(screen.getByTestId('optimize-button')).toBeEnabled());
    expect(store.get(promptAtom)).toBe('A fuller brief');
    expect(requestsTo('POST /api/optimize-prompt').map((r) => r.body)).toEqual([{ prompt: 'yoga studio', language: lng }]);
    unmount();
  });
});
