/**
 * HTML → JSX: turns kit markup (or HTML sent back from a rendered React page) into JSX that Babel
 * accepts: className/htmlFor, camelCased hyphenated attributes, style objects, self-closed void
 * tags, no comments, no Vue directives. Idempotent: JSX input comes back unchanged.
 */
import { type HtmlToken, scanTags } from '@cui/shared';
import { VOID_TAGS } from './html-utils';

const RENAME: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  datetime: 'dateTime',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  enctype: 'encType',
  novalidate: 'noValidate',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  viewbox: 'viewBox',
  preserveaspectratio: 'preserveAspectRatio',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
};

function camel(name: string): string {
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `"a: b; --c: d"` → `{{ a: 'b', '--c': 'd' }}`. */
export function styleToObject(css: string): string {
  const decls: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of css) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ';' && depth === 0) {
      decls.push(cur);
      cur = '';
    } else cur += ch;
  }
  decls.push(cur);
  const props = decls
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const at = d.indexOf(':');
      if (at < 0) return '';
      const prop = d.slice(0, at).trim();
      const value = d
        .slice(at + 1)
        .trim()
        .replace(/&quot;/g, '"')
        .replace(/\\/g, '\\\\')
        .replace(/'/g, "\\'");
      const key = prop.startsWith('--') ? `'${prop}'` : camel(prop.toLowerCase().replace(/^-ms-/, 'ms-'));
      return `${key}: '${value}'`;
    })
    .filter(Boolean);
  return `{{ ${props.join(', ')} }}`;
}

function convertAttrs(tagName: string, src: string, tag: Extract<HtmlToken, { type: 'open' }>): string {
  const parts: string[] = [];
  for (const a of tag.attrs) {
    const raw = src.slice(a.start, a.end);
    const lower = a.name.toLowerCase();
    const value = a.raw;
    if (/^(v-|@|:|#)/.test(a.name) || (/^on[a-z]+$/.test(a.name) && value !== null && !value.startsWith('{'))) continue;
    let name = RENAME[lower] ?? a.name;
    if (!RENAME[lower] && a.name.includes('-') && !/^(data|aria)-/.test(lower) && !tagName.includes('-')) name = camel(a.name);
    if ((tagName === 'input' || tagName === 'textarea' || tagName === 'select') && (lower === 'value' || lower === 'checked')) {
      name = lower === 'value' ? 'defaultValue' : 'defaultChecked';
    }
    if (value === null) {
      parts.push(name);
    } else if (value.startsWith('{') && value.endsWith('}') && (raw.includes('={') || raw.includes('="{'))) {
      parts.push(`${name}=${value}`);
    } else if (lower === 'style') {
      parts.push(`style=${styleToObject(value)}`);
    } else {
      parts.push(`${name}="${value.replace(/"/g, '&quot;')}"`);
    }
  }
  return parts.length ? ' ' + parts.join(' ') : '';
}

export function toJsx(markup: string): string {
  const s = markup;
  let out = '';
  let at = 0;
  for (const tag of scanTags(s, { jsx: true })) {
    if (tag.type === 'doctype') continue;
    out += s.slice(at, tag.start);
    at = tag.end;
    if (tag.type === 'comment') continue;
    const rawName = s.slice(tag.start + (tag.type === 'close' ? 2 : 1)).slice(0, tag.name.length);
    if (tag.type === 'close') {
      if (!VOID_TAGS.has(tag.name)) out += `</${rawName}>`;
      continue;
    }
    const selfClose = tag.selfClosing || VOID_TAGS.has(tag.name);
    out += `<${rawName}${convertAttrs(tag.name, s, tag)}${selfClose ? ' />' : '>'}`;
  }
  return out + s.slice(at);
}
