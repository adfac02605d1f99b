import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
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
    expect(clicked).toHaveLength(1);
    unmount();
    return { name: clicked[0].download, text: await readText(blobs.get(clicked[0].href)!) };
  } finally {
    click.mockRestore();
  }
}

describe('More → Download', () => {
  it('names the file after the page title', async () => {
    const page = '<!DOCTYPE html><html><head><title>  Rise Bakehouse — Fresh & Warm! </title></head><body><h1>Hi</h1></body></html>';
    expect(await download(page)).toEqual({ name: 'rise-bakehouse-fresh-warm.html', text: page });
  });

  it('keeps letters of any script', async () => {
    expect((await download('<html><head><title>面包店 Café</title></head><body></body></html>')).name).toBe('面包店-café.html');
  });

  it('falls back to index.html without a usable title', async () => {
    expect((await download('<html><body><h1>No title</h1></body></html>')).name).toBe('index.html');
    expect((await download('<html><head><title> *** </title></head><body></body></html>')).name).toBe('index.html');
  });
});
