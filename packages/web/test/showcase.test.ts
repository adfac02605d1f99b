import { cardHue, cardInitial, shownAddress } from '../src/features/showcase/showcase';
import { EXAMPLE_PROMPTS, pickExample } from '../src/features/stitch/start/example-prompts';

describe('showcase cards', () => {
  it('give a site the same colour every time, and different sites different ones', () => {
    expect(cardHue('tea-house')).toBe(cardHue('tea-house'));
    const hues = new Set(['tea-house', 'bike-shop', 'crumb-co', 'pixel-dreams', 'yoga-graz'].map(cardHue));
    expect(hues.size).toBe(5);
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0);
    for (const hue of hues) expect(hue).toBeLessThan(360);
  });

  it('show the address without its scheme', () => {
    expect(shownAddress('http://tea-house.localhost:3000/')).toBe('tea-house.localhost:3000');
    expect(shownAddress('https://cui.example.com/s/tea-house/')).toBe('cui.example.com/s/tea-house');
    expect(shownAddress('not a url')).toBe('not a url');
  });

  it('show the title’s first letter or digit large', () => {
    expect(cardInitial('tea & cake')).toBe('T');
    expect(cardInitial('  «42 Bakes»')).toBe('4');
    expect(cardInitial('茶馆')).toBe('茶');
    expect(cardInitial('— !')).toBe('•');
  });
});

describe('Surprise me', () => {
  const textOf = (key: string) => `prompt of ${key}`;

  it('picks an example at random', () => {
    expect(pickExample('', textOf, () => 0)).toBe(EXAMPLE_PROMPTS[0]);
    expect(pickExample('', textOf, () => 0.999)).toBe(EXAMPLE_PROMPTS[EXAMPLE_PROMPTS.length - 1]);
  });

  it('never picks the example already in the prompt, so each press changes it', () => {
    for (const current of EXAMPLE_PROMPTS) {
      for (const random of [0, 0.3, 0.6, 0.999]) expect(pickExample(`  ${textOf(current)} `, textOf, () => random)).not.toBe(current);
    }
  });
});
