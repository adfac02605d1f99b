import fc from 'fast-check';
import { OfflineModel } from '../src';
import { quoteAuthor } from '../src/rewrite-instructions';

/**
 * "Add a testimonial from a chef" (found in the Chromium tour): the added quote is signed by that role,
 * not a sample one ("a quote" alone may be a price quote: a follow-up does not read it as a testimonial). Replay a failure with QUOTE_SEED=<seed printed below>.
 */
const seed = Number(process.env.QUOTE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const model = new OfflineModel();
const testimonials = (html: string) => (/<section[^>]*id="testimonials"[\s\S]*?<\/section>/.exec(html) ?? [''])[0].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('an added testimonial is signed by the role the instruction names', () => {
  beforeAll(() => console.log(`quote-author property: seed=${seed} (replay with QUOTE_SEED=${seed})`));

  it('reads the role, capitalised and in the singular, and nothing from a bare "customer"', () => {
    expect(quoteAuthor('make the hero dark and add a testimonial from a chef')).toBe('Chef');
    expect(quoteAuthor('add two reviews from local teachers')).toBe('Local teacher');
    expect(quoteAuthor('add a quote by a retired nurse, and a button')).toBe('Retired nurse');
    expect(quoteAuthor('add a review from a happy customer')).toBeNull();
    expect(quoteAuthor('add a testimonial')).toBeNull();
    expect(quoteAuthor('add a photo from our workshop')).toBeNull();
  });

  it('signs the added quote with it, and leaves the earlier quotes as they were (property)', () => {
    const page = model.generateWithNotes({ prompt: 'a mobile knife sharpening van in Cork called Edge Cases with routes, prices and reviews', framework: 'htmlTailwind' }).text;
    const before = testimonials(page);
    const roles = fc.tuple(fc.constantFrom('', 'local ', 'retired ', 'head ', 'young '), fc.constantFrom('chef', 'teacher', 'cyclist', 'florist', 'baker', 'architect', 'nurse', 'student', 'farmer', 'plumber', 'violinist', 'carpenter'));
    fc.assert(
      fc.property(roles, fc.constantFrom('testimonial', 'review'), fc.constantFrom('from', 'by'), ([adj, noun], what, prep) => {
        const r = model.generateWithNotes({ prompt: `add a ${what} ${prep} a ${adj}${noun}`, previousHtml: page, framework: 'htmlTailwind' });
        const role = `${adj}${noun}`.charAt(0).toUpperCase() + `${adj}${noun}`.slice(1);
        const after = testimonials(r.text);
        // Every earlier quote is still there, and the new one is signed by the role.
        for (const quote of before.match(/&ldquo;[^&]+&rdquo;/g) ?? []) expect(after).toContain(quote);
        expect(before).not.toContain(role);
        expect(after).toContain(role);
        expect(r.label).toMatch(/1 item added/);
      }),
      { seed, numRuns: 60 },
    );
  });
});
