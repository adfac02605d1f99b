import { TextPieces } from '../src/html/text-pieces';

describe('TextPieces', () => {
  const parts = ['<div', ' id="a">', '', 'x<', '/div>', '\n<p>', 'y</p>'];
  const whole = parts.join('');
  const text = new TextPieces();
  parts.forEach((p) => text.push(p));

  it('reads every slice, character and search as the joined string would', () => {
    expect(text.length).toBe(whole.length);
    expect(text.toString()).toBe(whole);
    for (let a = -1; a <= whole.length + 1; a++) {
      expect(text.charAt(a)).toBe(whole.charAt(a));
      for (let b = Math.max(0, a); b <= whole.length + 1; b++) expect(text.slice(a, b)).toBe(whole.slice(Math.max(0, a), b));
      for (const ch of ['<', '>', '\n', 'z']) {
        expect(text.indexOf(ch, a)).toBe(a >= whole.length ? -1 : whole.indexOf(ch, Math.max(0, a)));
        expect(text.lastIndexOf(ch, a)).toBe(a < 0 ? -1 : whole.lastIndexOf(ch, a));
      }
    }
  });

  it('is empty before anything is written', () => {
    const empty = new TextPieces();
    expect([empty.length, empty.slice(0, 3), empty.charAt(0), empty.indexOf('<', 0), empty.lastIndexOf('<', 5)]).toEqual([0, '', '', -1, -1]);
  });
});
