/**
 * Pure helpers that turn the text a model streams into a renderable HTML document (SPEC §4
 * "Streaming"). Servers already strip reasoning and fences, but models behind OpenAI-compatible
 * proxies do not always, so the client cleans defensively as well.
 */

/** Removes complete `<think>…</think>` blocks, and an unfinished one that is still streaming. */
export function stripThink(text: string): string {
  let out = text.replace(/<think>[\s\S]*?<\/think>/gi, '');
  const open = out.search(/<think>/i);
  if (open >= 0) out = out.slice(0, open);
  return out;
}

/** Removes Markdown code fences (```html … ```), keeping what is inside them. */
export function stripFences(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !/^[ \t]*```[\w-]*[ \t]*$/.test(line))
    .join('\n');
}

const START_MARKERS = [/<!DOCTYPE/i, /<html[\s>]/i, /<body[\s>]/i];

/**
 * The HTML document inside accumulated model output: from the doctype, else the `<html>` tag,
 * else the `<body>` tag; anything after `</html>` is dropped and missing closing `</body>` and
 * `</html>` tags are appended. Null when no start marker has arrived yet.
 */
export function extractHtml(accumulated: string): string | null {
  const text = stripFences(stripThink(accumulated));
  let start = -1;
  for (const marker of START_MARKERS) {
    start = text.search(marker);
    if (start >= 0) break;
  }
  if (start < 0) return null;
  let html = text.slice(start);
  const closeHtml = html.search(/<\/html\s*>/i);
  if (closeHtml >= 0) html = html.slice(0, closeHtml + html.slice(closeHtml).indexOf('>') + 1);
  html = html.trimEnd();
  if (!/<\/body\s*>/i.test(html)) {
    html = /<\/html\s*>$/i.test(html) ? html.replace(/<\/html\s*>$/i, '</body></html>') : `${html}\n</body>`;
  }
  if (!/<\/html\s*>/i.test(html)) html = `${html}\n</html>`;
  return html;
}

/** A section fragment from section-regeneration output: cleaned of reasoning and fences. */
export function extractFragment(accumulated: string): string {
  return stripFences(stripThink(accumulated)).trim();
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
  let out = html;
  for (const tag of ['script', 'style']) {
    const open = out.toLowerCase().lastIndexOf(`<${tag}`);
    if (open >= 0 && out.toLowerCase().indexOf(`</${tag}`, open) < 0) out = out.slice(0, open);
  }
  const lt = out.lastIndexOf('<');
  if (lt >= 0 && out.indexOf('>', lt) < 0) out = out.slice(0, lt);
  return out;
}

/** The streamed text as a document the preview can render right now, or null before it starts. */
export function extractPreviewHtml(accumulated: string): string | null {
  const raw = extractHtml(accumulated);
  if (raw === null) return null;
  // Re-run on the trimmed body so the closing tags come after a complete tag.
  const body = raw.replace(/\n<\/body>\n<\/html>$|\n<\/html>$/i, '');
  return extractHtml(trimIncompleteTail(body));
}
