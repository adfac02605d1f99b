/** @jest-environment jsdom */
import { PAGE_SANDBOX, sandboxedTab } from '../src/features/generator/lib/files';

describe('sandboxedTab', () => {
  const page = `<!DOCTYPE html><html><head><title>Tom &amp; "Jerry" </title></head><body><p title="a&quot;b">x & y</p><script>document.title = localStorage.getItem('token')</script></body></html>`;
  const doc = new DOMParser().parseFromString(sandboxedTab(page, 'https://cui.example.com'), 'text/html');

  it('runs the page only inside a frame sandboxed without same-origin', () => {
    const frames = doc.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].getAttribute('sandbox')).toBe(PAGE_SANDBOX);
    expect(PAGE_SANDBOX).not.toMatch(/allow-same-origin|allow-top-navigation/);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('carries the page whole, with a base for the runtimes, and its title', () => {
    const inner = doc.querySelector('iframe')!.getAttribute('srcdoc');
    expect(inner).toBe(page.replace('<head>', '<head><base href="https://cui.example.com/">'));
    expect(doc.title).toBe('Tom & "Jerry"');
  });
});
