/** Visible text and headings of a parsed page (parse5 tree), as a reader sees them. */
interface Node {
  nodeName: string;
  value?: string;
  childNodes?: Node[];
  content?: Node;
}

const HIDDEN = new Set(['script', 'style', 'head', 'template', 'noscript']);

function collect(n: Node, out: string[]): void {
  if (HIDDEN.has(n.nodeName)) return;
  if (n.nodeName === '#text') out.push(n.value ?? '');
  for (const c of n.childNodes ?? []) collect(c, out);
}

export function visibleText(doc: unknown): string {
  const out: string[] = [];
  collect(doc as Node, out);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/** The text of every h1–h3, in document order. */
export function headings(doc: unknown): string[] {
  const found: string[] = [];
  const walk = (n: Node) => {
    if (HIDDEN.has(n.nodeName)) return;
    if (/^h[1-3]$/.test(n.nodeName)) {
      const out: string[] = [];
      collect(n, out);
      found.push(out.join(' ').replace(/\s+/g, ' ').trim());
      return;
    }
    for (const c of n.childNodes ?? []) walk(c);
  };
  walk(doc as Node);
  return found;
}
