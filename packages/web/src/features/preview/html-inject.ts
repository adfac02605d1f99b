/** Small string transforms applied to generated pages before they are shown. */
import { scanTags } from '@cui/shared';

/** Inserts `snippet` right before `</body>`, else at the end of the document. */
export function injectBeforeBodyEnd(html: string, snippet: string): string {
  const index = scanTags(html).reduce((at, t) => (t.type === 'close' && t.name === 'body' ? t.start : at), -1);
  return index >= 0 ? html.slice(0, index) + snippet + html.slice(index) : html + snippet;
}
