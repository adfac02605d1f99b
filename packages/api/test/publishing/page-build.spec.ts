import { createHash } from 'node:crypto';
import { FRAMEWORKS, VENDOR, type Framework } from '@cui/shared';
import { composePage } from '@cui/offline-model';
import { buildPage, MAX_JSX_SCRIPTS, PageBuildError, type BuiltPage } from '../../src/publishing/build/page-build';

const TAILWIND: readonly Framework[] = ['htmlTailwind', 'reactTailwind', 'vueTailwind', 'ionicTailwind'];
const PROMPTS = [
  'A landing page for a project management tool called "Trackly" with pricing and FAQ',
  'A dark website for a sushi restaurant with a menu, gallery and reservations',
  'An online store for skincare products with a newsletter',
  'Admin dashboard for a sales team',
];

const page = (head: string, body: string) => `<!DOCTYPE html>\n<html>\n<head>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
const twPage = (body: string, css = '', runtime: string = VENDOR.tailwind) =>
  page(`<script src="${runtime}"></script>\n<style type="text/tailwindcss">${css}</style>`, body);

const cssOf = (built: BuiltPage) => {
  const assets = built.assets.filter((a) => a.path.endsWith('.css'));
  expect(assets).toHaveLength(1);
  return assets[0].body.toString('utf8');
};
const jsOf = (built: BuiltPage) => built.assets.filter((a) => a.path.endsWith('.js')).map((a) => a.body.toString('utf8'));
/** Whether the CSS has a rule for the utility class `name` (escaped as Tailwind writes it). */
const hasClass = (css: string, name: string) => css.includes(`.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}{`) || css.includes(`.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}:`);

async function buildError(html: string): Promise<PageBuildError> {
  const err = await buildPage(html).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PageBuildError);
  return err as PageBuildError;
}

describe.each(FRAMEWORKS.map((f) => [f]))('an offline-model %s page', (framework) => {
  const source = composePage({ prompt: PROMPTS[0], framework });
  let built: BuiltPage;
  beforeAll(async () => {
    built = await buildPage(source);
  });

  it('is recorded as its framework', () => {
    expect(built.framework).toBe(framework);
  });

  it('loads neither the Tailwind runtime nor Babel, and keeps every other runtime', () => {
    expect(built.html).not.toContain(VENDOR.tailwind);
    expect(built.html).not.toContain(VENDOR.babel);
    expect(built.html).not.toContain('text/tailwindcss');
    expect(built.html).not.toContain('text/babel');
    const urls = [...built.html.matchAll(/(?:src|href)="([^"#][^"]*)"/g)].map((m) => m[1]);
    for (const url of urls) expect(url).toMatch(/^(\/vendor\/|_assets\/[0-9a-f]{16}\.(css|js)$)/);
    const kept = [...source.matchAll(/"(\/vendor\/[^"]+)"/g)].map((m) => m[1]).filter((u) => u !== VENDOR.tailwind && u !== VENDOR.babel);
    for (const url of kept) expect(built.html).toContain(`"${url}"`);
  });

  it('names each asset by its content and references it relatively', () => {
    for (const asset of built.assets) {
      const ext = asset.path.split('.').pop();
      expect(asset.path).toBe(`_assets/${createHash('sha256').update(asset.body).digest('hex').slice(0, 16)}.${ext}`);
      expect(built.html).toContain(`"${asset.path}"`);
      expect(built.html).not.toContain(`"/${asset.path}"`);
      expect(asset.contentType).toBe(ext === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    }
  });

  if (TAILWIND.includes(framework)) {
    it('gets a stylesheet in the runtime\'s place holding the classes it uses, its theme colours, and no others', () => {
      const css = cssOf(built);
      const link = built.html.indexOf(`<link rel="stylesheet" href="${built.assets.find((a) => a.path.endsWith('.css'))!.path}">`);
      expect(link).toBeGreaterThan(built.html.indexOf('<head>'));
      expect(link).toBeLessThan(built.html.indexOf('</head>'));
      expect(link).toBe(source.indexOf(`<script src="${VENDOR.tailwind}">`));
      // Colours from the page's `@theme inline` block, used by sections' classes.
      expect(css).toContain('.bg-primary{background-color:var(--cui-primary)}');
      expect(css).toContain('.text-ink{color:var(--cui-ink)}');
      expect(hasClass(css, 'rounded-2xl')).toBe(true);
      expect(hasClass(css, 'md:grid-cols-4') || hasClass(css, 'sm:grid-cols-2')).toBe(true);
      // Plain CSS from the theme block is kept.
      expect(css).toContain('scroll-behavior:smooth');
      for (const unused of ['bg-fuchsia-900', 'text-lime-300', 'grid-cols-11', 'rotate-180']) {
        expect(source).not.toContain(unused);
        expect(hasClass(css, unused)).toBe(false);
      }
      expect(css).not.toContain('--color-red-500');
    });

    it('stays within 30 KB of CSS for every kind of page', async () => {
      for (const prompt of PROMPTS) {
        const css = cssOf(await buildPage(composePage({ prompt, framework })));
        expect(Buffer.byteLength(css)).toBeLessThanOrEqual(30 * 1024);
        expect(css).not.toMatch(/\n {2}/);
      }
    });
  } else {
    it('passes through byte for byte', () => {
      expect(built.html).toBe(source);
      expect(built.assets).toEqual([]);
    });
  }

  it('builds the same bytes every time', async () => {
    const again = await buildPage(source);
    expect(again.html).toBe(built.html);
    expect(again.assets).toEqual(built.assets);
  });
});

describe('JSX', () => {
  it('is compiled to React.createElement calls in a deferred script in its place, without Babel', async () => {
    const source = composePage({ prompt: PROMPTS[1], framework: 'reactTailwind' });
    const built = await buildPage(source);
    const [js] = jsOf(built);
    expect(js).toContain('React.createElement');
    expect(js).toContain('React.Fragment');
    expect(js).toContain('ReactDOM.createRoot');
    expect(js).not.toMatch(/<\w/);
    const path = built.assets.find((a) => a.path.endsWith('.js'))!.path;
    expect(built.html).toContain(`<script defer src="${path}"></script>`);
    expect(built.html.indexOf(path)).toBeGreaterThan(built.html.indexOf('<div id="root">'));
    expect(built.html).toContain(`<script src="${VENDOR.react}"></script>`);
    expect(built.html).toContain(`<script src="${VENDOR.reactDom}"></script>`);
  });

  it('finds classes that only appear in strings inside JSX and Vue scripts', async () => {
    const jsx = `<script type="text/babel">
      function Badge({ ok }) {
        const tone = ok ? 'bg-emerald-600' : 'ring-rose-300';
        return <span className={\`px-3 \${tone}\`}>{ok ? 'ok' : 'no'}</span>;
      }
      ReactDOM.createRoot(document.getElementById('root')).render(<Badge ok />);
    </script>`;
    const vue = `<script>Vue.createApp({ template: '<p :class="{ \\'text-amber-700\\': on }">x</p>' }).mount('#app');</script>`;
    const built = await buildPage(twPage(`<div id="root"></div>\n${jsx}\n${vue}`));
    const css = cssOf(built);
    for (const name of ['bg-emerald-600', 'ring-rose-300', 'px-3', 'text-amber-700']) expect(hasClass(css, name)).toBe(true);
    expect(hasClass(css, 'bg-emerald-700')).toBe(false);
    expect(built.framework).toBe('reactTailwind');
  });

  it('keeps several scripts in order, as modules when Babel would have made them modules', async () => {
    const built = await buildPage(
      page(
        `<script src="${VENDOR.babel}"></script>`,
        `<script type="text/babel" id="one">window.order = [<b key="1" />];</script>\n<script type="text/jsx" data-type="module">window.order.push(<i key="2" />);</script>`,
      ),
    );
    const [first, second] = built.assets.map((a) => a.path);
    expect(built.html).toContain(`<script defer src="${first}" id="one"></script>`);
    expect(built.html).toContain(`<script type="module" src="${second}"></script>`);
    expect(built.html.indexOf(first)).toBeLessThan(built.html.indexOf(second));
    expect(built.html).not.toContain('babel');
    expect(built.framework).toBe('reactTailwind');
  });

  it('compiles TypeScript when Babel was asked to', async () => {
    const built = await buildPage(page('', '<script type="text/babel" data-presets="react,typescript">const n: number = Math.random(); render(<p>{n}</p>);</script>'));
    expect(jsOf(built)[0]).toContain('React.createElement("p",null,n)');
  });

  it('that does not compile is refused with the compiler\'s reason and the page\'s line', async () => {
    const source = page(`<script src="${VENDOR.babel}"></script>`, `<script type="text/babel">\nconst a = 1;\nconst b = a +;\n</script>`);
    const line = source.split('\n').findIndex((l) => l.includes('a +;')) + 1;
    const err = await buildError(source);
    expect(err.message).toBe(`The page's script does not compile: Unexpected ";" (line ${line})`);
  });

  it('loaded from a URL is refused: only JSX written in the page is compiled', async () => {
    const err = await buildError(page('', '<script type="text/babel" src="app.jsx"></script>'));
    expect(err.message).toContain('"app.jsx"');
  });

  it(`is refused beyond ${MAX_JSX_SCRIPTS} scripts`, async () => {
    const many = Array.from({ length: MAX_JSX_SCRIPTS + 1 }, (_, i) => `<script type="text/babel">x(<p>${i}</p>);</script>`).join('\n');
    expect((await buildError(page('', many))).message).toContain(`${MAX_JSX_SCRIPTS} JSX scripts`);
  });

  it('keeps Babel for a page that calls it itself', async () => {
    const built = await buildPage(page(`<script src="${VENDOR.babel}"></script>`, '<script>eval(Babel.transform(src, { presets: ["react"] }).code);</script>'));
    expect(built.html).toContain(VENDOR.babel);
  });
});

describe('Tailwind', () => {
  it('honours the page\'s @theme, emitting only the theme values used', async () => {
    const css = cssOf(await buildPage(twPage('<p class="text-brand font-display">x</p>', '@theme { --color-brand: #123456; --color-unused: #abcdef; --font-display: "Fancy", serif; }')));
    expect(css).toContain('#123456');
    expect(css).not.toContain('#abcdef');
    expect(css).toContain('"Fancy"');
    expect(hasClass(css, 'text-brand')).toBe(true);
  });

  it.each([
    ['the v3 CDN', 'https://cdn.tailwindcss.com'],
    ['the v3 CDN with plugins', 'https://cdn.tailwindcss.com/3.4.16?plugins=forms,typography'],
    ['unpkg', 'https://unpkg.com/@tailwindcss/browser@4'],
    ['jsDelivr', 'https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4.1.0/dist/index.global.js'],
  ])('loaded from %s is replaced the same way', async (_name, url) => {
    const source = twPage('<h1 class="p-4 text-3xl">Hi</h1>', '', url);
    const built = await buildPage(source);
    expect(built.html).not.toContain(url);
    expect(built.html).toMatch(/<link rel="stylesheet" href="_assets\/[0-9a-f]{16}\.css">/);
    const css = cssOf(built);
    expect(hasClass(css, 'p-4')).toBe(true);
    expect(hasClass(css, 'text-3xl')).toBe(true);
    expect(built.framework).toBe('htmlTailwind');
  });

  it('reads v3 directives and @apply written for the v3 CDN', async () => {
    const css = cssOf(
      await buildPage(twPage('<a class="btn">Go</a>', '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n@layer components { .btn { @apply px-4 py-2 rounded-lg; } }', 'https://cdn.tailwindcss.com')),
    );
    expect(css).not.toContain('@tailwind');
    expect(css).toMatch(/\.btn\{[^}]*padding-inline:calc\(var\(--spacing\) \* 4\)/);
  });

  it('removes every runtime script and every Tailwind style block, one stylesheet in the first one\'s place', async () => {
    const source = page(
      `<script src="https://cdn.tailwindcss.com"></script>\n<style type="text/tailwindcss">@theme { --color-a: #123456; }</style>`,
      `<p class="text-a bg-b">x</p>\n<script src="${VENDOR.tailwind}"></script>\n<style type="TEXT/TAILWINDCSS">@theme { --color-b: #654321; }</style>`,
    );
    const built = await buildPage(source);
    expect(built.html).not.toMatch(/tailwind/i);
    expect(built.html.match(/<link /g)).toHaveLength(1);
    expect(built.html).not.toMatch(/\n\s*\n/);
    const css = cssOf(built);
    expect(css).toContain('#123456');
    expect(css).toContain('#654321');
  });

  it('leaves a page without the runtime alone, Tailwind style block and all', async () => {
    const source = page('<style type="text/tailwindcss">@theme { --color-a: red; }</style>', '<p class="p-4">x</p>');
    expect(await buildPage(source)).toEqual({ html: source, assets: [], framework: 'htmlCss' });
  });

  it('that does not compile is refused with Tailwind\'s reason', async () => {
    const err = await buildError(twPage('<p class="card">x</p>', '.card { @apply not-a-utility; }'));
    expect(err.message).toBe("The page's Tailwind styles do not compile: Cannot apply unknown utility class `not-a-utility`");
  });

  it.each([
    ['an import of a server file', '@import "/etc/passwd";', 'only Tailwind\'s own stylesheets'],
    ['an import of a package', '@import "bootstrap/dist/css/bootstrap.css";', 'only Tailwind\'s own stylesheets'],
    ['a plugin', '@plugin "@tailwindcss/typography";', 'plugins and config files'],
    ['a config file', '@config "../../tailwind.config.js";', 'plugins and config files'],
  ])('refuses %s: the CSS is the page author\'s, and reads nothing on the server', async (_name, css, reason) => {
    expect((await buildError(twPage('<p class="p-4">x</p>', css))).message).toContain(reason);
  });

  it('drops @source, whose inline() ranges would expand to millions of classes', async () => {
    const css = cssOf(await buildPage(twPage('<p class="p-4">x</p>', '@source inline("{p,m}-{1..1000000}"); @source "../../";')));
    expect(hasClass(css, 'p-4')).toBe(true);
    expect(hasClass(css, 'p-999')).toBe(false);
  });
});

describe('framework detection', () => {
  it.each([
    [page('<script src="https://unpkg.com/vue@3/dist/vue.global.js"></script>', ''), 'vue3'],
    [page('<script src="https://unpkg.com/vue@3"></script><script src="https://cdn.tailwindcss.com"></script>', ''), 'vueTailwind'],
    [page('<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css">', ''), 'bootstrap'],
    [page('<script src="https://unpkg.com/react@18/umd/react.production.min.js"></script>', ''), 'reactTailwind'],
    [page('<script type="module" src="https://cdn.jsdelivr.net/npm/@ionic/core/dist/ionic/ionic.esm.js"></script>', ''), 'ionicTailwind'],
    [page('<script src="https://unpkg.com/element-plus"></script><script src="https://unpkg.com/vue@3"></script>', ''), 'elementPlus'],
    [page('<script src="https://unpkg.com/naive-ui"></script>', ''), 'naiveUI'],
    [page('<style>body { color: red }</style>', '<p>plain</p>'), 'htmlCss'],
  ])('%#: from what the page loads', async (source, framework) => {
    expect((await buildPage(source)).framework).toBe(framework);
  });
});

describe('hostile pages', () => {
  it('refuses a page over 2 MB', async () => {
    expect((await buildError(twPage('x'.repeat(2 * 1024 * 1024)))).message).toContain('2 MB');
  });

  it('builds unclosed tags and a runtime script the page never closes', async () => {
    const built = await buildPage(`<html><head><style type="text/tailwindcss">@theme { --color-x: #010203; }</style><body><div class="text-x"><p class="p-2"><span>\n<script src="${VENDOR.tailwind}">`);
    expect(built.html).not.toContain(VENDOR.tailwind);
    expect(cssOf(built)).toContain('#010203');
  });

  it('refuses JSX cut short by "</script>" inside a string, as a browser cuts it', async () => {
    const err = await buildError(page('', '<script type="text/babel">const s = "</script>"; render(<p>{s}</p>);</script>'));
    expect(err.message).toMatch(/^The page's script does not compile: .+ \(line \d+\)$/);
  });

  it('refuses a JSX script the page never closes', async () => {
    await buildError(page('', `<script type="text/babel">render(<div>${'x'.repeat(100_000)}`));
  });

  it('builds a page with a huge attribute', async () => {
    const built = await buildPage(twPage(`<div data-blob="${'x'.repeat(1_900_000)}" class="p-4"></div>`));
    expect(hasClass(cssOf(built), 'p-4')).toBe(true);
  });

  it('scans 2 MB of unmatched brackets (quadratic for the scanner in one piece) in bounded time', async () => {
    const started = Date.now();
    const built = await buildPage(twPage(`<div class="p-4 ${'[ '.repeat(1_000_000)}"></div>`));
    expect(hasClass(cssOf(built), 'p-4')).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('refuses a page of more distinct class-like words than a page has', async () => {
    const words = Array.from({ length: 60_000 }, (_, i) => `w${i}`).join(' ');
    expect((await buildError(twPage(words))).message).toContain('class-like words');
  });

  it('refuses a page whose compiled CSS would pass 1 MB', async () => {
    const classes = Array.from({ length: 25_000 }, (_, i) => `hover:focus:md:w-[${i}px]`).join(' ');
    expect((await buildError(twPage(`<div class="${classes}"></div>`))).message).toContain('larger than 1 MB');
  });

  it('refuses CSS nested deeper than Lightning CSS can take on the main stack', async () => {
    expect((await buildError(twPage(`<div class="${'hover:'.repeat(100)}p-4"></div>`))).message).toContain('levels deep');
    await buildError(twPage('<p class="p-4">x</p>', `${'.a{'.repeat(50_000)}${'}'.repeat(50_000)}`));
  });
});
