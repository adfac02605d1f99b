import fc from 'fast-check';
import type { Framework } from '@cui/shared';
import { OfflineModel } from '../src';
import { parseThemeBlock } from '../src/themes';
import { drawnPrompts, promptFrom } from './prompt-families';

/**
 * Variants of one request (issue 26): four designs of the same page. Replay a failure with
 * CUI_PBT_SEED=<seed printed below>.
 */
const model = new OfflineModel({ clock: () => new Date('2026-11-26T10:00:00Z') });
const seed = Number(process.env.CUI_PBT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.CUI_PBT_RUNS ?? 60);
const FRAMEWORKS: Framework[] = ['htmlTailwind', 'htmlCss', 'bootstrap', 'vue3', 'reactTailwind'];

const drawn = drawnPrompts(FRAMEWORKS);

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const themeOf = (html: string) => JSON.stringify(parseThemeBlock(html));

describe('variants of a page, built-in model', () => {
  beforeAll(() => console.log(`variants property: seed=${seed} (replay with CUI_PBT_SEED=${seed})`));

  it('makes four designs of one prompt: the first its own page, each with another look, the same name and words', () => {
    fc.assert(
      fc.property(drawn, (d) => {
        const { prompt } = promptFrom(d);
        const framework = d.framework;
        const own = model.generate({ prompt, framework });
        const pages = [1, 2, 3, 4].map((variant) => model.generate({ prompt, framework, variant }));
        expect(pages[0]).toBe(own);
        expect(new Set(pages.map(themeOf)).size).toBe(4);
        for (const page of pages) expect(title(page)).toBe(title(own));
      }),
      { seed, numRuns },
    );
  });

  it('keeps what the prompt asks of the look in every variant', () => {
    const dark = 'A dark website for Harbor Lights, a jazz bar in Lisbon, in an elegant serif font';
    const themes = [1, 2, 3, 4].map((variant) => parseThemeBlock(model.generate({ prompt: dark, framework: 'htmlTailwind', variant }))!);
    expect(themes.map((t) => [t.dark, t.font])).toEqual([
      [true, 'serif'],
      [true, 'serif'],
      [true, 'serif'],
      [true, 'serif'],
    ]);
    const orange = 'A landing page for Crumb, a bakery, in orange';
    const primaries = [1, 2, 3, 4].map((variant) => parseThemeBlock(model.generate({ prompt: orange, framework: 'htmlTailwind', variant }))!.primary);
    expect(new Set(primaries).size).toBe(1);
  });

  it('changes nothing of an edit, a section or a site page', () => {
    const page = model.generate({ prompt: 'A website for Crumb, a bakery', framework: 'htmlTailwind' });
    expect(model.generate({ prompt: 'make the headline shorter', previousHtml: page, variant: 3 })).toBe(model.generate({ prompt: 'make the headline shorter', previousHtml: page }));
  });
});
