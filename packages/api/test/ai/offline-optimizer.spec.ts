import { optimizeOffline } from '../../src/ai/offline-optimizer';
import { optimizeMessages } from '../../src/ai/prompts';

const HAN = /[\u4e00-\u9fff]/;
const DEVANAGARI = /[\u0900-\u097f]/;
/** Latin words outside quotes and the original request. */
const latinWords = (text: string) => (text.replace(/“[^”]*”|"[^"]*"|「[^」]*」/g, ' ').match(/[A-Za-z]{2,}/g) ?? []);

describe('the built-in prompt optimiser', () => {
  it('writes the brief in Hindi for a Hindi interface, naming the asked-for parts in Hindi', () => {
    const out = optimizeOffline('योग स्टूडियो की वेबसाइट, कीमतें और संपर्क के साथ', 'hi');
    expect(out).toMatch(DEVANAGARI);
    expect(out).toMatch(/वेबसाइट बनाएँ, जिसमें क्रम से ये सेक्शन हों: .*कीमतें.*संपर्क/);
    expect(out).toMatch(/मूल अनुरोध: योग स्टूडियो की वेबसाइट, कीमतें और संपर्क के साथ$/);
    expect(latinWords(out.slice(0, out.indexOf('मूल अनुरोध')))).toEqual([]);
  });

  it('an English prompt from a Hindi or Chinese interface gets a brief in that language', () => {
    const hi = optimizeOffline('a bakery with a menu and a FAQ', 'hi');
    expect(hi.slice(0, hi.indexOf('मूल अनुरोध'))).toMatch(/मेनू.*सामान्य प्रश्न/);
    const zh = optimizeOffline('a bakery with a menu and a FAQ', 'zh');
    expect(zh).toMatch(HAN);
    expect(zh).toMatch(/依次包含：.*菜单.*常见问题/);
    expect(latinWords(zh.slice(0, zh.indexOf('原始需求')))).toEqual([]);
  });

  it('keeps English as it was for an English interface', () => {
    expect(optimizeOffline('coffee shop site with a FAQ', 'en')).toMatch(/^A .* website for ".*" with these sections in order: .*FAQ.*Original request: coffee shop site with a FAQ$/);
  });

  it('asks a provider for the optimised prompt in Hindi for a Hindi interface', () => {
    expect(optimizeMessages('yoga studio', 'hi')[0].content).toMatch(/in Hindi\.$/);
    expect(optimizeMessages('yoga studio', 'zh')[0].content).toMatch(/in Chinese\.$/);
    expect(optimizeMessages('yoga studio', 'en')[0].content).toMatch(/in the language of the original prompt\.$/);
  });
});
