/** @jest-environment jsdom */
import { PREVIEW_MESSAGE, PREVIEW_PATH } from '@cui/shared';
import { isSandboxedReady } from '../src/features/preview/preview-protocol';
import { MAX_PREVIEW_TABS, openPreviewTab, PreviewTabs } from '../src/features/preview/preview-tabs';

const ready = { type: PREVIEW_MESSAGE.ready };

describe('isSandboxedReady', () => {
  it('takes a request for the page only from an opaque origin', () => {
    expect(isSandboxedReady({ origin: 'null', data: ready })).toBe(true);
    // A preview that runs on the app's origin (its sandbox lost on the way) would get the session with the page.
    expect(isSandboxedReady({ origin: window.location.origin, data: ready })).toBe(false);
    expect(isSandboxedReady({ origin: 'https://elsewhere.example', data: ready })).toBe(false);
    expect(isSandboxedReady({ origin: 'null', data: { type: PREVIEW_MESSAGE.loaded } })).toBe(false);
    expect(isSandboxedReady({ origin: 'null', data: 'cui:preview-ready' })).toBe(false);
  });
});

/** A window to stand for a tab: an iframe's, so a MessageEvent can name it as its source. */
function fakeTab(): { tab: Window; sent: unknown[] } {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const tab = frame.contentWindow!;
  const sent: unknown[] = [];
  tab.postMessage = ((message: unknown, target: string) => sent.push({ message, target })) as Window['postMessage'];
  return { tab, sent };
}

function ask(source: Window, origin = 'null', data: unknown = ready): void {
  window.dispatchEvent(new MessageEvent('message', { source, origin, data }));
}

describe('openPreviewTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens the preview document, keeping its opener, and answers its request for the page on every load', () => {
    const { tab, sent } = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    expect(openPreviewTab('<h1>One</h1>')).toBe(true);
    expect(open).toHaveBeenCalledWith(PREVIEW_PATH, '_blank');

    ask(tab);
    expect(sent).toEqual([{ message: { type: PREVIEW_MESSAGE.render, html: '<h1>One</h1>' }, target: '*' }]);
    ask(tab);
    expect(sent).toHaveLength(2);
  });

  it('sends a tab its own page, and nothing to windows it did not open or that are not sandboxed', () => {
    const first = fakeTab();
    const second = fakeTab();
    const stranger = fakeTab();
    jest.spyOn(window, 'open').mockReturnValueOnce(first.tab).mockReturnValueOnce(second.tab);
    openPreviewTab('<h1>First</h1>');
    openPreviewTab('<h1>Second</h1>');

    ask(second.tab);
    ask(stranger.tab);
    ask(first.tab, window.location.origin);
    ask(first.tab, 'null', { type: PREVIEW_MESSAGE.loaded });
    expect(second.sent).toEqual([{ message: { type: PREVIEW_MESSAGE.render, html: '<h1>Second</h1>' }, target: '*' }]);
    expect(stranger.sent).toEqual([]);
    expect(first.sent).toEqual([]);
  });

  it('says so when the browser blocked the tab', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openPreviewTab('<p>x</p>')).toBe(false);
  });
});

describe('PreviewTabs', () => {
  it('forgets closed tabs and all but the latest tabs', () => {
    const tabs = new PreviewTabs<{ closed: boolean }>();
    const closing = { closed: false };
    tabs.add(closing, 'closing');
    const open = Array.from({ length: MAX_PREVIEW_TABS }, (_, i) => ({ closed: false, i }));
    closing.closed = true;
    open.forEach((tab, i) => tabs.add(tab, `page ${i}`));
    expect(tabs.pageFor(closing)).toBeUndefined();
    expect(tabs.pageFor(open[0])).toBe('page 0');

    const latest = { closed: false };
    tabs.add(latest, 'latest');
    expect(tabs.pageFor(open[0])).toBeUndefined();
    expect(tabs.pageFor(open[1])).toBe('page 1');
    expect(tabs.pageFor(latest)).toBe('latest');
  });
});
