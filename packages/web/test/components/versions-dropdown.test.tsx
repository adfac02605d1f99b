import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { htmlAtom, previousPromptAtom, versionsAtom, workingAtom } from '../../src/features/page/page-atoms';
import { appendVersion, EMPTY_VERSIONS } from '../../src/features/page/versions';
import { VersionsDropdown } from '../../src/features/versions/versions-dropdown';
import { renderWithApp } from '../support/render';

const PAGE_1 = '<html><body><h1>First</h1></body></html>';
const PAGE_2 = '<html><body><h1>Second</h1></body></html>';

function storeWithTwoVersions() {
  const store = createStore();
  let versions = appendVersion(EMPTY_VERSIONS, PAGE_1, 'A bakery page', Date.UTC(2026, 0, 1, 9, 0));
  versions = appendVersion(versions, PAGE_2, 'Add a price list', Date.UTC(2026, 0, 1, 9, 5));
  store.set(versionsAtom, versions);
  store.set(htmlAtom, PAGE_2);
  store.set(previousPromptAtom, 'Add a price list');
  return store;
}

/** The app's own busy guard: refuses while a generation runs. */
function guardWith(store: ReturnType<typeof createStore>) {
  return () => store.get(workingAtom) !== null;
}

const trigger = () => screen.getByRole('button', { description: 'Versions' });

describe('versions dropdown', () => {
  it('is disabled while there is no version', () => {
    const store = createStore();
    renderWithApp(<VersionsDropdown guardBusy={() => false} />, { store });
    expect(trigger()).toBeDisabled();
    expect(trigger()).toHaveTextContent('No versions');
  });

  it('lists versions newest first with their prompts, the current one selected', async () => {
    const store = storeWithTwoVersions();
    const { user } = renderWithApp(<VersionsDropdown guardBusy={guardWith(store)} />, { store });
    expect(trigger()).toHaveTextContent('V2');

    await user.click(trigger());

    const options = within(screen.getByRole('listbox', { name: 'Versions' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringMatching(/^V2Add a price list/), expect.stringMatching(/^V1A bakery page/)]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
  });

  it('restores the chosen version: page, previous prompt and label', async () => {
    const store = storeWithTwoVersions();
    const { user } = renderWithApp(<VersionsDropdown guardBusy={guardWith(store)} />, { store });

    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: /V1/ }));

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('V1');
    expect(store.get(htmlAtom)).toBe(PAGE_1);
    expect(store.get(previousPromptAtom)).toBe('A bakery page');
    // Restoring is a pointer move, not a new version.
    expect(store.get(versionsAtom).list).toHaveLength(2);
    expect(store.get(versionsAtom).current).toBe(0);
  });

  it('keeps the page while a generation runs', async () => {
    const store = storeWithTwoVersions();
    const { user } = renderWithApp(<VersionsDropdown guardBusy={guardWith(store)} />, { store });
    store.set(workingAtom, 'page');

    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: /V1/ }));

    expect(store.get(htmlAtom)).toBe(PAGE_2);
    expect(trigger()).toHaveTextContent('V2');
  });
});
