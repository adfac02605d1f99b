import { FRAMEWORK_RUNTIMES } from '@cui/shared';
import { OfflineModel } from '../src';
import { sectionIds } from './helpers';

describe('OfflineModel', () => {
  const model = new OfflineModel();

  it('generates a page, defaulting to htmlTailwind for unknown frameworks', () => {
    const html = model.generate({ prompt: 'a bakery website', framework: 'not-a-framework' });
    for (const url of FRAMEWORK_RUNTIMES.htmlTailwind) expect(html).toContain(url);
    expect(sectionIds(html)).toContain('menu');
  });

  it('treats previousHtml as the page to edit', () => {
    const first = model.generate({ prompt: 'a bakery website', framework: 'vue3' });
    const second = model.generate({ prompt: 'add a team section', framework: 'vue3', previousHtml: first });
    expect(sectionIds(second)).toContain('team');
    expect(second.length).toBeGreaterThan(first.length);
  });

  it('streams the same text it generates', async () => {
    const req = { prompt: 'a yoga studio', framework: 'naiveUI' };
    let text = '';
    for await (const piece of model.stream(req, { delayMs: 0 })) text += piece;
    expect(text).toBe(model.generate(req));
  });
});
