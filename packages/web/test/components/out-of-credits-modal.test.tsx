import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { outOfCreditsAtom } from '../../src/features/credits/credits-atoms';
import { OutOfCreditsModal } from '../../src/features/credits/out-of-credits-modal';
import { json, route } from '../support/fake-fetch';
import { publicConfig } from '../support/public-config';
import { currentNavigationState, currentPath, renderWithApp } from '../support/render';

function outOfCredits() {
  const store = createStore();
  store.set(outOfCreditsAtom, { requiredCredits: 1, currentBalance: 0 });
  return store;
}

const PADDLE = { paddle: { enabled: true, environment: 'sandbox' as const, clientToken: 'test_client_token' } };

beforeEach(() => {
  route({ 'GET /api/config': () => json(publicConfig({ billing: PADDLE })) });
});

describe('out-of-credits modal', () => {
  it('stays closed until a generation is refused for credits', () => {
    renderWithApp(<OutOfCreditsModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the balance and what the prompt needs', () => {
    renderWithApp(<OutOfCreditsModal />, { store: outOfCredits() });
    const dialog = screen.getByRole('dialog', { name: "Wait! You're Out of Credits" });
    expect(dialog).toHaveTextContent('Balance: 0');
    expect(dialog).toHaveTextContent('Needed: 1');
    expect(dialog).toHaveTextContent('Premium users get 10x more credits.');
  });

  it('Upgrade Now opens the plans in the dashboard', async () => {
    const store = outOfCredits();
    const { user } = renderWithApp(<OutOfCreditsModal />, { store });

    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    expect(currentPath()).toBe('/dashboard');
    expect(currentNavigationState()).toEqual({ tab: 'allplans' });
    expect(store.get(outOfCreditsAtom)).toBeNull();
  });

  it('declining closes the dialog and stays on the page', async () => {
    const store = outOfCredits();
    const { user } = renderWithApp(<OutOfCreditsModal />, { store });

    await user.click(screen.getByRole('button', { name: "I don't want to upgrade" }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(outOfCreditsAtom)).toBeNull();
    expect(currentPath()).toBe('/');
  });

  it('Escape closes it too', async () => {
    const store = outOfCredits();
    const { user } = renderWithApp(<OutOfCreditsModal />, { store });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(outOfCreditsAtom)).toBeNull();
  });

  it('on a server without billing, explains that credits cannot be bought here instead of offering Upgrade Now', async () => {
    route({ 'GET /api/config': () => json(publicConfig()) });
    const store = outOfCredits();
    const { user } = renderWithApp(<OutOfCreditsModal />, { store });

    const dialog = screen.getByRole('dialog', { name: "Wait! You're Out of Credits" });
    expect(await within(dialog).findByText(/Paid plans are not available on this server/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Premium users get 10x more credits.');
    expect(dialog).toHaveTextContent('Balance: 0');

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/');
  });
});
