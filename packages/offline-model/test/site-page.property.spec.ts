import { FRAMEWORKS, findElement, parseElements, siteNavLabel, siteNavPages, withSiteNav, type Framework } from '@cui/shared';
import fc from 'fast-check';
import { OfflineModel } from '../src';
import { parseThemeBlock } from '../src/themes';

/**
 * A new page of a site is in the site's look (decision 059): whatever the site is and whatever the
 * page is called, it has the index's header and footer as they are, its theme (colours, fonts), its
 * language and framework, and a headline and title of its own. Replay a failure with
 * CUI_PBT_SEED=<seed printed below>; CUI_PBT_RUNS changes the count.
 */
const seed = Number(process.env.CUI_PBT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.CUI_PBT_RUNS ?? 40);
const model = new OfflineModel({ clock: () => new Date('2026-11-26T10:00:00Z') });

/** A part of a page by the offline kits' ids (the header's is `navbar`), else by tag. */
function part(html: string, id: string, tag: string): string | null {
  const tree = parseElements(html);
  const el = findElement(tree, (e) => e.attrs.some((a) => a.name === 'id' && a.value === id)) ?? findElement(tree, (e) => e.tag === tag);
  return el ? html.slice(el.start, el.end) : null;
}
const title = (html: string) => part(html, '', 'title');
const ids = (html: string) => {
  const out = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) out.add(m[1]);
  return out;
};
/**
 * The index's header or footer as the new page has it: the same, except that a link to a section of
 * the index the page does not have leads to the index's (`./#x`), and every in-page link leads to a
 * section the page has.
 */
function expectChromeOf(html: string, index: string, id: string, tag: string): void {
  const mine = part(html, id, tag);
  const theirs = part(index, id, tag);
  expect(mine?.replace(/href="\.\/#/g, 'href="#')).toBe(theirs);
  if (!mine) return;
  const own = ids(html);
  for (const [, back, section] of mine.matchAll(/href="(\.\/)?#([^"]+)"/g)) expect([section, own.has(section)]).toEqual([section, !back]);
}
const lang = (html: string) => findElement(parseElements(html), (e) => e.tag === 'html')?.attrs.find((a) => a.name === 'lang')?.value;

const SITE_NAMES = ['Crumb', 'Harbor Lights', 'Mila Studio', 'Zeno', '青山茶馆', 'चाय घर', 'Nord & Sons', 'Pixel Forge'];
const SUBJECTS = ['a bakery', 'a yoga studio', 'a SaaS tool for invoices', 'a photographer portfolio', 'a tea house', 'a jazz festival', 'a dentist', 'a bike shop'];
const EXTRAS = ['', ' with prices', ' with opening hours and a booking form', ' with a team and testimonials', '，包括菜单和预订', ' जिसमें कीमतें हों'];
const pageName = fc
  .array(fc.constantFrom('about', 'team', 'contact', 'prices', 'menu', 'faq', 'our', 'story', 'x', 'a1', '2026', 'gallery', 'visit'), { minLength: 1, maxLength: 3 })
  .map((words) => words.join('-'))
  .filter((name) => name !== 'index');
const pagePrompt = fc.constantFrom('', 'Our story and the team', 'Prices and opening hours', 'Frequently asked questions', 'A contact form and a map', '我们的团队', 'संपर्क करें');
const framework = fc.constantFrom(...(FRAMEWORKS as readonly Framework[]));

describe('a new page of a site, built-in model', () => {
  beforeAll(() => console.log(`site-page property suite: seed=${seed} (replay with CUI_PBT_SEED=${seed})`));

  it('has the index’s header, footer, theme, language and framework, and a title of its own', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITE_NAMES), fc.constantFrom(...SUBJECTS), fc.constantFrom(...EXTRAS), framework, pageName, pagePrompt, (name, subject, extra, fw, page, prompt) => {
        const index = model.generate({ prompt: `A website for ${name}, ${subject}${extra}`, framework: fw });
        const result = model.generateWithNotes({ prompt, framework: 'htmlTailwind', site: { index, page } });
        const html = result.text;
        expect(result.applied).toBe(true);
        expectChromeOf(html, index, 'navbar', 'header');
        expectChromeOf(html, index, 'footer', 'footer');
        expect(parseThemeBlock(html)).toEqual(parseThemeBlock(index));
        expect(lang(html)).toBe(lang(index));
        // The index's framework, whatever the request said: the page lives beside it.
        expect(html.includes('text/babel')).toBe(index.includes('text/babel'));
        expect(html.includes('vue')).toBe(index.includes('vue'));
        const language = lang(index)?.startsWith('zh') ? 'zh' : lang(index) === 'hi' ? 'hi' : 'en';
        expect(title(html)).toContain(siteNavLabel(page, language));
        expect(title(html)).not.toBe(title(index));
        expect(html).not.toBe(index);
      }),
      { seed, numRuns: runs },
    );
  });

  it('is the same page for the same request, and differs by page name', () => {
    const index = model.generate({ prompt: 'A website for Crumb, a bakery in Lyon', framework: 'htmlTailwind' });
    const about = model.generate({ prompt: '', site: { index, page: 'about' } });
    expect(model.generate({ prompt: '', site: { index, page: 'about' } })).toBe(about);
    expect(model.generate({ prompt: '', site: { index, page: 'visit-us' } })).not.toBe(about);
    expect(title(about)).toBe('<title>About — Crumb</title>');
  });

  it('lists itself, as the current page, in the navigation the index’s header carries', () => {
    const index = withSiteNav(model.generate({ prompt: 'A website for Crumb, a bakery in Lyon', framework: 'reactTailwind' }), ['index', 'menu'], 'index');
    const about = model.generate({ prompt: '', site: { index, page: 'about' } });
    expect(siteNavPages(about)).toEqual(['index', 'about', 'menu']);
    expect(about).toContain('<a href="about" data-cui-page="about" aria-current="page" className="underline">About</a>');
    // Apart from the navigation (and its links to the index's sections), the header is the index's.
    expectChromeOf(withSiteNav(about, [], 'about'), withSiteNav(index, [], 'index'), 'navbar', 'header');
    expect(about).toContain('<a data-nav href="./#menu"');
  });
});
