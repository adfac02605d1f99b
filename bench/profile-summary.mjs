// Summarises a V8 .cpuprofile (from `BENCH_CPU_PROF=dir pnpm bench`): self time by package and the
// hottest functions. Usage: node bench/profile-summary.mjs <file.cpuprofile> [top=25] [windows.json]
// With the windows file the runner writes beside the profiles, only the samples taken while the
// 100-request burst's pipeline rounds ran are counted (V8 stamps samples with the monotonic clock the
// runner's process.hrtime reads too).

import { readFileSync } from 'node:fs';

const [file, topArg, windowsFile] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length); // ms per sample
const windows = windowsFile ? JSON.parse(readFileSync(windowsFile, 'utf8')).burst : null;
// PROFILE_FIRST_MS=n keeps only each window's first n ms: the arrivals, before the streams run.
const firstUs = Number(process.env.PROFILE_FIRST_MS ?? Infinity) * 1000;
const inWindow = (us) => !windows || windows.some(([from, to]) => us >= from && us <= Math.min(to, from + firstUs));
const self = new Map();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (inWindow(at)) self.set(id, (self.get(id) ?? 0) + 1);
});

const where = (url) => {
  if (!url) return '(native / V8)';
  const pnpm = url.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pnpm) return pnpm[1];
  const nm = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1];
  if (url.startsWith('node:')) return 'node core';
  const app = url.match(/packages\/(\w+)\/dist\/(.*)$/);
  if (app) return `@cui/${app[1]} ${app[2]}`;
  return url;
};

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, count] of self) {
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  total += count;
  const pkg = ['(idle)', '(program)', '(garbage collector)'].includes(functionName) ? functionName : where(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  const key = `${functionName || '(anonymous)'}  ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + count);
}
const busy = total - (byPackage.get('(idle)') ?? 0);
const pct = (n, of) => `${((100 * n) / of).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${(total * interval / 1000).toFixed(1)} s sampled, ${(busy * interval / 1000).toFixed(1)} s busy`);
console.log('\nself time by package (share of busy time):');
for (const [k, n] of [...byPackage].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(n, busy)}  ${k}`);
console.log('\nhottest functions (self, share of busy time):');
for (const [k, n] of [...byFunction].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(n, busy)}  ${k}`);
