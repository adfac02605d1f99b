import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { json, requestsTo, route } from '../support/fake-fetch';
import { MoreMenu } from '../../src/features/generator/more-menu';
import { htmlAtom } from '../../src/features/page/page-atoms';
import { renderWithApp } from '../support/render';

// jsdom's Blob has no text().
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The API's export, standing in: the page as one file, marked so a test can tell it from the source. */
const built = (html: string) => `<!-- built -->${html}`;
function exportRoute() {
  route({
    'POST /api/pages/export': (request) => {
      const body = request.body as { html: string; runtimes: string };
      return json({ html: built(body.html), framework: 'htmlTailwind', cdnUrls: body.runtimes === 'cdn' ? ['https://cdn.jsdelivr.net/npm/vue@3.5.0/dist/vue.global.prod.js'] : [] });
    },
  });
}

/** Downloads the page through the More menu; returns the file name and text the browser was handed. */
async function download(html: string): Promise<{ name: string; text: string }> {
  const store = createStore();
  store.set(htmlAtom, html);
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  try {
    const { user, unmount } = renderWithApp(<MoreMenu onRefresh={() => undefined} />, { store });
    await user.click(screen.getByTestId('more-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Download HTML' }));
    await screen.findByText(/^Downloaded .*\. It opens from disk, with no internet needed\.$/);
    expect(clicked).toHaveLength(1);
    unmount();
    return { name: clicked[0].download, text: await readText(blobs.get(clicked[0].href)!) };
  } finally {
    click.mockRestore();
  }
}

describe('More → Download', () => {
  beforeEach(exportRoute);

  it('saves the page as the server built it, runtimes inline, named after the page title', async () => {
    const page = '<!DOCTYPE html><html><head><title>  Rise Bakehouse — Fresh & Warm! </title></head><body><h1>Hi</h1></body></html>';
    expect(await download(page)).toEqual({ name: 'rise-bakehouse-fresh-warm.html', text: built(page) });
    expect(requestsTo('POST /api/pages/export').map((r) => r.body)).toEqual([{ html: page, runtimes: 'inline' }]);
  });

  it('says why, in the UI language, when the page cannot be built, and saves nothing', async () => {
    route({ 'POST /api/pages/export': () => json({ code: 'export_failed', message: "The page's script does not compile: Unexpected \"}\" (line 3)" }, 422) });
    const store = createStore();
    store.set(htmlAtom, '<p>x</p>');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = renderWithApp(<MoreMenu onRefresh={() => undefined} />, { store });
      await user.click(screen.getByTestId('more-menu'));
      await user.click(screen.getByRole('menuitem', { name: 'Download HTML' }));
      expect(await screen.findByText('The page could not be made into a file of its own: The page\'s script does not compile: Unexpected "}" (line 3)')).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it('shows that the file is being prepared while the server builds it', async () => {
    let answer: (response: Response) => void = () => undefined;
    route({ 'POST /api/pages/export': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const store = createStore();
    store.set(htmlAtom, '<p>x</p>');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = () => 'blob:test/x';
    URL.revokeObjectURL = () => undefined;
    try {
      const { user } = renderWithApp(<MoreMenu onRefresh={() => undefined} />, { store });
      await user.click(screen.getByTestId('more-menu'));
      await user.click(screen.getByRole('menuitem', { name: 'Download HTML' }));
      expect(await screen.findByText('Preparing a file that works on its own…')).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
      answer(json({ html: '<p>x</p>', framework: 'htmlCss', cdnUrls: [] }));
      expect(await screen.findByText('Downloaded index.html. It opens from disk, with no internet needed.')).toBeInTheDocument();
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
    }
  });

  it('keeps letters of any script', async () => {
    expect((await download('<html><head><title>面包店 Café</title></head><body></body></html>')).name).toBe('面包店-café.html');
  });

  it('falls back to index.html without a usable title', async () => {
    expect((await download('<html><body><h1>No title</h1></body></html>')).name).toBe('index.html');
    expect((await download('<html><head><title> *** </title></head><body></body></html>')).name).toBe('index.html');
  });
});

describe('More → Copy code', () => {
  it('copies the page as one file, its runtimes from the CDN, and says so', async () => {
    exportRoute();
    const store = createStore();
    store.set(htmlAtom, '<div id="app">{{ a }}</div>');
    const { user } = renderWithApp(<MoreMenu onRefresh={() => undefined} />, { store });
    await user.click(screen.getByTestId('more-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Copy code' }));
    expect(await screen.findByText(/^Copied the page as one file\. Its framework loads from the jsDelivr CDN/)).toBeInTheDocument();
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(built('<div id="app">{{ a }}</div>'));
    expect(requestsTo('POST /api/pages/export').map((r) => r.body)).toEqual([{ html: '<div id="app">{{ a }}</div>', runtimes: 'cdn' }]);
  });
});
