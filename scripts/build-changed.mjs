// Builds the workspace packages whose sources changed since their last build, and only those:
// `pnpm start` runs it, so a second start goes straight to the server instead of rebuilding
// everything (about 75 s). `pnpm build` still builds everything.
//
// Vite has no "is this build up to date" check of its own, and tsc's (`tsc -b`) does not see a
// change that reaches a package through another one (the SPA compiles packages/shared from source),
// so each package's build is keyed by one hash: the contents of its files (not node_modules, dist
// or tests), the root files every build reads (lock file, base tsconfig, the precompress script) and
// the hashes of the workspace packages it depends on. The hash of the last successful build is kept
// in `dist/.build-stamp`; deleting dist, or any change to an input, builds that package (and every
// package depending on it) again.
//
// Usage: node scripts/build-changed.mjs [workspace root]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const STAMP = '.build-stamp';
/** Directories that are outputs, dependencies or tests of a package, never inputs of its build. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'coverage', '.turbo', '.vite']);
/** Files at the workspace root that every package's build reads. */
const ROOT_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json', 'scripts/precompress.mjs'];

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) found.push(...filesUnder(join(dir, entry.name)));
    } else if (entry.isFile() && !entry.name.endsWith('.tsbuildinfo')) found.push(join(dir, entry.name));
  }
  return found;
}

/** The workspace's packages that have a build script, each with its workspace dependencies. */
export function workspacePackages(root) {
  const dir = join(root, 'packages');
  const packages = [];
  for (const name of readdirSync(dir).sort()) {
    const manifestPath = join(dir, name, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const deps = { ...manifest.dependencies, ...manifest.devDependencies };
    packages.push({
      name: manifest.name,
      dir: join(dir, name),
      hasBuild: Boolean(manifest.scripts?.build),
      workspaceDeps: Object.keys(deps).filter((d) => String(deps[d]).startsWith('workspace:')),
    });
  }
  return packages;
}

/** Each package's input hash, its dependencies' hashes included; in an order where dependencies come first. */
export function buildPlan(root) {
  const packages = workspacePackages(root);
  const byName = new Map(packages.map((p) => [p.name, p]));
  const rootHash = createHash('sha256');
  for (const file of ROOT_INPUTS) if (existsSync(join(root, file))) rootHash.update(file).update(readFileSync(join(root, file)));
  const rootDigest = rootHash.digest('hex');
  const hashes = new Map();
  const order = [];
  const visit = (pkg, path = []) => {
    if (hashes.has(pkg.name)) return hashes.get(pkg.name);
    if (path.includes(pkg.name)) throw new Error(`workspace dependency cycle: ${[...path, pkg.name].join(' → ')}`);
    const hash = createHash('sha256').update(rootDigest);
    for (const dep of pkg.workspaceDeps.sort()) {
      const other = byName.get(dep);
      if (other) hash.update(`dep ${dep} ${visit(other, [...path, pkg.name])}`);
    }
    for (const file of filesUnder(pkg.dir).sort()) hash.update(`file ${relative(pkg.dir, file)}\0`).update(readFileSync(file));
    const digest = hash.digest('hex');
    hashes.set(pkg.name, digest);
    order.push({ ...pkg, hash: digest });
    return digest;
  };
  for (const pkg of packages) visit(pkg);
  return order.filter((p) => p.hasBuild);
}

const stampPath = (pkg) => join(pkg.dir, 'dist', STAMP);

/** True when the package's last successful build was of exactly these inputs. */
export function isUpToDate(pkg) {
  return existsSync(stampPath(pkg)) && readFileSync(stampPath(pkg), 'utf8').trim() === pkg.hash;
}

/** `pnpm run build` in the package, with the pnpm that runs this script when there is one. */
function runBuild(pkg) {
  const execPath = process.env.npm_execpath;
  const [cmd, args] = execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath, 'run', 'build']] : ['pnpm', ['run', 'build']];
  const res = spawnSync(cmd, args, { cwd: pkg.dir, stdio: 'inherit' });
  if (res.error) throw res.error;
  return res.status === 0;
}

export function buildChanged(root, build = runBuild, log = console.log) {
  const built = [];
  for (const pkg of buildPlan(root)) {
    if (isUpToDate(pkg)) {
      log(`${pkg.name}: up to date, not rebuilt`);
      continue;
    }
    log(`${pkg.name}: sources changed since its last build, building`);
    if (!build(pkg)) throw new Error(`${pkg.name}: build failed`);
    writeFileSync(stampPath(pkg), `${pkg.hash}\n`);
    built.push(pkg.name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  try {
    buildChanged(root);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
