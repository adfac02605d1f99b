import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The API's structure rules (decision 040), read from the source itself: data access only in
 * repositories, no import cycles between folders, and infrastructure that knows no feature.
 */
const SRC = resolve(__dirname, '../src');

/** Infrastructure: what every entry point needs, whatever the features are. */
const INFRASTRUCTURE = new Set(['core.module.ts', 'common', 'config', 'database', 'redis', 'rate-limit', 'queues', 'metrics', 'admin', 'health']);
/**
 * Where the features are put together, and so may name them: the entry points and root modules,
 * and the schema's list of every feature's entities and the migrations.
 */
const COMPOSITION = new Set(['app.module.ts', 'workers.module.ts', 'bootstrap.ts', 'main.ts', 'worker.ts', 'migrate.ts', 'database/entities.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const rel = (path: string) => relative(SRC, path).split(sep).join('/');
/** A file's unit in the graph (from its path under src): its top-level folder, or its own name for a file at the root. */
const unitOf = (path: string) => path.split('/')[0];

const files = sourceFiles(SRC)
  .map((path) => ({ path: rel(path), text: readFileSync(path, 'utf8') }))
  .filter((f) => !f.path.startsWith('database/migrations/'));

/** The source files a file imports (relative imports only: packages are not part of the graph). */
function importsOf(file: { path: string; text: string }): string[] {
  const specifiers = [...file.text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => {
    const target = rel(resolve(SRC, dirname(file.path), s));
    return target.endsWith('.ts') ? target : `${target}.ts`;
  });
}

/**
 * The graph's tangles: each set of folders that reach one another (a strongly connected component,
 * by Tarjan's algorithm), with the imports inside it. Every cycle lies within one of them.
 */
function tangles(edges: Map<string, Map<string, string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (unit: string): void => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const members: string[] = [];
    for (let top = stack.pop()!; ; top = stack.pop()!) {
      members.push(top);
      if (top === unit) break;
    }
    if (members.length < 2) return;
    members.sort();
    const inside = members.flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => members.includes(to)).map(([to, where]) => `${where} → ${to}`));
    found.push(`${members.join(', ')}: ${inside.sort().join('; ')}`);
  };
  for (const unit of [...edges.keys()].sort()) if (!index.has(unit)) visit(unit);
  return found.sort();
}

describe('API structure', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((f) => f.path)).toContain('generation/generation.repository.ts');
  });

  it('reaches PostgreSQL only through repositories and the database set-up', () => {
    const raw = files.filter(
      (f) =>
        !f.path.endsWith('.repository.ts') &&
        !f.path.startsWith('database/') &&
        (/\bimport\b[^;]*\b(DataSource|InjectDataSource|InjectRepository|InjectEntityManager)\b[^;]*from '(typeorm|@nestjs\/typeorm)'/.test(f.text) ||
          /from 'pg'/.test(f.text) ||
          /\.(query|getRepository|createQueryBuilder)\s*\(/.test(f.text)),
    );
    expect(raw.map((f) => f.path)).toEqual([]);
  });

  // Features and infrastructure folders alike: a cycle among infrastructure folders (admin → common →
  // metrics → admin) ties them as surely as one among features.
  it('has no import cycle between folders', () => {
    const edges = new Map<string, Map<string, string>>();
    for (const file of files.filter((f) => !COMPOSITION.has(f.path))) {
      for (const target of importsOf(file)) {
        const [from, to] = [unitOf(file.path), unitOf(target)];
        if (from === to || COMPOSITION.has(from) || COMPOSITION.has(to)) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        // One file per edge, to say where the import is.
        if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, file.path);
      }
    }
    expect(tangles(edges)).toEqual([]);
  });

  // Inside a folder too, type-only imports included: a file that needs another's type and gives it
  // one of its own is two halves of one thing, or a type in the wrong place.
  it('has no import cycle between files', () => {
    const edges = new Map<string, Map<string, string>>();
    for (const file of files) {
      for (const target of importsOf(file)) {
        if (!edges.has(file.path)) edges.set(file.path, new Map());
        edges.get(file.path)!.set(target, file.path);
      }
    }
    expect(tangles(edges)).toEqual([]);
  });

  it('reports every folder of a cycle, with the imports that close it', () => {
    const graph = new Map([
      ['admin', new Map([['common', 'admin/a.ts']])],
      ['common', new Map([['metrics', 'common/c.ts'], ['redis', 'common/r.ts']])],
      ['metrics', new Map([['admin', 'metrics/m.ts']])],
      ['redis', new Map([['common', 'redis/o.ts']])],
      ['queues', new Map([['common', 'queues/q.ts']])],
    ]);
    expect(tangles(graph)).toEqual([
      'admin, common, metrics, redis: admin/a.ts → common; common/c.ts → metrics; common/r.ts → redis; metrics/m.ts → admin; redis/o.ts → common',
    ]);
    graph.get('metrics')!.delete('admin');
    graph.get('redis')!.delete('common');
    expect(tangles(graph)).toEqual([]);
  });

  // With this, no cycle can run through infrastructure either.
  it('keeps infrastructure free of features', () => {
    const known = (unit: string) => INFRASTRUCTURE.has(unit);
    const leaks = files
      .filter((f) => known(unitOf(f.path)) && !COMPOSITION.has(f.path))
      .flatMap((f) => importsOf(f).filter((target) => !known(unitOf(target))).map((target) => `${f.path} imports ${target}`));
    expect(leaks).toEqual([]);
  });
});
