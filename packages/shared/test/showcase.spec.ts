import fc from 'fast-check';
import { documentTitle, SHOWCASE_TITLE_MAX, showcaseQuerySchema, siteSettingsPatchSchema } from '../src';

declare const process: { env: Record<string, string | undefined> };
declare const console: { log(message: string): void };

describe('a showcase card’s title', () => {
  it('is the document’s <title>, entities decoded and spaces collapsed', () => {
    expect(documentTitle('<!DOCTYPE html><html><head><meta charset="utf-8"><title>\n  Tea &amp; Cake &#8212; Graz&#x21; </title></head><body><h1>x</h1></body></html>')).toBe('Tea & Cake — Graz!');
    expect(documentTitle('<html><head></head><body><svg><title>icon</title></svg></body></html>')).toBe('icon');
    expect(documentTitle('<html><body><h1>No title</h1></body></html>')).toBe('');
    expect(documentTitle('<title>&bogus; &#0; &#x110000;</title>')).toBe('&bogus; &#0; &#x110000;');
  });

  // Property runs: the seed is printed and can be replayed.
  const seed = process.env.SHOWCASE_SEED ? Number(process.env.SHOWCASE_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`showcase title seed=${seed} (replay: SHOWCASE_SEED=${seed} npx jest test/showcase.spec.ts)`);

  it('is bounded, single-line and trimmed whatever the page holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.string({ maxLength: 200 }), (title, body) => {
        const text = documentTitle(`<html><head><title>${title}</title></head><body>${body}</body></html>`);
        expect(Array.from(text).length).toBeLessThanOrEqual(SHOWCASE_TITLE_MAX);
        expect(text).not.toMatch(/\s{2}|^\s|\s$|[\n\r\t]/);
      }),
      { seed, numRuns: 300 },
    );
  });
});

describe('showcase requests', () => {
  it('bounds the page size and takes only cursors the server makes', () => {
    expect(showcaseQuerySchema.parse({})).toEqual({ limit: 12 });
    expect(showcaseQuerySchema.parse({ limit: '24', cursor: '1764000000000-42' })).toEqual({ limit: 24, cursor: '1764000000000-42' });
    for (const query of [{ limit: '0' }, { limit: '25' }, { limit: '2.5' }, { cursor: 'abc' }, { cursor: '1-2-3' }, { page: '2' }]) expect(showcaseQuerySchema.safeParse(query).success).toBe(false);
  });

  it('takes exactly {showcase: boolean} as a site-settings change', () => {
    expect(siteSettingsPatchSchema.parse({ showcase: true })).toEqual({ showcase: true });
    for (const body of [{}, { showcase: 'true' }, { showcase: null }, { showcase: false, extra: 1 }]) expect(siteSettingsPatchSchema.safeParse(body).success).toBe(false);
  });
});
