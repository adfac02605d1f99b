import { planDesign, renderScreen, REPLY_WORDS, routeFollowUp } from '../src';
import { phrases } from '../src/phrases';

/** Designer edits do what they say or say what they did not do (decision 044). */
describe('designer edits the renderer cannot draw', () => {
  const plan = planDesign({ prompt: 'A habit tracker app with Home, Stats, Settings and Profile screens', deviceType: 'mobile' });
  const names = plan.screens.map((s) => s.name);
  const edit = (message: string, language?: 'en' | 'zh' | 'hi') => routeFollowUp({ message, screens: plan.screens, theme: plan.theme, language });

  it.each([
    ['add a button to Stats', 'Stats'],
    ['put a carousel on Home', 'Home'],
    ['on the Profile screen add a video of a cat', 'Profile'],
  ])('%s: changes no screen and says so, with the offer of a real model', (message, screen) => {
    expect(names).toContain(screen);
    const r = edit(message);
    expect(r.actions).toEqual([]);
    expect(r.theme).toEqual(plan.theme);
    expect(r.message).toContain(`Nothing changed on ${screen}`);
    expect(r.message).not.toMatch(/Updated/);
    expect(r.message.endsWith(phrases('en').offer)).toBe(true);
  });

  it('answers in the turn language, one table per language', () => {
    const zh = edit('在Stats页面放一段视频');
    expect(zh.actions).toEqual([]);
    expect(zh.message).toBe(`${REPLY_WORDS.zh.nothingChanged('Stats', REPLY_WORDS.zh.asks(['在Stats页面放一段视频']))} ${phrases('zh').offer}`);
    const hi = edit('Stats स्क्रीन पर एक वीडियो लगाएँ');
    expect(hi.actions).toEqual([]);
    expect(hi.message.startsWith('Stats में कुछ नहीं बदला')).toBe(true);
    expect(hi.message.endsWith(phrases('hi').offer)).toBe(true);
  });

  it('applies the parts it can draw and names the rest', () => {
    const r = edit('on the Stats screen make the header dark and add a button');
    expect(r.actions.map((a) => [a.action, a.name])).toEqual([['edit_screen', 'Stats']]);
    expect(r.message).toBe(`${REPLY_WORDS.en.updated('Stats')} ${REPLY_WORDS.en.notDrawn('“add a button”')} ${phrases('en').offer}`);
    const html = renderScreen({ theme: r.theme, screen: { name: 'Stats', description: r.actions[0].description }, deviceType: 'mobile', projectTitle: 'Habits', otherScreens: plan.screens });
    expect(html).toContain('data-header="dark"');
  });

  it('an edit it fully draws says only what it did', () => {
    const r = edit('on the Stats screen make the header dark and add a 7-day streak counter');
    expect(r.actions.map((a) => a.name)).toEqual(['Stats']);
    expect(r.message).toBe(REPLY_WORDS.en.updated('Stats'));
  });

  it('of several named screens, only those the edit changes are edited and named', () => {
    const r = edit('add a 7-day streak counter to Home and Stats');
    expect(r.actions.map((a) => a.name).sort()).toEqual(['Home', 'Stats']);
    expect(r.message).toBe(REPLY_WORDS.en.updated(REPLY_WORDS.en.list(r.actions.map((a) => a.name))));
  });

  const draw = (name: string, description: string) => renderScreen({ theme: plan.theme, screen: { name, description }, deviceType: 'mobile', projectTitle: 'Habits', otherScreens: plan.screens });

  it.each([
    ['make the Stats screen dark', 'Stats', /<html lang="en" class="dark">/],
    ['Edit the "Stats" screen: make it dark', 'Stats', /<html lang="en" class="dark">/],
    ['add a map to Home', 'Home', /data-block="map"[\s\S]*Nearby/],
    ['Home स्क्रीन पर एक नक्शा जोड़ें', 'Home', /data-block="map"/],
    ['on the Stats screen add a button labelled "Start now"', 'Stats', /data-block="button"[^>]*>Start now</],
    ['在Stats页面添加一个「开始打卡」按钮', 'Stats', /data-block="button"[^>]*>开始打卡</],
  ])('%s: draws it on that screen alone', (message, screen, drawn) => {
    const r = edit(message);
    expect(r.actions.map((a) => [a.action, a.name])).toEqual([['edit_screen', screen]]);
    expect(r.theme).toEqual(plan.theme);
    const before = plan.screens.find((s) => s.name === screen)!;
    expect(draw(screen, before.description)).not.toMatch(drawn);
    expect(draw(screen, r.actions[0].description)).toMatch(drawn);
  });

  it('a theme the project has already restyles nothing and says so', () => {
    const dark = edit('make it dark');
    expect(dark.actions).toHaveLength(plan.screens.length);
    const again = routeFollowUp({ message: 'make it dark', screens: plan.screens, theme: dark.theme });
    expect(again.actions).toEqual([]);
    expect(again.theme).toEqual(dark.theme);
    expect(again.message).toBe(`${REPLY_WORDS.en.nothingChanged(REPLY_WORDS.en.list(names), '“make it dark”')} ${phrases('en').offer}`);
  });
});
