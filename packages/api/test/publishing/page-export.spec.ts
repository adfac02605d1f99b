import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAMEWORKS, VENDOR, type Framework } from '@cui/shared';
import { composePage } from '@cui/offline-model';
import { PageBuildError } from '../../src/publishing/build/page-build';
import { exportPage, scriptText, styleText } from '../../src/publishing/build/page-export';
import { pageElements, attr } from '../../src/publishing/build/page-markup';
import { vendorAssetsDir } from '../../src/vendor/vendor-assets';
import { vendorRuntimeFiles } from '../../src/publishing/vendor-runtime-files';

const TAILWIND: readonly Framework[] = ['htmlTailwind', 'reactTailwind', 'vueTailwind', 'ionicTailwind'];
const PROMPT = 'A dark website for a sushi restaurant with a menu, gallery and reservations';
const files = vendorRuntimeFiles();

/** Every URL the page's own markup fetches: script and link sources, CSS imports. */
function fetchedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const el of pageElements(html)) {
    const url = attr(el, el.tag === 'link' ? 'href' : 'src');
    if (url !== null) urls.push(url);
    if (el.tag === 'style') urls.push(...[...html.slice(el.contentStart, el.contentEnd).matchAll(/@import\s+(?:url\(\s*)?["']?([^"'()\s;]+)/g)].map((m) => m[1]));
  }
  return urls;
}
const inlineCss = (html: string) =>
  pageElements(html)
    .filter((el) => el.tag === 'style')
    .map((el) => html.slice(el.contentStart, el.contentEnd))
    .join('\n');
const sha384 = (path: string) => `sha384-${createHash('sha384').update(readFileSync(join(vendorAssetsDir(), path.slice('/vendor/'.length)))).digest('base64')}`;

describe.each(FRAMEWORKS.map((f) => [f]))('a %s page exported', (framework) => {
  const source = composePage({ prompt: PROMPT, framework });

  it('with its runtimes inline fetches nothing: no /vendor/, no _assets/, no URL of the app', async () => {
    const out = await exportPage(source, files, 'inline');
    expect(out.framework).toBe(framework);
    expect(fetchedUrls(out.html)).toEqual([]);
    expect(out.cdnUrls).toEqual([]);
    expect(out.html).not.toContain('/vendor/');
    expect(out.html).not.toContain('_assets/');
    expect(out.html).not.toContain('text/tailwindcss');
    expect(out.html).not.toContain('text/babel');
    // What the page says to its reader is all still there.
    expect(out.html).toContain('<title>');
  });

  it('with its runtimes from the CDN loads each from jsDelivr, pinned and checked by integrity', async () => {
    const out = await exportPage(source, files, 'cdn');
    const kept = FRAMEWORK_RUNTIMES_KEPT[framework];
    const urls = fetchedUrls(out.html);
    expect(urls).toHaveLength(kept.length);
    expect(out.cdnUrls).toEqual(urls);
    for (const url of urls) expect(url).toMatch(/^https:\/\/cdn\.jsdelivr\.net\/npm\/[@\w/.-]+@\d+\.\d+\.\d+\//);
    for (const el of pageElements(out.html)) {
      const url = attr(el, el.tag === 'link' ? 'href' : 'src');
      if (url === null) continue;
      const path = kept.find((p) => files.cdn(p)?.url === url);
      expect(path).toBeDefined();
      expect(attr(el, 'integrity')).toBe(sha384(path!));
      expect(attr(el, 'crossorigin')).toBe('anonymous');
    }
    expect(out.html).not.toContain('/vendor/');
    expect(out.html).not.toContain('_assets/');
  });

  if (TAILWIND.includes(framework)) {
    it('has the CSS of the Tailwind classes the page uses inline', async () => {
      const css = inlineCss((await exportPage(source, files, 'inline')).html);
      const used = new Set([...source.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/)));
      const checked = ['bg-page', 'text-ink', 'font-sans', 'antialiased', 'flex', 'grid', 'rounded-full', 'font-display'].filter((c) => used.has(c));
      expect(checked.length).toBeGreaterThan(2);
      for (const cls of checked) expect([cls, new RegExp(`\\.${cls}[,{:]`).test(css)]).toEqual([cls, true]);
    });
  }
});

/** The runtimes a built page still loads (publishing drops Tailwind's and Babel's), by framework. */
const FRAMEWORK_RUNTIMES_KEPT: Record<Framework, readonly string[]> = {
  htmlTailwind: [],
  htmlCss: [],
  bootstrap: [VENDOR.bootstrapCss, VENDOR.bootstrapJs],
  reactTailwind: [VENDOR.react, VENDOR.reactDom],
  vueTailwind: [VENDOR.vue],
  ionicTailwind: [VENDOR.ionicCss, VENDOR.ionicJs],
  vue3: [VENDOR.vue],
  elementPlus: [VENDOR.elementPlusCss, VENDOR.vue, VENDOR.elementPlusJs],
  naiveUI: [VENDOR.vue, VENDOR.naiveUi],
};

describe('exporting, where a page is unusual', () => {
  const page = (head: string, body: string) => `<!DOCTYPE html>\n<html>\n<head>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

  it('runs compiled JSX after the document is parsed, as Babel did, at the end of the body', async () => {
    const source = page(
      `<script src="${VENDOR.react}"></script><script src="${VENDOR.reactDom}"></script><script src="${VENDOR.babel}"></script>`,
      `<script type="text/babel">ReactDOM.createRoot(document.getElementById('root')).render(<p className="x">hi</p>);</script>\n<div id="root"></div>`,
    );
    const { html } = await exportPage(source, files, 'inline');
    const scripts = pageElements(html).filter((el) => el.tag === 'script');
    expect(scripts).toHaveLength(3);
    const last = scripts[2];
    expect(html.indexOf('<div id="root">')).toBeLessThan(last.start);
    expect(html.slice(last.contentStart, last.contentEnd)).toContain('React.createElement');
    expect(html.slice(last.end)).toMatch(/^\s*<\/body>/);
    expect(last.attrs).toEqual([]);
  });

  it('keeps a classic runtime synchronous where it stood, and a deferred one deferred', async () => {
    const source = page(`<link rel="stylesheet" href="${VENDOR.bootstrapCss}">`, `<p>a</p>\n<script src="${VENDOR.bootstrapJs}" defer></script>\n<p>b</p>`);
    const { html } = await exportPage(source, files, 'inline');
    const [style, script] = pageElements(html);
    expect(style.tag).toBe('style');
    expect(html.slice(style.contentStart, style.contentEnd)).toBe(readFileSync(join(vendorAssetsDir(), 'bootstrap/bootstrap.min.css'), 'utf8'));
    expect(script.start).toBeGreaterThan(html.indexOf('<p>b</p>'));
  });

  it('puts an @import of a runtime into its cascade layer', async () => {
    const source = page(`<style>@import url("${VENDOR.ionicCss}") layer(ionic);\np { color: red }</style>`, '<p>x</p>');
    const { html } = await exportPage(source, files, 'inline');
    const css = inlineCss(html);
    expect(css.startsWith('@layer ionic {\n')).toBe(true);
    expect(css).toContain('p { color: red }');
    expect(css).not.toContain('@import');
  });

  it('leaves what is not the app’s alone: images, fonts, scripts of other hosts', async () => {
    const head = '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter"><script src="https://example.com/x.js"></script>';
    const source = page(head, '<img src="https://images.example.com/a.jpg" alt="">');
    const { html } = await exportPage(source, files, 'inline');
    expect(html).toContain(head);
    expect(html).toContain('<img src="https://images.example.com/a.jpg" alt="">');
  });

  it('fails as publishing does for a page publishing cannot build', async () => {
    const source = page(`<script src="${VENDOR.react}"></script>`, '<script type="text/babel">const a = <div>;</script>');
    await expect(exportPage(source, files, 'inline')).rejects.toBeInstanceOf(PageBuildError);
  });
});

describe('inline text cannot end its element early', () => {
  it('writes the < of </script and <!-- in code as \\x3C, which JavaScript reads as <', () => {
    const code = `window.a = "</script><!-- x"; window.b = /<\\/SCRIPT>/i.source; window.c = \`</Script>\`;`;
    const text = scriptText(code);
    expect(text).not.toMatch(/<\/script|<!--/i);
    const scope: Record<string, unknown> = {};
    new Function('window', text)(scope);
    expect(scope).toEqual({ a: '</script><!-- x', b: '<\\/SCRIPT>', c: '</Script>' });
  });

  it('writes the < of </style in CSS as an escape', () => {
    expect(styleText('a::after { content: "</style>" }')).toBe('a::after { content: "\\3c /style>" }');
  });
});
