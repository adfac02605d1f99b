import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { TemplatesListDialog } from '../../src/features/templates/templates-list-dialog';
import { templatesListOpenAtom } from '../../src/features/templates/templates-atoms';
import { json, requestsTo, route } from '../support/fake-fetch';
import { renderWithApp } from '../support/render';

// IndexedDB is the browser's: the saved templates stand in for it.
jest.mock('../../src/features/templates/local-templates-db', () => ({
  listLocalTemplates: async () => [{ id: 1, title: 'Crumb & Co', html: '<p class="flex">crumb</p>', createdAt: new Date('2026-11-20T10:00:00Z') }],
  deleteLocalTemplate: async () => undefined,
}));

describe('Saved templates: Download and Copy', () => {
  it('download the template built as one file that works on its own, its row busy meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    route({ 'POST /api/pages/export': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const blobs: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const store = createStore();
      store.set(templatesListOpenAtom, true);
      const { user } = renderWithApp(<TemplatesListDialog guardBusy={() => false} />, { store });
      await user.click(await screen.findByRole('button', { name: 'Download' }));
      expect(await screen.findByText('Preparing a file that works on its own…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
      answer(json({ html: '<style>.flex{display:flex}</style><p class="flex">crumb</p>', framework: 'htmlTailwind', cdnUrls: [] }));
      expect(await screen.findByText('Downloaded Crumb & Co.html. It opens from disk, with no internet needed.')).toBeInTheDocument();
      expect(saved).toEqual(['Crumb & Co.html']);
      const text = await new Promise<unknown>((resolve) => {
        // jsdom's Blob has no text().
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.readAsText(blobs[0]);
      });
      expect(text).toBe('<style>.flex{display:flex}</style><p class="flex">crumb</p>');
      expect(screen.getByRole('button', { name: 'Copy code' })).toBeEnabled();
      expect(requestsTo('POST /api/pages/export').map((r) => r.body)).toEqual([{ html: '<p class="flex">crumb</p>', runtimes: 'inline' }]);
    } finally {
      click.mockRestore();
    }
  });

  it('copy the template built, and say why when it cannot be built', async () => {
    route({ 'POST /api/pages/export': () => json({ code: 'rate_limited', message: 'You have downloaded a lot of pages.', retry_after: 60 }, 429) });
    const store = createStore();
    store.set(templatesListOpenAtom, true);
    const { user } = renderWithApp(<TemplatesListDialog guardBusy={() => false} />, { store });
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(requestsTo('POST /api/pages/export').map((r) => r.body)).toEqual([{ html: '<p class="flex">crumb</p>', runtimes: 'cdn' }]);
  });
});
