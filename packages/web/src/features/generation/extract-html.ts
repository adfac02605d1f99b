/**
 * Pure helpers that turn the text a model streams into a renderable HTML document while it
 * streams. Servers already strip reasoning and fences, but models behind OpenAI-compatible
 * proxies do not always, so the client cleans defensively as well, with the API's own cleaner.
 */
import { cleanModelOutput, finalizeHtml, type HtmlToken, scanTags } from '@cui/shared';

const isTag = (t: HtmlToken, type: 'open' | 'close', name: string) => t.type === type && t.name === name;

/**
 * The HTML document inside accumulated model output: from the doctype, else the `<html>` tag,
 * else the `<body>` tag; anything after `</html>` is dropped and missing closing `</body>` and
 * `</html>` tags are appended. Null when no start marker has arrived yet.
 */
export function extractHtml(accumulated: string): string | null {
  return finalizeHtml(cleanModelOutput(accumulated, 'document'), 'document');
}

/** A section fragment from section-regeneration output: cleaned of reasoning and fences. */
export function extractFragment(accumulated: string): string {
  return cleanModelOutput(accumulated, 'fragment').trim();
}

/** The last `count` lines of a text, for the live code peek during section regeneration. */
export function lastLines(text: string, count: number): string {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.slice(Math.max(0, lines.length - count)).join('\n');
}

/**
 * A still-streaming document made safe to render: a half-written tag at the end, or a <script> or
 * <style> whose end has not arrived, is dropped. Otherwise the closing tags appended by
 * extractHtml (and the preview's own bridge script) would land inside that tag or script.
 */
export function trimIncompleteTail(html: string): string {
  const tags = scanTags(html);
  let cut = html.length;
  let complete = 0;
  for (const [i, t] of tags.entries()) {
    if (t.type === 'open' && (t.name === 'script' || t.name === 'style') && !t.selfClosing && !tags.slice(i + 1).some((c) => isTag(c, 'close', t.name))) {
      cut = t.start;
      break;
    }
    complete = t.end;
  }
  // After the last complete tag, a `<` that could open a tag or comment (or ends the text, its
  // name not here yet) is one still arriving.
  const partial = html.slice(complete, cut).search(/<(?:[a-zA-Z!/?]|$)/);
  return html.slice(0, partial >= 0 ? complete + partial : cut);
}

/** The streamed text as a document the preview can render right now, or null before it starts. */
export function extractPreviewHtml(accumulated: string): string | null {
  const raw = extractHtml(accumulated);
  if (raw === null) return null;
  // Re-run on the trimmed body so the closing tags come after a complete tag.
  const body = raw.replace(/\n<\/body>\n<\/html>$|\n<\/html>$/i, '');
  return extractHtml(trimIncompleteTail(body));
}

/** Body elements that paint nothing themselves: the first hold text that is not shown, the second are empty. */
const UNPAINTED_CONTAINERS = new Set(['script', 'style', 'template', 'noscript']);
const UNPAINTED_VOIDS = new Set(['link', 'meta', 'br', 'wbr']);

/**
 * How much a document's body has to paint: its elements other than scripts, styles and the like,
 * plus its runs of visible text. 0 for a document still in its <head> (a blank page). A streamed
 * document with no more than the page already shown would replace that page with less of itself.
 */
export function paintedAmount(html: string): number {
  const tags = scanTags(html, { attributes: false });
  const open = tags.findIndex((t) => isTag(t, 'open', 'body'));
  if (open < 0) return 0;
  let amount = 0;
  let position = tags[open].end;
  let hiddenIn: string | null = null;
  for (const t of tags.slice(open + 1)) {
    if (hiddenIn === null && html.slice(position, t.start).trim()) amount++;
    position = t.end;
    if (hiddenIn !== null) {
      if (isTag(t, 'close', hiddenIn)) hiddenIn = null;
    } else if (isTag(t, 'close', 'body') || isTag(t, 'close', 'html')) {
      return amount;
    } else if (t.type === 'open' && !UNPAINTED_VOIDS.has(t.name)) {
      if (!UNPAINTED_CONTAINERS.has(t.name)) amount++;
      else if (!t.selfClosing) hiddenIn = t.name;
    }
  }
  return hiddenIn === null && html.slice(position).trim() ? amount + 1 : amount;
}
