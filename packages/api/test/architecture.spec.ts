import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The API's structure rules (decision 040), read from the source itself: data access only in
 * repositories, no import cycles between folders, and infrastructure that knows no feature.
 */
const SRC = resolve(__dirname, '../src');

/** Infrastructure: what every entry point needs, whatever the features are. */
const INFRASTRUCTURE = new Set(['core.module.ts', 'common', 'config', 'database', 'redis', 'queues', 'metrics', 'admin', 'health']);
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

  it('has no import cycle between feature folders', () => {
    const feature = (unit: string) => !INFRASTRUCTURE.has(unit) && !COMPOSITION.has(unit);
    const edges = new Map<string, Map<string, string>>();
    for (const file of files.filter((f) => !COMPOSITION.has(f.path))) {
      for (const target of importsOf(file)) {
        const [from, to] = [unitOf(file.path), unitOf(target)];
        if (from === to || !feature(from) || !feature(to)) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        // One file per edge, to say where the import is.
        if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, file.path);
      }
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (unit: string, path: string[]): void => {
      state.set(unit, 'open');
      for (const [next, where] of edges.get(unit) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path, `${unit} (${where})`, next].join(' → '));
        else if (!state.has(next)) visit(next, [...path, `${unit} (${where})`]);
      }
      state.set(unit, 'done');
    };
    for (const unit of [...edges.keys()].sort()) if (!state.has(unit)) visit(unit, []);
    expect(cycles).toEqual([]);
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
