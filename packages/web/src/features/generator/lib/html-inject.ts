/** Small string transforms applied to generated pages before they are shown or opened. */

/** Inserts `snippet` right before `</body>`, else at the end of the document. */
export function injectBeforeBodyEnd(html: string, snippet: string): string {
  const index = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  return index >= 0 ? html.slice(0, index) + snippet + html.slice(index) : html + snippet;
}

/**
 * Adds `<base href="{origin}/">` so root-relative runtime URLs (/vendor/…) resolve when the page
 * is opened from a blob: URL, whose own base has no host. An existing <base> is left alone.
 */
export function withBaseHref(html: string, origin: string): string {
  if (/<base[\s>]/i.test(html)) return html;
  const tag = `<base href="${origin.replace(/"/g, '&quot;')}/">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const htmlTag = /<html(\s[^>]*)?>/i.exec(html);
  if (htmlTag) {
    const at = htmlTag.index + htmlTag[0].length;
    return `${html.slice(0, at)}<head>${tag}</head>${html.slice(at)}`;
  }
  return tag + html;
}
