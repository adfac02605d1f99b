// `pnpm start` builds only what changed (scripts/build-changed.mjs). Run: node --test scripts/*.test.mjs (part of `pnpm test`)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { buildChanged } from './build-changed.mjs';

let root;

function writePackage(dir, name, deps = {}) {
  mkdirSync(join(root, 'packages', dir, 'src'), { recursive: true });
  writeFileSync(join(root, 'packages', dir, 'package.json'), JSON.stringify({ name, scripts: { build: 'build' }, dependencies: deps }));
  writeFileSync(join(root, 'packages', dir, 'src', 'index.ts'), `export const name = '${name}';\n`);
}

/** Runs the script with a build that only creates dist; answers the packages it built. */
function run({ fail = [] } = {}) {
  return buildChanged(
    root,
    (pkg) => {
      if (fail.includes(pkg.name)) return false;
      mkdirSync(join(pkg.dir, 'dist'), { recursive: true });
      return true;
    },
    () => undefined,
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-changed-'));
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
  writePackage('shared', '@t/shared');
  writePackage('web', '@t/web', { '@t/shared': 'workspace:*' });
  writePackage('docs', '@t/docs');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('builds every package the first time, dependencies first, and none when nothing changed', () => {
  assert.deepEqual(run(), ['@t/docs', '@t/shared', '@t/web']);
  assert.deepEqual(run(), []);
});

test('a changed source builds its package and the packages depending on it, and only those', () => {
  run();
  writeFileSync(join(root, 'packages/shared/src/index.ts'), "export const name = 'changed';\n");
  assert.deepEqual(run(), ['@t/shared', '@t/web']);
  writeFileSync(join(root, 'packages/web/src/new-file.ts'), 'export {};\n');
  assert.deepEqual(run(), ['@t/web']);
});

test('a new lock file builds everything; tests and outputs are not inputs', () => {
  run();
  mkdirSync(join(root, 'packages/web/test'), { recursive: true });
  writeFileSync(join(root, 'packages/web/test/a.test.ts'), 'test;\n');
  writeFileSync(join(root, 'packages/web/dist/extra.js'), 'x;\n');
  assert.deepEqual(run(), []);
  writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# changed\n');
  assert.deepEqual(run(), ['@t/docs', '@t/shared', '@t/web']);
});

test('a deleted dist or a failed build is built again next time', () => {
  run();
  rmSync(join(root, 'packages/docs/dist'), { recursive: true });
  assert.deepEqual(run(), ['@t/docs']);
  writeFileSync(join(root, 'packages/web/src/index.ts'), "export const name = 'v2';\n");
  assert.throws(() => run({ fail: ['@t/web'] }), /@t\/web: build failed/);
  assert.deepEqual(run(), ['@t/web']);
});
