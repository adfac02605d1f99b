import { QuoteType, Tokenizer } from 'htmlparser2';
import { TextPieces } from './text-pieces';

export interface HtmlAttribute {
  /** As written (case kept: JSX's `className` and Vue's `:prop` are meaningful). */
  name: string;
  /** Entities decoded; null for a bare attribute. JSX `{expr}` values are kept as written. */
  value: string | null;
  /** The value exactly as in the source, without its quotes; null for a bare attribute. */
  raw: string | null;
  /** Source range of the whole attribute, name to closing quote. */
  start: number;
  end: number;
}

export type HtmlToken =
  | { type: 'open'; name: string; start: number; end: number; selfClosing: boolean; attrs: HtmlAttribute[] }
  | { type: 'close'; name: string; start: number; end: number }
  | { type: 'doctype'; start: number; end: number }
  | { type: 'comment'; start: number; end: number };

export interface ScanOptions {
  /**
   * Accept JSX attribute expressions (`style={{ a: 'b' }}`, `onClick={() => x > 1}`): their
   * braces, spaces, quotes and `>` would otherwise end the value or the tag.
   */
  jsx?: boolean;
  /**
   * Collect start tags' attributes (default true). Without them start tags come with `attrs: []`
   * and no entity is decoded: about half the work, for callers that only need where tags are.
   */
  attributes?: boolean;
}

/** Skips a balanced `{…}` starting at `i`, stepping over quoted strings; returns the index after it. */
function braceEnd(s: string, i: number): number {
  let depth = 0;
  for (; i < s.length; i++) {
    const ch = s[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      const close = s.indexOf(ch, i + 1);
      if (close < 0) return s.length;
      i = close;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return s.length;
}

/**
 * The same text with each JSX attribute expression turned into a double-quoted value of the same
 * length, so the HTML tokenizer reads it as one attribute and every offset still points into the
 * original.
 */
function maskJsx(s: string): { masked: string; braces: Set<number> } {
  const braces = new Set<number>();
  let masked = '';
  let from = 0;
  const re = /[\w-]=\{/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const open = m.index + m[0].length - 1;
    if (open < from) continue;
    const end = braceEnd(s, open);
    if (s[end - 1] !== '}') break;
    braces.add(open);
    masked += `${s.slice(from, open)}"${s.slice(open + 1, end - 1).replace(/"/g, "'")}"`;
    from = end;
    re.lastIndex = end;
  }
  return { masked: masked + s.slice(from), braces };
}

/**
 * A streaming HTML tag scanner on htmlparser2's tokenizer: reports start tags (with attribute
 * source ranges), end tags, comments and doctypes with offsets into everything written so far. Comments and
 * the content of raw-text elements (script, style, textarea, title) never produce tags.
 */
export class HtmlTagStream {
  private readonly text = new TextPieces();
  private readonly tokenizer: Tokenizer;
  private open: Extract<HtmlToken, { type: 'open' }> | null = null;
  private attr: { name: string; start: number; value: string; hasValue: boolean } | null = null;
  private pendingClose: { name: string; start: number; from: number } | null = null;
  private braces = new Set<number>();

  constructor(
    private readonly onToken: (token: HtmlToken) => void,
    private readonly options: ScanOptions = {},
  ) {
    const attributes = options.attributes ?? true;
    this.tokenizer = new Tokenizer({ decodeEntities: attributes }, {
      onattribdata: (start, end) => this.attr && (this.attr.value += this.text.slice(start, end)),
      onattribentity: (cp) => this.attr && (this.attr.value += String.fromCodePoint(cp)),
      onattribname: (start, end) => {
        if (attributes) this.attr = { name: this.text.slice(start, end), start, value: '', hasValue: false };
      },
      onattribend: (quote, end) => this.endAttribute(quote, end),
      onopentagname: (start, end) => {
        this.flushClose();
        this.open = { type: 'open', name: this.text.slice(start, end).toLowerCase(), start: start - 1, end: -1, selfClosing: false, attrs: [] };
      },
      onopentagend: (end) => this.endOpenTag(end, false),
      onselfclosingtag: (end) => this.endOpenTag(end, true),
      onclosetag: (start, end) => {
        this.flushClose();
        this.pendingClose = { name: this.text.slice(start, end).toLowerCase(), start: this.text.lastIndexOf('<', start), from: end };
        this.flushClose();
      },
      ondeclaration: (start, end) => {
        this.flushClose();
        if (/^doctype\b/i.test(this.text.slice(start, end))) this.onToken({ type: 'doctype', start: start - 2, end: end + 1 });
      },
      oncdata: () => this.flushClose(),
      oncomment: (start, end) => {
        this.flushClose();
        this.onToken({ type: 'comment', start: this.text.lastIndexOf('<', start), end: end + 1 });
      },
      onprocessinginstruction: () => this.flushClose(),
      ontext: () => this.flushClose(),
      ontextentity: () => this.flushClose(),
      onend: () => this.flushClose(),
    });
  }

  /** Feeds the next piece of markup; tags complete in it are reported before this returns. */
  write(chunk: string): void {
    const from = this.text.length;
    this.text.push(chunk);
    let fed = chunk;
    if (this.options.jsx) {
      // Expressions are masked on the whole text: a chunk boundary may fall inside one.
      const { masked, braces } = maskJsx(this.text.toString());
      this.braces = braces;
      fed = masked.slice(from);
    }
    this.tokenizer.write(fed);
    this.flushClose();
  }

  end(): void {
    this.tokenizer.end();
    this.flushClose();
  }

  private endAttribute(quote: QuoteType, end: number): void {
    const a = this.attr;
    this.attr = null;
    if (!a || !this.open) return;
    if (quote === QuoteType.NoValue) {
      this.open.attrs.push({ name: a.name, value: null, raw: null, start: a.start, end: a.start + a.name.length });
      return;
    }
    const quoted = quote === QuoteType.Double || quote === QuoteType.Single;
    const valueStart = this.valueStart(a.start + a.name.length);
    const jsx = this.braces.has(valueStart);
    const raw = jsx ? this.text.slice(valueStart, end) : this.text.slice(quoted ? valueStart + 1 : valueStart, quoted ? end - 1 : end);
    this.open.attrs.push({ name: a.name, value: jsx ? raw : a.value, raw, start: a.start, end });
  }

  private valueStart(afterName: number): number {
    let i = this.text.indexOf('=', afterName) + 1;
    while (/\s/.test(this.text.charAt(i))) i++;
    return i;
  }

  private endOpenTag(gt: number, selfClosing: boolean): void {
    const tag = this.open;
    this.open = null;
    if (!tag) return;
    tag.end = gt + 1;
    tag.selfClosing = selfClosing;
    this.onToken(tag);
  }

  /** An end tag is reported once its `>` has arrived (the tokenizer skips to it silently). */
  private flushClose(): void {
    const close = this.pendingClose;
    if (!close) return;
    const gt = this.text.indexOf('>', close.from);
    if (gt < 0) return;
    this.pendingClose = null;
    this.onToken({ type: 'close', name: close.name, start: close.start, end: gt + 1 });
  }
}

/** Every tag of a complete document or fragment, in source order. */
export function scanTags(html: string, options: ScanOptions = {}): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const stream = new HtmlTagStream((t) => tokens.push(t), options);
  stream.write(html);
  stream.end();
  return tokens;
}
