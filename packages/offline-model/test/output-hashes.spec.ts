import { FRAMEWORKS } from '@cui/shared';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composePage, rewriteSection } from '../src';
import { outerById } from './helpers';

/**
 * Refactors of the kits and sections must not change a single byte of output: generated pages are
 * saved by users and edited by follow-ups that find sections by their exact markup. A change that
 * is meant to alter output regenerates the table with `UPDATE_OUTPUT_HASHES=1 pnpm test`.
 */
const FIXTURE = join(__dirname, 'output-hashes.json');

const PROMPTS = [
  'A SaaS landing page for an AI assistant with pricing, FAQ and a team',
  'Italian restaurant "Nonna Rosa" with a menu, gallery and reservations, warm red colours',
  'Portfolio for a product designer with case studies and a contact form',
  'An online shop selling handmade ceramics, dark theme',
  'Tech conference in Berlin with schedule, speakers and tickets',
  '一个咖啡店的网站，包含菜单和联系方式',
  'An analytics dashboard for a logistics team with activity, stats and a table',
  'A travel blog with a newsletter signup, FAQ and a call to action',
];
const FOLLOW_UPS = ['add a contact section', 'make it dark with a purple accent', 'remove the pricing', 'change the hero title to Built for teams'];
const REWRITES: Array<[string, string]> = [
  ['hero', 'make it shorter'],
  ['features', 'add 3 more cards'],
  ['features', 'use a blue background'],
];

function outputs(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const framework of FRAMEWORKS) {
    PROMPTS.forEach((prompt, i) => {
      out[`${framework} page ${i}`] = composePage({ prompt, framework });
    });
    const base = composePage({ prompt: PROMPTS[0], framework });
    for (const prompt of FOLLOW_UPS) out[`${framework} follow-up "${prompt}"`] = composePage({ prompt, framework, previousHtml: base });
    for (const [id, instructions] of REWRITES) {
      out[`${framework} rewrite ${id} "${instructions}"`] = rewriteSection({ sectionHtml: outerById(base, id), instructions, framework });
    }
  }
  return out;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

it('renders every framework byte-for-byte as recorded', () => {
  const actual = Object.fromEntries(Object.entries(outputs()).map(([name, text]) => [name, hash(text)]));
  if (process.env.UPDATE_OUTPUT_HASHES) writeFileSync(FIXTURE, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
});
