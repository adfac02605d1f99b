import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STARTER_TEMPLATES } from '../src/templates/templates.catalogue';

/** The SPA shows starter templates from its language files; the catalogue sends only English. */
describe('starter templates in the SPA language files', () => {
  it.each(['en', 'zh', 'hi'])('%s names and describes every template in the catalogue', (lng) => {
    const locale = JSON.parse(readFileSync(join(__dirname, `../../web/src/locales/${lng}.json`), 'utf8')) as {
      generator: { starterTemplates: Record<string, { name?: string; description?: string }> };
    };
    const missing = STARTER_TEMPLATES.filter(({ id }) => !locale.generator.starterTemplates[id]?.name || !locale.generator.starterTemplates[id]?.description);
    expect(missing.map(({ id }) => id)).toEqual([]);
  });

  it('the English file says what the catalogue says', () => {
    const en = JSON.parse(readFileSync(join(__dirname, '../../web/src/locales/en.json'), 'utf8')) as {
      generator: { starterTemplates: Record<string, { name: string; description: string }> };
    };
    for (const { id, name, description } of STARTER_TEMPLATES) expect(en.generator.starterTemplates[id]).toEqual({ name, description });
  });
});
