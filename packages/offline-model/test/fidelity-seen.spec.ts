import { OfflineModel } from '../src';
import { textOf } from '../src/html-utils';
import { outerById } from './helpers';

const model = new OfflineModel();
const visible = (html: string) => textOf(html.slice(html.indexOf('<body')));

describe('issue 14: the failures seen', () => {
  it('the Fitness app chip is about fitness, not task management', () => {
    const html = model.generate({ prompt: 'A landing page for a fitness tracking app with app screenshots, features, a pricing table and app store buttons.' });
    const text = visible(html);
    expect(text).toMatch(/workout|fitness/i);
    expect(text).not.toMatch(/\bLoop\b|tasks, docs|Boards, lists/);
  });
  it('a coffee subscription has how it works and no table reservations', () => {
    const html = model.generate({ prompt: 'A coffee subscription service with how it works' });
    const text = visible(html);
    expect(text).toMatch(/subscription/i);
    expect(text).toMatch(/how it works/i);
    expect(text).not.toMatch(/reserve a table|book a table/i);
  });
  it('a Chinese prompt gives a Chinese page', () => {
    const html = model.generate({ prompt: '为一款健身记录应用制作落地页，包含应用截图、功能介绍、价格表和应用商店按钮。' });
    expect(html).toMatch(/<html[^>]*lang="zh-CN"/);
    const text = visible(html);
    const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
    const latin = (text.match(/[A-Za-z]/g) ?? []).length;
    expect(cjk / (cjk + latin)).toBeGreaterThan(0.5);
  });
  it('bigger headline, add a stats row: no generic line, a stats row appears', () => {
    const page = model.generate({ prompt: 'A landing page for a yoga studio' });
    const hero = outerById(page, 'hero');
    const out = model.generate({ prompt: 'bigger headline, add a stats row', sectionHtml: hero });
    expect(textOf(out)).not.toContain('Built to stand out');
    expect(out).toContain('data-cui-stats');
  });
  it('shorter headline on a restaurant keeps its topic', () => {
    const page = model.generate({ prompt: 'An Italian restaurant called Osteria Blu' });
    const hero = outerById(page, 'hero');
    const before = textOf(hero.slice(hero.indexOf('<h1'), hero.indexOf('</h1>')));
    const out = model.generate({ prompt: 'shorter headline', sectionHtml: hero });
    const after = textOf(out.slice(out.indexOf('<h1'), out.indexOf('</h1>')));
    expect(after.length).toBeLessThan(before.length);
    expect(before).toContain(after.split(' ')[0]);
  });
});
