/** One sample of a Prometheus text exposition: `name{labels} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (v: string) => v.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** Parses exposition text (format 0.0.4); throws on a line that is neither a comment nor a sample. */
export function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const m = SAMPLE.exec(line);
      if (!m) throw new Error(`Not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (m[2] ?? '').matchAll(LABEL)) labels[key] = unescape(value);
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

/** Each metric's type from its `# TYPE name type` line: counter, gauge, histogram, summary or untyped. */
export function parseTypes(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => [name, type]));
}

/** Figures read from one scrape. */
export class Scrape {
  constructor(
    readonly samples: Sample[],
    readonly types: Map<string, string> = new Map(),
  ) {}

  /** The samples of `name` whose labels include `labels`. */
  find(name: string, labels: Record<string, string> = {}): Sample[] {
    return this.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  }

  /** The sum of the matching samples' values (0 when there are none). */
  sum(name: string, labels: Record<string, string> = {}): number {
    return this.find(name, labels).reduce((total, s) => total + s.value, 0);
  }
}

/** GETs a /metrics endpoint and parses it; rejects on any status but 200. */
export async function scrape(url: string, headers: Record<string, string> = {}): Promise<Scrape> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return new Scrape(parseExposition(text), parseTypes(text));
}
