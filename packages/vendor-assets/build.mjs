// Copies exactly the files generated pages load into dist/, laid out by URL path under /vendor,
// so the API serves a plain directory and production installs need none of these npm packages.
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const { VENDOR } = require('@cui/shared');
const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const pkgDir = (name) => dirname(require.resolve(`${name}/package.json`));

/** Each VENDOR URL → the file inside a pinned npm package that serves it. */
const files = {
  tailwind: ['@tailwindcss/browser', 'dist/index.global.js'],
  bootstrapCss: ['bootstrap', 'dist/css/bootstrap.min.css'],
  bootstrapJs: ['bootstrap', 'dist/js/bootstrap.bundle.min.js'],
  vue: ['vue', 'dist/vue.global.prod.js'],
  elementPlusJs: ['element-plus', 'dist/index.full.min.js'],
  elementPlusCss: ['element-plus', 'dist/index.css'],
  naiveUi: ['naive-ui', 'dist/index.prod.js'],
  ionicCss: ['@ionic/core', 'css/ionic.bundle.css'],
  ionicJs: ['@ionic/core', 'dist/ionic/ionic.esm.js'],
  react: ['react', 'umd/react.production.min.js'],
  reactDom: ['react-dom', 'umd/react-dom.production.min.js'],
  babel: ['@babel/standalone', 'babel.min.js'],
};

/** Every Ionic component in one script, for pages that must work without a server. */
const IONIC_BUNDLE = 'ionic/ionic.bundle.js';

const target = (url) => join(dist, url.replace(/^\/vendor\//, ''));

rmSync(dist, { recursive: true, force: true });
for (const [key, url] of Object.entries(VENDOR)) {
  if (!files[key]) throw new Error(`No source file for VENDOR.${key} (${url})`);
  const [pkg, file] = files[key];
  mkdirSync(dirname(target(url)), { recursive: true });
  copyFileSync(join(pkgDir(pkg), file), target(url));
}
// Ionic's ESM entry loads its components lazily as p-*.js chunks, and its icons as svg/*.svg,
// from beside itself.
const ionicSrc = join(pkgDir('@ionic/core'), 'dist/ionic');
cpSync(ionicSrc, dirname(target(VENDOR.ionicJs)), {
  recursive: true,
  filter: (src) => src === ionicSrc || src === join(ionicSrc, 'svg') || /\.(js|css|svg|map)$/.test(src),
});

// A downloaded page opens from disk, where Ionic's lazy chunks cannot be fetched: it gets every
// Ionic component defined up front, in one classic script (decision 050).
const components = join(pkgDir('@ionic/core'), 'components');
const names = readdirSync(components).filter((f) => /^ion-[\w-]+\.js$/.test(f));
await build({
  stdin: {
    contents: [
      "import { initialize } from '@ionic/core/components';",
      ...names.map((f, i) => `import { defineCustomElement as d${i} } from '@ionic/core/components/${f}';`),
      'initialize();',
      ...names.map((_, i) => `d${i}();`),
    ].join('\n'),
    resolveDir: here,
  },
  bundle: true,
  format: 'iife',
  minify: true,
  legalComments: 'none',
  target: 'es2020',
  outfile: join(dist, IONIC_BUNDLE),
  logLevel: 'warning',
});

// Where each runtime is on a public CDN, pinned to the version copied here, with the hash of the
// very bytes served here: a downloaded page may load them from there instead (decision 050).
const manifest = {};
for (const [key, url] of Object.entries(VENDOR)) {
  const [pkg, file] = files[key];
  const { version } = require(`${pkg}/package.json`);
  const integrity = `sha384-${createHash('sha384').update(readFileSync(target(url))).digest('base64')}`;
  manifest[url] = { cdn: `https://cdn.jsdelivr.net/npm/${pkg}@${version}/${file}`, integrity };
}
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify({ ionicBundle: `/vendor/${IONIC_BUNDLE}`, runtimes: manifest }, null, 2)}\n`);
console.log(`vendor-assets: ${Object.keys(VENDOR).length} runtimes and Ionic's chunks in ${dist}`);
