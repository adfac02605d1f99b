import { FRAMEWORKS, FRAMEWORK_RUNTIMES, type Framework } from '@cui/shared';
import { analyzePrompt, composePage } from '../src';
import { ids, sectionIds } from './helpers';

const PROMPTS = [
  'A landing page for a project management tool called "Trackly" with pricing and FAQ',
  'A dark website for a sushi restaurant with a menu, gallery and reservations',
  'An online store for skincare products with a newsletter',
  'Admin dashboard for a sales team',
];

describe.each(FRAMEWORKS.map((f) => [f]))('composePage in %s', (framework: Framework) => {
  const pages = PROMPTS.map((prompt) => ({ prompt, html: composePage({ prompt, framework }) }));

  it('returns a complete HTML document', () => {
    for (const { html } of pages) {
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(html).toContain('<head>');
      expect(html).toContain('</body>');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('loads exactly its vendored runtimes and nothing from the network', () => {
    for (const { html } of pages) {
      for (const url of FRAMEWORK_RUNTIMES[framework]) expect(html).toContain(url);
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).not.toMatch(/(src|href)="\/\//);
      const vendor = [...html.matchAll(/"(\/vendor\/[^"]+)"/g)].map((m) => m[1]);
      for (const url of vendor) expect(FRAMEWORK_RUNTIMES[framework]).toContain(url);
    }
  });

  it('gives every section a unique, meaningful id and links the nav to them', () => {
    for (const { prompt, html } of pages) {
      const all = ids(html);
      expect(new Set(all).size).toBe(all.length);
      // composePage reads the prompt's asked-for parts (decision 043), so the brief is read as it does.
      const brief = analyzePrompt(prompt, { parts: true });
      expect(sectionIds(html)).toEqual(['navbar', ...brief.sections, 'footer']);
      const targets = [...html.matchAll(/href="#([\w-]+)"/g)].map((m) => m[1]);
      expect(targets.length).toBeGreaterThan(3);
      for (const t of targets) expect(all).toContain(t);
    }
  });

  it('writes realistic copy, never lorem ipsum', () => {
    for (const { html } of pages) {
      expect(html.toLowerCase()).not.toContain('lorem');
      expect(html).not.toContain('undefined');
      expect(html).not.toContain('[object Object]');
      expect(html).not.toContain('NaN');
    }
    expect(pages[0].html).toContain('Trackly');
  });

  it('is deterministic', () => {
    expect(composePage({ prompt: PROMPTS[1], framework })).toBe(pages[1].html);
  });
});

describe('framework-specific markup', () => {
  const page = (framework: Framework) => composePage({ prompt: 'A SaaS landing page with pricing, FAQ and a contact form', framework });

  it('htmlTailwind uses utility classes over theme tokens', () => {
    const html = page('htmlTailwind');
    expect(html).toContain('<style type="text/tailwindcss">');
    expect(html).toMatch(/class="[^"]*\bbg-primary\b/);
    expect(html).not.toContain('<script>');
  });

  it('htmlCss has a style block and no runtime script at all', () => {
    const html = page('htmlCss');
    expect(html).not.toContain('<script');
    expect(html).toContain('.card {');
  });

  it('bootstrap uses Bootstrap classes and components', () => {
    const html = page('bootstrap');
    expect(html).toContain('class="container');
    expect(html).toContain('data-bs-toggle="collapse"');
    expect(html).toContain('accordion');
  });

  it('reactTailwind renders the sections from a Babel JSX app', () => {
    const html = page('reactTailwind');
    const script = /<script type="text\/babel"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('ReactDOM.createRoot');
    expect(script).toContain('<section id="pricing"');
    expect(script).toContain('className=');
    expect(script).not.toMatch(/\sclass="/);
    expect(script).not.toMatch(/\sstyle="/);
    expect(script).not.toMatch(/\sfor="/);
    expect(script).not.toMatch(/<(input|br|img)\b[^>]*[^/]>/);
    expect(html).toContain('<div id="root"></div>');
  });

  it('vue pages mount an app on the in-DOM template', () => {
    for (const fw of ['vueTailwind', 'vue3', 'elementPlus', 'naiveUI'] as Framework[]) {
      const html = page(fw);
      expect(html).toContain('<div id="app" v-cloak>');
      expect(html).toContain("app.mount('#app')");
      expect(html).not.toContain('{{');
    }
    expect(page('elementPlus')).toContain('app.use(ElementPlus)');
    expect(page('elementPlus')).toMatch(/<el-(button|card|collapse)\b/);
    expect(page('naiveUI')).toContain('app.use(naive)');
    expect(page('naiveUI')).toMatch(/<n-(button|card|collapse)\b/);
    expect(page('vue3')).toContain('@submit.prevent="sent = true"');
  });

  it('ionicTailwind uses Ionic components inside an ion-app', () => {
    const html = page('ionicTailwind');
    expect(html).toContain('<ion-app>');
    expect(html).toContain('<ion-content>');
    expect(html).toMatch(/<ion-(button|card|accordion-group)\b/);
    expect(html).toContain('<script type="module" src="/vendor/ionic/ionic.esm.js"></script>');
  });
});
