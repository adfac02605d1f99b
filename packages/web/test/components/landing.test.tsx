import { act, screen, waitFor } from '@testing-library/react';
import { promptAtom } from '../../src/features/generation/generation-atoms';
import { Landing } from '../../src/features/generator/landing';
import { modelParamsAtom } from '../../src/features/models/model-params';
import i18n from '../../src/lib/i18n';
import { json, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

/** GET /api/templates as the server answers it: the English catalogue. */
const TEMPLATES = {
  ok: true,
  templates: [
    { id: 'saas-landing', name: 'SaaS landing page', description: 'Hero with product shot, feature grid, pricing tiers, testimonials, FAQ and a call to action.' },
    { id: 'restaurant', name: 'Restaurant', description: 'Warm restaurant site with menu, opening hours, gallery and reservations.' },
    { id: 'a-new-one', name: 'Wedding', description: 'A wedding invitation with schedule and RSVP.' },
  ],
};

beforeEach(() => {
  route({ 'GET /api/templates': () => json(TEMPLATES) });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('landing starter templates', () => {
  it.each([
    ['zh', '餐厅'],
    ['hi', 'रेस्टोरेंट'],
  ])('in %s shows the cards in that language, and a chosen card fills the prompt in it', async (lng, restaurant) => {
    await act(() => i18n.changeLanguage(lng));
    const { user, store } = renderWithApp(<Landing composer={null} />);

    const cards = await screen.findAllByTestId('starter-template');
    expect(cards[1]).toHaveTextContent(restaurant);
    expect(cards[0]).not.toHaveTextContent('SaaS landing page');
    expect(cards[1]).not.toHaveTextContent('Warm restaurant site');
    // A template this build has no translation for still shows, in the server's words.
    expect(cards[2]).toHaveTextContent('Wedding');

    await user.click(cards[1]);
    expect(store.get(modelParamsAtom).templateId).toBe('restaurant');
    expect(store.get(promptAtom)).toBe(i18n.t('generator.starterTemplates.restaurant.description'));
    expect(store.get(promptAtom)).not.toMatch(/Warm restaurant/);
  });
});

describe('landing starter templates while the catalogue loads', () => {
  it('keeps their place with placeholders, replaced by the cards when they arrive, so the landing above does not move', async () => {
    let answer: (response: Response) => void = () => undefined;
    route({ 'GET /api/templates': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<Landing composer={null} />);

    expect(await screen.findAllByTestId('starter-placeholder')).toHaveLength(6);
    expect(screen.queryAllByTestId('starter-template')).toHaveLength(0);

    await act(async () => answer(json(TEMPLATES)));
    expect(await screen.findAllByTestId('starter-template')).toHaveLength(3);
    expect(screen.queryAllByTestId('starter-placeholder')).toHaveLength(0);
  });

  it('shows no starter section when the server has no templates', async () => {
    route({ 'GET /api/templates': () => json({ ok: true, templates: [] }) });
    renderWithApp(<Landing composer={null} />);
    expect(screen.getAllByTestId('starter-placeholder')).toHaveLength(6);
    await waitFor(() => expect(screen.queryAllByTestId('starter-placeholder')).toHaveLength(0));
    expect(screen.queryByText(i18n.t('generator.landing.starters'))).toBeNull();
  });
});
