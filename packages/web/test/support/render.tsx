import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import i18n from '../../src/lib/i18n';
import { ToastContainer } from '../../src/lib/toast';

export type Store = ReturnType<typeof createStore>;

/** Shows where the router is, so a test can see a navigation the way the user would. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location" data-search={location.search} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

export interface RenderOptions {
  /** Pre-filled state; by default the token comes from storage, which each test starts empty (nobody signed in). */
  store?: Store;
  /** A path, or a location carrying navigation state (e.g. `{pathname: '/dashboard', state: {tab: 'billing'}}`). */
  route?: string | { pathname: string; state?: unknown };
}

/**
 * Renders a component inside the providers the app uses (react-query, jotai, i18next in English,
 * the router, the toast container), each fresh per test so no state leaks between tests.
 */
export function renderWithApp(ui: ReactNode, { store = createStore(), route = '/' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    // No retries: a failed call must show its failure now, not after the app's retry delay.
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
            <ToastContainer position="top-right" autoClose={false} />
          </MemoryRouter>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, store, queryClient };
}

export function currentPath(): string | null {
  return screen.getByTestId('location').textContent;
}

/** The query string of the current location, '' when there is none. */
export function currentSearch(): string {
  return screen.getByTestId('location').getAttribute('data-search') ?? '';
}

/** The state the last navigation carried (e.g. which dashboard tab to open). */
export function currentNavigationState(): unknown {
  return JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');
}
