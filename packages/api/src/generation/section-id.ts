/** The id attribute of the first element in `html`, if any. */
export function firstElementId(html: string): string | null {
  const open = /<[a-z][^>]*>/i.exec(html);
  const id = open && /\sid\s*=\s*(["'])(.*?)\1/i.exec(open[0]);
  return id ? id[2] : null;
}

/** Gives the new section the original section's id, so the client can put it back in place. */
export function ensureSectionId(newHtml: string, originalHtml: string): string {
  const wanted = firstElementId(originalHtml);
  if (!wanted || firstElementId(newHtml) === wanted) return newHtml;
  const open = /<([a-z][\w-]*)([^>]*)>/i.exec(newHtml);
  if (!open) return newHtml;
  const attrs = open[2].replace(/\sid\s*=\s*(["']).*?\1/i, '');
  const escaped = wanted.replace(/"/g, '&quot;');
  return `${newHtml.slice(0, open.index)}<${open[1]} id="${escaped}"${attrs}>${newHtml.slice(open.index + open[0].length)}`;
}
