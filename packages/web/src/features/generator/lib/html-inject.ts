/** Small string transforms applied to generated pages before they are shown or opened. */
import { type HtmlToken, scanTags } from '@cui/shared';

const startTag = (tags: HtmlToken[], name: string) => tags.find((t) => t.type === 'open' && t.name === name);

/** Inserts `snippet` right before `</body>`, else at the end of the document. */
export function injectBeforeBodyEnd(html: string, snippet: string): string {
  const index = scanTags(html).reduce((at, t) => (t.type === 'close' && t.name === 'body' ? t.start : at), -1);
  return index >= 0 ? html.slice(0, index) + snippet + html.slice(index) : html + snippet;
}

/**
 * Adds `<base href="{origin}/">` so root-relative runtime URLs (/vendor/…) resolve when the page
 * is opened from a blob: URL, whose own base has no host. An existing <base> is left alone.
 */
export function withBaseHref(html: string, origin: string): string {
  const tags = scanTags(html);
  if (startTag(tags, 'base')) return html;
  const tag = `<base href="${origin.replace(/"/g, '&quot;')}/">`;
  const head = startTag(tags, 'head');
  if (head) return html.slice(0, head.end) + tag + html.slice(head.end);
  const htmlTag = startTag(tags, 'html');
  if (htmlTag) return `${html.slice(0, htmlTag.end)}<head>${tag}</head>${html.slice(htmlTag.end)}`;
  return tag + html;
}
