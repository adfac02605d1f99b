/**
 * SEARCH/REPLACE edit blocks, the format code-editing models are trained on:
 *
 *     <<<<<<< SEARCH
 *     exact lines of the current text
 *     =======
 *     what replaces them
 *     >>>>>>> REPLACE
 *
 * No maintained npm package parses and applies them (decision 031), so this does, strictly: a block
 * whose SEARCH matches nowhere or in several places fails, and so does the whole edit, because a
 * guessed edit is worse than a rewrite.
 */

import { stripThink } from '@cui/shared';

export interface EditBlock {
  search: string;
  replace: string;
}

export type ApplyResult = { ok: true; text: string } | { ok: false; block: number; reason: 'empty' | 'missing' | 'ambiguous' };

const OPEN = /^\s*<{5,9} ?SEARCH\s*$/;
const DIVIDER = /^\s*={5,9}\s*$/;
const CLOSE = /^\s*>{5,9} ?REPLACE\s*$/;

/**
 * What an answer to an edit request is: blocks (`edit`), a whole new page (`document`: its start
 * comes before any SEARCH marker), or not known yet. Reasoning in `<think>` is not the answer. While
 * it streams, a page counts only from a line that starts with `<!DOCTYPE` or `<html`, so prose that
 * names the tag before its blocks is not taken for a page; once it has `ended`, anywhere.
 */
export function answerKind(answer: string, ended = false): 'edit' | 'document' | 'undecided' {
  const text = stripThink(answer);
  const marker = text.search(/(^|\n)[ \t]*<{5,9} ?SEARCH[ \t]*(\r?\n|$)/);
  const page = text.search(ended ? /<!doctype|<html[\s>]/i : /(^|\n)[ \t]*(<!doctype|<html[\s>])/i);
  if (marker >= 0 && (page < 0 || marker < page)) return 'edit';
  return page >= 0 ? 'document' : 'undecided';
}

/**
 * The blocks in a model's answer, in order. Lines outside blocks (prose, code fences, file names)
 * are ignored; null when there is no block or one is left unterminated (a cut-off answer).
 */
export function parseEditBlocks(answer: string): EditBlock[] | null {
  const lines = answer.replace(/\r\n?/g, '\n').split('\n');
  const blocks: EditBlock[] = [];
  let state: 'outside' | 'search' | 'replace' = 'outside';
  let search: string[] = [];
  let replace: string[] = [];
  for (const line of lines) {
    if (state === 'outside') {
      if (OPEN.test(line)) {
        state = 'search';
        search = [];
        replace = [];
      }
    } else if (state === 'search') {
      if (DIVIDER.test(line)) state = 'replace';
      else search.push(line);
    } else if (CLOSE.test(line)) {
      blocks.push({ search: search.join('\n'), replace: replace.join('\n') });
      state = 'outside';
    } else {
      replace.push(line);
    }
  }
  return state === 'outside' && blocks.length > 0 ? blocks : null;
}

/** Applies `blocks` one after another to `text`; fails at the first block that does not match exactly once. */
export function applyEditBlocks(text: string, blocks: EditBlock[]): ApplyResult {
  const crlf = text.includes('\r\n');
  let current = text;
  for (let i = 0; i < blocks.length; i++) {
    const { search } = blocks[i];
    const replace = crlf ? blocks[i].replace.replace(/\n/g, '\r\n') : blocks[i].replace;
    if (!search.trim()) return { ok: false, block: i, reason: 'empty' };
    const exact = exactSpan(current, crlf ? search.replace(/\n/g, '\r\n') : search);
    const span = exact ?? looseSpan(current, search);
    if (span === 'ambiguous' || span === null) return { ok: false, block: i, reason: span === null ? 'missing' : 'ambiguous' };
    current = current.slice(0, span.start) + (exact ? replace : trimLike(replace, search)) + current.slice(span.end);
  }
  return { ok: true, text: current };
}

type Span = { start: number; end: number } | 'ambiguous' | null;

function exactSpan(text: string, search: string): Span {
  const at = text.indexOf(search);
  if (at < 0) return null;
  // Overlapping repeats count too: "aa" is in "aaa" twice.
  if (text.indexOf(search, at + 1) >= 0) return 'ambiguous';
  return { start: at, end: at + search.length };
}

/**
 * The span of `text` that equals `search` when every run of whitespace counts as one space and
 * the search's own leading and trailing whitespace is ignored: models re-indent and re-wrap what
 * they copy. The span runs from the first to the last non-blank character matched.
 */
function looseSpan(text: string, search: string): Span {
  const needle = search.trim().replace(/\s+/g, ' ');
  if (!needle) return null;
  let flat = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i])) {
      if (flat.endsWith(' ')) continue;
      flat += ' ';
    } else {
      flat += text[i];
    }
    origin.push(i);
  }
  const found = exactSpan(flat, needle);
  if (found === null || found === 'ambiguous') return found;
  return { start: origin[found.start], end: origin[found.end - 1] + 1 };
}

/**
 * A loose span starts and ends at non-blank characters, so the whitespace the search had around it
 * stays on the page: the same whitespace around the replacement would be doubled.
 */
function trimLike(replace: string, search: string): string {
  const before = /^\s*/.exec(search)![0];
  const after = /\s*$/.exec(search)![0];
  let text = replace;
  if (before && text.startsWith(before)) text = text.slice(before.length);
  else if (before) text = text.trimStart();
  if (after && text.endsWith(after)) text = text.slice(0, text.length - after.length);
  else if (after) text = text.trimEnd();
  return text;
}
