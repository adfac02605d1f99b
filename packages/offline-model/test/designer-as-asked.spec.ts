import { planDesign, renderScreen, routeFollowUp, type DesignPlan, type DesignScreen } from '../src';

/** Designer screens as asked (decision 044): the reported cases, fixed. */
function render(plan: DesignPlan, screen: DesignScreen, screens = plan.screens): string {
  return renderScreen({ theme: plan.theme, screen, deviceType: 'mobile', projectTitle: 'project', otherScreens: screens });
}
const visible = (html: string) => html.replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the screens a prompt names', () => {
  it.each([
    ['a habit tracker app: home, stats, settings, profile', ['Home', 'Stats', 'Settings', 'Profile'], 'Habit Tracker'],
    ['一个习惯打卡应用 首页 统计 设置', ['首页', '统计', '设置'], '习惯打卡'],
    ['一个习惯打卡应用：首页、统计、设置和个人资料', ['首页', '统计', '设置', '个人资料'], '习惯打卡'],
    ['आदत ट्रैकर ऐप: होम, आँकड़े, सेटिंग्स, प्रोफ़ाइल', ['होम', 'आँकड़े', 'सेटिंग्स', 'प्रोफ़ाइल'], 'आदत ट्रैकर'],
    ['a meditation app called Stillwater: home, sessions, stats', ['Home', 'Sessions', 'Stats'], 'Stillwater'],
  ])('%s → those screens, in order, named by a product name', (prompt, names, product) => {
    const plan = planDesign({ prompt, deviceType: 'mobile' });
    expect(plan.screens.map((s) => s.name)).toEqual(names);
    expect(plan.theme.name).toBe(product);
    for (const screen of plan.screens) {
      const html = render(plan, screen);
      expect(visible(html)).not.toContain(prompt);
      expect(visible(html)).toContain(product);
      if (/[^ -~]/.test(prompt)) expect(visible(html)).not.toContain('Everything for');
    }
  });

  it('names an app "for splitting bills" after its purpose, not the prompt', () => {
    expect(planDesign({ prompt: 'a tiny app for splitting bills with friends', deviceType: 'mobile' }).theme.name).toBe('Splitting Bills with Friends');
  });

  it('writes a Chinese project’s screens in Chinese, with their layouts', () => {
    const plan = planDesign({ prompt: '一个习惯打卡应用 首页 统计 设置', deviceType: 'mobile' });
    const stats = render(plan, plan.screens[1]);
    expect(stats).toMatch(/<html lang="zh-CN"/);
    expect(visible(stats)).toContain('数据面板');
    expect(stats).toContain('rounded-t-ds-sm'); // the dashboard's chart
  });
});

describe('edits naming one screen', () => {
  const plan = planDesign({ prompt: 'a habit tracker app: home, stats, settings, profile', deviceType: 'mobile' });
  const before = plan.screens.map((s) => render(plan, s));

  it('"make the header dark and add a 7-day streak counter" on Home changes Home only, and the counter appears', () => {
    const r = routeFollowUp({ message: 'Edit the "Home" screen: make the header dark and add a 7-day streak counter', screens: plan.screens, theme: plan.theme });
    expect(r.actions.map((a) => [a.action, a.name])).toEqual([['edit_screen', 'Home']]);
    expect(r.theme).toEqual(plan.theme);
    const home = render({ ...plan, theme: r.theme }, { name: 'Home', description: r.actions[0].description });
    expect(home).toContain('data-counter="streak"');
    expect(visible(home)).toContain('7-day streak');
    expect(home).toContain('data-header="dark"');
    expect(home).not.toBe(before[0]);
  });

  it('restyles every screen only when asked', () => {
    const all = routeFollowUp({ message: 'make all screens dark', screens: plan.screens, theme: plan.theme });
    expect(all.actions).toHaveLength(4);
    expect(all.theme.mode).toBe('dark');
  });

  it.each([
    ['删除个人资料页面', 'Profile'],
    ['प्रोफ़ाइल स्क्रीन हटाओ', 'Profile'],
    ['delete the profile screen', 'Profile'],
  ])('%s deletes %s', (message, name) => {
    const r = routeFollowUp({ message, screens: plan.screens, theme: plan.theme });
    expect(r.actions.map((a) => [a.action, a.name])).toEqual([['delete_screen', name]]);
  });

  it.each([
    ['rename Stats to Insights', 'Stats', 'Insights'],
    ['把统计改名为数据分析', 'Stats', '数据分析'],
    ['Stats का नाम बदलकर Progress करें', 'Stats', 'Progress'],
  ])('%s renames the screen', (message, from, to) => {
    const r = routeFollowUp({ message, screens: plan.screens, theme: plan.theme });
    expect(r.actions.map((a) => [a.action, a.name])).toEqual([['delete_screen', from], ['create_screen', to]]);
  });
});
