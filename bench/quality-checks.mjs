// The page-quality benchmark's checks on a rendered page: facts read inside the page, then judged
// against a prompt's expectations in Node. Colour contrast is axe-core's `color-contrast` rule (the
// WCAG 2 AA ratios: 4.5:1 for body text, 3:1 for large text).
/* global document, window, getComputedStyle, axe -- pageFacts and runContrast run in the page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SECTION_HEADINGS } from './quality-prompts.mjs';

export const CHECKS = ['render', 'sections', 'name', 'language', '390px', 'img alt', 'headings', 'contrast'];
export const MOBILE_WIDTH = 390;
/** Share of CJK among CJK and Latin letters a Chinese page must reach (as in the fidelity table). */
const ZH_SHARE = 0.7;
const EN_MAX_CJK_SHARE = 0.05;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Read in the page: everything the checks other than contrast need. */
export function pageFacts() {
  const visible = (el) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && el.getClientRects().length > 0;
  };
  const describe = (el) => {
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 3) : [];
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
  };
  const text = document.body?.innerText ?? '';
  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((h) => h.textContent.trim())
    .map((h) => ({ level: Number(h.tagName[1]), text: h.textContent.trim().replace(/\s+/g, ' ').slice(0, 80) }));
  return {
    text,
    lang: document.documentElement.getAttribute('lang') ?? '',
    ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
    headings,
    scrollWidth: document.scrollingElement.scrollWidth,
    // What sticks out past the viewport, unless an ancestor clips it (then it scrolls nothing).
    widest: [...document.body.querySelectorAll('*')]
      .filter((el) => visible(el) && el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return false;
        return true;
      })
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 2)
      .map((el) => `${describe(el.parentElement)} > ${describe(el)} → ${Math.round(el.getBoundingClientRect().right)}px`),
    images: [...document.querySelectorAll('img')].map((img) => ({
      src: (img.getAttribute('src') ?? '').slice(0, 60),
      alt: img.getAttribute('alt'),
      role: img.getAttribute('role') ?? '',
    })),
  };
}

/** Runs axe-core's color-contrast rule in the page; answers counts and the worst ratio found. */
export async function contrastFacts(page) {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const result = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations', 'passes', 'incomplete'] });
    const nodes = (list) => list.flatMap((r) => r.nodes);
    const ratio = (node) => node.any.find((c) => c.id === 'color-contrast')?.data?.contrastRatio;
    const failing = nodes(result.violations).map((n) => ({ ratio: ratio(n), target: String(n.target[0]).slice(0, 60), text: n.html.replace(/<[^>]+>/g, '').trim().slice(0, 40) }));
    const passing = nodes(result.passes).map(ratio).filter((r) => typeof r === 'number');
    return { failing, passed: passing.length, unknown: nodes(result.incomplete).length, worstPassing: passing.length ? Math.min(...passing) : null };
  });
}

const cjkShare = (text) => {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk / Math.max(1, cjk + latin);
};

const devanagariShare = (text) => {
  const deva = (text.match(/\p{Script=Devanagari}/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return deva / Math.max(1, deva + latin);
};

const pct = (x) => `${Math.round(x * 100)}%`;

/**
 * Judges one rendered page: answers, per check name, `{ ok, detail }`, or `null` where the prompt
 * asks nothing of it (a name when none was given).
 */
export function judge(row, { errors, facts, contrast }) {
  const out = {};
  out.render = errors.length ? { ok: false, detail: `${errors.length} error(s): ${errors[0].slice(0, 140)}` } : facts.text.trim() ? { ok: true } : { ok: false, detail: 'nothing visible' };

  const missing = row.sections.filter((id) => !facts.ids.includes(id) && !facts.headings.some((h) => SECTION_HEADINGS[id].test(h.text)));
  out.sections = row.sections.length === 0 ? null : missing.length ? { ok: false, detail: `missing ${missing.join(', ')}` } : { ok: true };

  out.name = !row.name ? null : facts.text.includes(row.name) ? { ok: true } : { ok: false, detail: `"${row.name}" not in the visible text` };

  const share = cjkShare(facts.text);
  if (row.language === 'hi') {
    const deva = devanagariShare(facts.text);
    const langOk = /^hi\b/i.test(facts.lang);
    out.language = langOk && deva >= ZH_SHARE ? { ok: true } : { ok: false, detail: `lang="${facts.lang}", Devanagari ${pct(deva)} of letters (needs hi and ≥ ${pct(ZH_SHARE)})` };
  } else if (row.language === 'zh') {
    const langOk = /^zh\b/i.test(facts.lang);
    out.language = langOk && share >= ZH_SHARE ? { ok: true } : { ok: false, detail: `lang="${facts.lang}", CJK ${pct(share)} of letters (needs zh and ≥ ${pct(ZH_SHARE)})` };
  } else {
    const langOk = /^en\b/i.test(facts.lang);
    out.language = langOk && share <= EN_MAX_CJK_SHARE ? { ok: true } : { ok: false, detail: `lang="${facts.lang}", CJK ${pct(share)} of letters (needs en)` };
  }

  out['390px'] = facts.scrollWidth <= MOBILE_WIDTH ? { ok: true } : { ok: false, detail: `scrollWidth ${facts.scrollWidth}px${facts.widest.length ? `: ${facts.widest.join('; ')}` : ''}` };

  const noAlt = facts.images.filter((img) => !(img.alt?.trim() || (img.alt === '' && /^(presentation|none)$/.test(img.role))));
  out['img alt'] = noAlt.length ? { ok: false, detail: `${noAlt.length} of ${facts.images.length} <img> without alt (${noAlt[0].src || 'no src'})` } : { ok: true };

  let previous = 0;
  const skips = [];
  for (const h of facts.headings) {
    if (h.level > previous + 1) skips.push(`h${previous || '–'} → h${h.level} "${h.text.slice(0, 30)}"`);
    previous = h.level;
  }
  out.headings = facts.headings.length === 0 ? { ok: false, detail: 'no headings' } : skips.length ? { ok: false, detail: `${skips.length} skip(s): ${skips[0]}` } : { ok: true };

  const total = contrast.failing.length + contrast.passed;
  if (contrast.failing.length) {
    const worst = contrast.failing.reduce((a, b) => ((a.ratio ?? 99) <= (b.ratio ?? 99) ? a : b));
    out.contrast = { ok: false, detail: `${contrast.failing.length} of ${total} text elements (${pct(contrast.failing.length / total)}) fail; worst ${worst.ratio}:1 "${worst.text}" (${worst.target})` };
  } else {
    out.contrast = total ? { ok: true, detail: `worst ${contrast.worstPassing}:1 over ${total}${contrast.unknown ? `, ${contrast.unknown} undecidable` : ''}` } : { ok: false, detail: 'no text checked' };
  }
  return out;
}
