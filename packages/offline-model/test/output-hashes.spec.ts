import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAMEWORKS, type Framework } from '@cui/shared';
import { composePage, rewriteSection } from '../src';
import { outerById } from './helpers';

/**
 * The offline model is deterministic, so any change to its HTML helpers must leave every output
 * byte-identical unless the change is meant to alter pages. `UPDATE_OUTPUT_HASHES=1` rewrites
 * the recorded hashes after an intended change.
 */
const FILE = join(__dirname, 'output-hashes.json');
/** Pages are dated by the clock they are given (the system clock by default): a fixed one here. */
const NOW = new Date('2026-01-15T09:00:00Z');

const PAGES = [
  'A SaaS landing page for an AI assistant with pricing, FAQ and a team',
  'A restaurant website for "Luigi\'s" with a menu, gallery and contact form',
  'A portfolio for a product designer with case studies and testimonials',
  'Italian restaurant "Nonna Rosa" with a menu, gallery and reservations, warm red colours',
  'An online shop selling handmade ceramics, dark theme',
  'Tech conference in Berlin with schedule, speakers and tickets',
  '一个咖啡店的网站，包含菜单和联系方式',
  'An analytics dashboard for a logistics team with activity, stats and a table',
  'A travel blog with a newsletter signup, FAQ and a call to action',
  '为杭州一家救助刺猬的慈善机构做一个网站，名字叫小刺，包括志愿者日和捐款',
  'मुंबई की फ़ोटोग्राफ़र अनन्या के लिए पोर्टफ़ोलियो वेबसाइट बनाइए, जिसमें काम, कीमतें और संपर्क हों',
];
const FOLLOW_UPS = [
  'add a contact section',
  'remove the faq',
  'make it dark',
  'change the primary color to green',
  'use a serif font',
  'rename it to Acme & Co',
  'change the headline to Hello <world>',
  'change the subtitle to Built for teams',
  'add a team section and remove the testimonials',
  'make the pricing section shorter',
  'qwerty asdf',
  'make it dark with a purple accent',
  'remove the pricing',
  'change the hero title to Built for teams',
];
const REWRITES = ['make it shorter', 'add a button', 'add 3 more cards', 'use a blue background', 'make it dark', 'remove the buttons', 'add an image', 'change the title to New & shiny', 'qwerty'];

const FOREIGN = `<!DOCTYPE html>
<html lang="en">
<head>
  <title>Foreign - a page</title>
  <script src="https://cdn.tailwindcss.com"></script>
</head>
<body>
  <nav id="navbar"><a href="#hero" class="text-blue-600">Home</a><a href="#faq">FAQ</a></nav>
  <section id="hero" class="bg-blue-500 text-white"><h1>Old headline</h1><p>Some text that is long enough to be shortened. It goes on and on for a while.</p><a class="btn rounded-full" href="#x">Go</a></section>
  <section id="faq"><h2>FAQ</h2><details><summary>One</summary><p>a</p></details><details><summary>Two</summary><p>b</p></details></section>
  <footer id="footer"><a href="#faq">FAQ</a></footer>
</body>
</html>`;

function outputs(): Record<string, string> {
  const out: Record<string, string> = {};
  const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 16);
  for (const framework of FRAMEWORKS as readonly Framework[]) {
    PAGES.forEach((prompt, p) => {
      const page = composePage({ prompt, framework, now: NOW });
      out[`${framework}|page${p}`] = hash(page);
      if (p > 0) return;
      for (const f of FOLLOW_UPS) out[`${framework}|follow-up|${f}`] = hash(composePage({ prompt: f, framework, previousHtml: page }));
      for (const id of ['hero', 'features', 'pricing']) {
        const sectionHtml = outerById(page, id);
        for (const r of REWRITES) out[`${framework}|rewrite|${id}|${r}`] = hash(rewriteSection({ sectionHtml, instructions: r, framework }));
      }
    });
    for (const f of FOLLOW_UPS) out[`${framework}|foreign|${f}`] = hash(composePage({ prompt: f, framework, previousHtml: FOREIGN }));
  }
  return out;
}

describe('offline model output', () => {
  it('is byte-identical to the recorded outputs', () => {
    const actual = outputs();
    if (process.env.UPDATE_OUTPUT_HASHES) writeFileSync(FILE, `${JSON.stringify(actual, null, 1)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(FILE, 'utf8')));
  });
});
