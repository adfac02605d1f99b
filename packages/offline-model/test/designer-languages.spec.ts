import { planDesign, renderScreen, routeFollowUp, type DesignPlan, type DeviceType } from '../src';
import { englishWords } from './screen-text';

/**
 * Designer screens and replies in the prompt's language (decision 044): a Chinese or Hindi
 * prompt gets screens with no English left in them, and every reply is in the turn's language.
 */

function screensOf(plan: DesignPlan, deviceType: DeviceType): string[] {
  return plan.screens.map((screen) => renderScreen({ theme: plan.theme, screen, deviceType, projectTitle: 'project title', otherScreens: plan.screens }));
}

describe('screens in the prompt’s language', () => {
  it.each([
    ['一个习惯打卡应用：首页、统计、设置、个人资料', 'zh-CN'],
    ['एक आदत ट्रैकर ऐप: होम, आँकड़े, सेटिंग्स, प्रोफ़ाइल', 'hi'],
    ['一个宠物领养应用', 'zh-CN'],
    ['एक पालतू जानवर गोद लेने का ऐप', 'hi'],
    ['किसानों के लिए मौसम ऐप', 'hi'],
    ['一个咖啡店的点单应用：首页、菜单、购物车、订单、登录', 'zh-CN'],
    ['एक जिम ऐप: होम, कैलेंडर, भुगतान, साइन इन, इतिहास', 'hi'],
  ])('%s: no English on any screen, html lang %s', (prompt, lang) => {
    for (const device of ['mobile', 'web'] as const) {
      const plan = planDesign({ prompt, deviceType: device });
      for (const html of screensOf(plan, device)) {
        expect(englishWords(html)).toEqual([]);
        expect(html).toContain(`<html lang="${lang}"`);
      }
    }
  });

  it('keeps a screen edited later (a streak counter, a dark header) in the project’s language', () => {
    const plan = planDesign({ prompt: 'एक आदत ट्रैकर ऐप: होम, आँकड़े', deviceType: 'mobile' });
    const r = routeFollowUp({ message: 'Edit the "होम" screen: make the header dark and add a 7-day streak counter', screens: plan.screens, theme: plan.theme });
    const html = renderScreen({ theme: r.theme, screen: { name: 'होम', description: r.actions[0].description }, deviceType: 'mobile', projectTitle: 'x', otherScreens: plan.screens });
    expect(html).toContain('data-counter="streak"');
    expect(englishWords(html)).toEqual([]);
  });

  it.each([
    ['一个宠物领养应用', /狗狗|猫咪/],
    ['एक डायरी ऐप', /नवंबर/],
  ])('%s: a known kind of app keeps its own sample content, in the prompt’s language', (prompt, sample) => {
    const plan = planDesign({ prompt, deviceType: 'mobile' });
    expect(screensOf(plan, 'mobile').join('\n')).toMatch(sample);
  });

  it('uses the interface language when the prompt shows none', () => {
    const plan = planDesign({ prompt: '🐶 🐱 2026', deviceType: 'mobile', language: 'zh' });
    expect(plan.theme.language).toBe('zh');
    for (const html of screensOf(plan, 'mobile')) expect(englishWords(html, plan.theme.name.split(/\s+/))).toEqual([]);
  });
});

describe('product names in Chinese and Hindi', () => {
  it.each([
    ['为一家上海的茶馆设计一个预约应用：首页、菜单、预约、我的', '茶馆预约'],
    ['一个叫「小步」的习惯打卡应用：首页、统计', '小步'],
    ['किसानों के लिए मौसम ऐप', 'मौसम'],
    ['一款面向高中生的错题本应用', '错题本'],
    ['मेरे लिए एक आदत ऐप बनाओ जिसका नाम Streaky हो', 'Streaky'],
    ['Streaky नाम का आदत ट्रैकर ऐप: होम, आँकड़े', 'Streaky'],
  ])('%s → %s', (prompt, name) => {
    expect(planDesign({ prompt, deviceType: 'mobile' }).theme.name).toBe(name);
  });
});

describe('Hindi prompts are planned like the others', () => {
  it.each([
    ['एक आदत ट्रैकर ऐप होम आँकड़े सेटिंग्स', ['होम', 'आँकड़े', 'सेटिंग्स'], 'आदत ट्रैकर'],
    ['एक योग ऐप जिसमें होम, कक्षाएँ और प्रोफ़ाइल हों', ['होम', 'कक्षाएँ', 'प्रोफ़ाइल'], 'योग'],
    ['Streaky नाम का आदत ट्रैकर ऐप: होम, आँकड़े', ['होम', 'आँकड़े'], 'Streaky'],
    ['होम, खोज और प्रोफ़ाइल स्क्रीन के साथ एक रेसिपी ऐप', ['होम', 'खोज', 'प्रोफ़ाइल'], 'रेसिपी'],
    ['एक ऐप, Streaky नाम का, होम और आँकड़े के साथ', ['होम', 'आँकड़े'], 'Streaky'],
    ['एक आदत ट्रैकर ऐप, कैलेंडर, आँकड़े, संदेश के साथ', ['कैलेंडर', 'आँकड़े', 'संदेश'], 'आदत ट्रैकर'],
    ['दादी की रसोई नाम का रेसिपी ऐप जिसमें होम, खोज, पसंदीदा और सेटिंग्स हों', ['होम', 'खोज', 'पसंदीदा', 'सेटिंग्स'], 'दादी की रसोई'],
    ['योग स्टूडियो के लिए ऐप: कक्षाएँ, शिक्षक, सदस्यता', ['कक्षाएँ', 'शिक्षक', 'सदस्यता'], 'योग स्टूडियो'],
  ])('%s → its screens in order, Hindi names, a product name', (prompt, names, product) => {
    const plan = planDesign({ prompt, deviceType: 'mobile' });
    expect(plan.screens.map((s) => s.name)).toEqual(names);
    expect(plan.theme.name).toBe(product);
    expect(plan.message).toMatch(/स्क्रीन/);
    for (const s of plan.screens) expect(s.description).toMatch(/[\u0900-\u097f]/);
  });

  it('names an unlisted Hindi app by its subject and gives it Hindi screens', () => {
    const plan = planDesign({ prompt: 'किसानों के लिए मौसम ऐप', deviceType: 'mobile' });
    expect(plan.theme.name).toBe('मौसम');
    for (const s of plan.screens) {
      expect(s.name).toMatch(/^[\u0900-\u097f ]+$/);
      expect(s.description).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('replies in the turn’s language', () => {
  const zh = planDesign({ prompt: '一个习惯打卡应用：首页、统计、设置、个人资料', deviceType: 'mobile' });
  const hi = planDesign({ prompt: 'एक आदत ट्रैकर ऐप: होम, आँकड़े, सेटिंग्स, प्रोफ़ाइल', deviceType: 'mobile' });
  const reply = (plan: DesignPlan, message: string) => routeFollowUp({ message, screens: plan.screens, theme: plan.theme });

  it.each([
    ['删除个人资料页面', zh, /^已删除个人资料/],
    ['प्रोफ़ाइल स्क्रीन हटाएँ', hi, /^प्रोफ़ाइल हटा दी गई/],
    ['把统计改名为数据', zh, /^已将「统计」改名为「数据」/],
    ['आँकड़े का नाम बदलकर रिपोर्ट करें', hi, /^"आँकड़े" का नाम बदलकर "रिपोर्ट" कर दिया/],
    ['添加一个日历页面', zh, /^已按相同风格添加「日历」界面/],
    ['एक कैलेंडर स्क्रीन जोड़ें', hi, /^उसी शैली में "कैलेंडर" स्क्रीन जोड़ दी/],
    ['改成深色', zh, /^已为全部 4 个界面换上深色主题/],
    ['सभी स्क्रीन गहरी करें', hi, /^सभी 4 स्क्रीनों को गहरी थीम में बदल दिया/],
    ['Edit the "首页" screen: 把标题栏改成深色', zh, /^已更新首页，其他界面保持不变/],
    ['删除那个东西', zh, /^我不确定要删除哪个界面/],
    ['随便改改', zh, /^我不确定要修改哪个界面/],
    ['कुछ अच्छा करो', hi, /^समझ नहीं आया कि कौन-सी स्क्रीन बदलनी है/],
    ['remove the profile screen', zh, /^Removed 个人资料\./],
    ['make it dark', hi, /^Restyled all 4 screens with a dark theme/],
  ])('%s → %#', (message, plan, expected) => {
    expect(reply(plan, message).message).toMatch(expected);
  });

  it.each([
    ['在首页添加一个搜索框', ['edit_screen:首页']],
    ['删除搜索和统计页面', ['delete_screen:搜索', 'delete_screen:统计']],
    ['होम स्क्रीन पर खोज बार जोड़ें', ['edit_screen:होम']],
    ['खोज और आँकड़े स्क्रीन हटाएँ', ['delete_screen:खोज', 'delete_screen:आँकड़े']],
  ])('%s concerns the screens named as screens, not words of the content', (message, expected) => {
    const prompt = /[\u0900-\u097f]/.test(message) ? 'एक आदत ट्रैकर ऐप: होम, खोज, आँकड़े, प्रोफ़ाइल' : '一个习惯打卡应用：首页、搜索、统计、个人资料';
    const plan = planDesign({ prompt, deviceType: 'mobile' });
    expect(reply(plan, message).actions.map((a) => `${a.action}:${a.name}`)).toEqual(expected);
  });

  it('answers in the interface’s language when the message shows none', () => {
    expect(routeFollowUp({ message: '👍', screens: zh.screens, theme: zh.theme, language: 'hi' }).message).toMatch(/समझ नहीं आया/);
    expect(routeFollowUp({ message: 'remove the profile screen', screens: hi.screens, theme: hi.theme, language: 'zh' }).message).toMatch(/^已删除प्रोफ़ाइल/);
  });

  it('a rename is a create that takes the renamed screen’s place, and the other screens are built again for their tab bars', () => {
    const r = reply(zh, '把统计改名为数据');
    expect(r.actions).toEqual([
      { action: 'delete_screen', name: '统计', description: zh.screens[1].description },
      { action: 'create_screen', name: '数据', description: zh.screens[1].description, replaces: '统计' },
      ...zh.screens.filter((s) => s.name !== '统计').map((s) => ({ action: 'edit_screen', ...s })),
    ]);
  });
});
