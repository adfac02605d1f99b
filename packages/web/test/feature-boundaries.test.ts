import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The SPA is organised by capability (src/features/<name>). A feature is used by other features,
// the app shell and shared components only through its index.ts, so its internals can change without silently changing another screen;
// the designer (stitch) shares nothing with the generator page.

const SRC = resolve(__dirname, '../src');
const FEATURES = join(SRC, 'features');

interface Violation {
  file: string;
  spec: string;
  rule: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module specifier of a file: static imports, re-exports, dynamic imports. */
function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g)) found.push(match[1]);
  return found;
}

function resolveModule(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec);
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

const featureOf = (path: string): string | null => (path.startsWith(FEATURES + sep) ? path.slice(FEATURES.length + 1).split(sep)[0] : null);

function boundaryViolations(file: string, code: string): Violation[] {
  const own = featureOf(file);
  const violations: Violation[] = [];
  for (const spec of specifiers(code)) {
    if (!spec.startsWith('.')) continue;
    const target = resolveModule(file, spec);
    if (!target) {
      violations.push({ file, spec, rule: 'resolves to no file' });
      continue;
    }
    const other = featureOf(target);
    const where = relative(SRC, file);
    if (where.startsWith(`lib${sep}`) && other) violations.push({ file, spec, rule: 'src/lib is generic: it imports no feature' });
    if (!other || other === own) continue;
    if (own === 'stitch' && other === 'generator') violations.push({ file, spec, rule: 'the designer imports nothing from the generator page' });
    else if (!/^index\.tsx?$/.test(relative(join(FEATURES, other), target))) {
      violations.push({ file, spec, rule: `another feature's internals: import from features/${other} (its index.ts)` });
    }
  }
  return violations;
}

describe('feature boundaries', () => {
  const files = sourceFiles(SRC);

  it('sees the features and their imports', () => {
    const features = new Set(files.map(featureOf).filter(Boolean));
    for (const name of ['generation', 'generator', 'publishing', 'stitch', 'models', 'credits', 'page']) expect(features.has(name)).toBe(true);
  });

  it('a feature is used only through its index.ts; stitch never uses the generator page; lib uses no feature', () => {
    const violations = files.flatMap((file) => boundaryViolations(file, readFileSync(file, 'utf8')));
    expect(violations.map((v) => `${relative(SRC, v.file)}: '${v.spec}' (${v.rule})`)).toEqual([]);
  });

  it('flags a deep import (from a feature or the app), a stitch→generator import and a feature in lib', () => {
    const inStitch = join(FEATURES, 'stitch/workspace/workspace.tsx');
    expect(boundaryViolations(inStitch, "import { x } from '../../generator/sidebar';")).toHaveLength(1);
    expect(boundaryViolations(inStitch, "import { x } from '../../generator';")).toHaveLength(1);
    expect(boundaryViolations(inStitch, "import { x } from '../../models/model-picker';")).toHaveLength(1);
    expect(boundaryViolations(inStitch, "import { x } from '../../models';")).toEqual([]);
    expect(boundaryViolations(inStitch, "const m = import('../../publishing/publish-menu');")).toHaveLength(1);
    expect(boundaryViolations(join(SRC, 'lib/files.ts'), "import { x } from '../features/models';")).toHaveLength(1);
    expect(boundaryViolations(join(SRC, 'app/router.tsx'), "import { x } from '../features/generator/generator-page';")).toHaveLength(1);
    expect(boundaryViolations(join(SRC, 'app/router.tsx'), "import { x } from '../features/generator';")).toEqual([]);
  });
});
