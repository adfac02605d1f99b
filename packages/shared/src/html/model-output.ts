import { HtmlTagStream, scanTags } from './tokens';

export type OutputMode = 'document' | 'fragment';

const THINK_OPEN = '<think>';
const THINK_CLOSE = '</think>';
const FENCE_LINE = /^\s*```[\w-]*\s*$/;
/** A line that could still turn into a fence once more characters arrive. */
const MAYBE_FENCE = /^\s*`{0,3}[\w-]*$/;

/** Longest suffix of `text` that is a proper prefix of `token` (case-insensitive). */
function partialSuffix(text: string, token: string): number {
  const lower = text.toLowerCase();
  for (let n = Math.min(token.length - 1, lower.length); n > 0; n--) {
    if (token.startsWith(lower.slice(-n))) return n;
  }
  return 0;
}

/**
 * Drops `<think>…</think>` reasoning from text that arrives in pieces, holding back only the few
 * characters that could still turn into a tag. An unfinished block is dropped to the end.
 */
class ThinkFilter {
  private thinking = false;
  private tail = '';

  /** The visible text; with `final`, nothing is held back. */
  push(text: string, final: boolean): string {
    let input = this.tail + text;
    this.tail = '';
    let visible = '';
    while (input) {
      if (this.thinking) {
        const close = input.toLowerCase().indexOf(THINK_CLOSE);
        if (close < 0) {
          const keep = final ? 0 : partialSuffix(input, THINK_CLOSE);
          this.tail = input.slice(input.length - keep);
          return visible;
        }
        this.thinking = false;
        input = input.slice(close + THINK_CLOSE.length);
        continue;
      }
      const open = input.toLowerCase().indexOf(THINK_OPEN);
      if (open < 0) {
        const keep = final ? 0 : partialSuffix(input, THINK_OPEN);
        visible += input.slice(0, input.length - keep);
        this.tail = input.slice(input.length - keep);
        return visible;
      }
      visible += input.slice(0, open);
      this.thinking = true;
      input = input.slice(open + THINK_OPEN.length);
    }
    return visible;
  }
}

/** A whole answer without its `<think>` blocks, an unfinished one included. */
export function stripThink(text: string): string {
  return new ThinkFilter().push(text, true);
}

/**
 * Cleans a model's token stream into HTML as it arrives: drops `<think>` blocks, prose before the
 * markup starts, Markdown code fences and anything after the `</html>` end tag. It holds back only
 * the few characters that could still turn into one of those, so the first token of markup is
 * emitted at once. `<think>`, fences and the start of markup are found in text that is not HTML
 * (reasoning, prose), so plain string matching does it; inside the markup the shared HTML scanner
 * finds the end tag, so a `</html>` in a comment or a script string does not cut the page. This is
 * the one cleaner of model output: the API cleans the stream with it, and the SPA cleans text that
 * reaches it uncleaned (a proxy's stream, an outcome without markup) with `cleanModelOutput`.
 */
export class HtmlStreamFilter {
  private readonly think = new ThinkFilter();
  private started = false;
  private preamble = '';
  private line = '';
  private lineOpen = false;
  private ended = false;
  private out = '';
  private htmlEnd = -1;
  private readonly tags = new HtmlTagStream((tag) => {
    if (this.htmlEnd < 0 && tag.type === 'close' && tag.name === 'html') this.htmlEnd = tag.end;
  }, { attributes: false });

  constructor(private readonly mode: OutputMode) {}

  /** All markup emitted so far. */
  get emitted(): string {
    return this.out;
  }

  push(text: string): string {
    // PostgreSQL cannot store U+0000 in text: a model that sends one must not cost the page.
    if (text.includes('\u0000')) text = text.replaceAll('\u0000', '');
    return this.afterThink(this.think.push(text, false));
  }

  /** Flushes what was held back; call once when the stream is over. */
  end(): string {
    let text = this.think.push('', true);
    if (!this.started && this.mode === 'document') {
      // No doctype or <html>: fall back to a <body> as the client does.
      const at = this.preamble.search(/<body[\s>]/i);
      if (at >= 0) {
        this.started = true;
        text = this.preamble.slice(at) + text;
        this.preamble = '';
      }
    }
    let result = this.afterThink(text);
    if (this.started && !this.ended && this.line && !FENCE_LINE.test(this.line)) result += this.emit(this.line);
    this.line = '';
    return result;
  }

  private afterThink(text: string): string {
    if (this.ended || !text) return '';
    if (!this.started) {
      this.preamble += text;
      const at = this.startIndex(this.preamble);
      if (at < 0) return '';
      this.started = true;
      text = this.preamble.slice(at);
      this.preamble = '';
      this.lineOpen = true; // the markup's first line is not a fence
    }
    let result = '';
    let rest = this.line + text;
    this.line = '';
    for (;;) {
      const nl = rest.indexOf('\n');
      if (nl < 0) break;
      const line = rest.slice(0, nl + 1);
      rest = rest.slice(nl + 1);
      if (this.lineOpen || !FENCE_LINE.test(line)) result += this.emit(line);
      this.lineOpen = false;
      if (this.ended) return result;
    }
    if (rest) {
      if (!this.lineOpen && MAYBE_FENCE.test(rest)) {
        this.line = rest;
      } else {
        result += this.emit(rest);
        this.lineOpen = true;
      }
    }
    return result;
  }

  private startIndex(text: string): number {
    if (this.mode === 'fragment') return text.search(/<[a-z]/i);
    const doctype = text.search(/<!doctype/i);
    return doctype >= 0 ? doctype : text.search(/<html[\s>]/i);
  }

  /** Appends to the output, cutting after the `</html>` end tag in document mode. */
  private emit(text: string): string {
    if (this.mode === 'document') {
      const before = this.out.length;
      this.tags.write(text);
      if (this.htmlEnd >= 0) {
        text = text.slice(0, Math.max(0, this.htmlEnd - before));
        this.ended = true;
      }
    }
    this.out += text;
    return text;
  }
}

/** The final page from the emitted markup: missing closing tags appended; null when there is none. */
export function finalizeHtml(emitted: string, mode: OutputMode): string | null {
  const html = emitted.trim();
  const tags = scanTags(html, { attributes: false });
  if (tags.length === 0) return null;
  // Trailing prose after a fragment's last tag is not markup.
  if (mode === 'fragment') return html.slice(0, tags[tags.length - 1].end);
  const has = (type: 'open' | 'close', name: string) => tags.some((t) => t.type === type && t.name === name);
  const closeHtml = tags.find((t) => t.type === 'close' && t.name === 'html');
  let page = html;
  if (!has('close', 'body') && has('open', 'body')) {
    page = closeHtml ? `${page.slice(0, closeHtml.start)}</body>${page.slice(closeHtml.start)}` : `${page}\n</body>`;
  }
  if (!closeHtml) page += '\n</html>';
  const first = tags[0];
  if (first.start > 0 || (first.type !== 'doctype' && !(first.type === 'open' && first.name === 'html'))) page = `<!DOCTYPE html>\n<html>\n${page}`;
  return page;
}

/** A whole (or so far received) answer cleaned as the stream would be: what `HtmlStreamFilter` emits for it. */
export function cleanModelOutput(text: string, mode: OutputMode): string {
  const filter = new HtmlStreamFilter(mode);
  filter.push(text);
  filter.end();
  return filter.emitted;
}
