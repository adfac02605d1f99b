// Copies exactly the files generated pages load into dist/, laid out by URL path under /vendor,
// so the API serves a plain directory and production installs need none of these npm packages.
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
console.log(`vendor-assets: ${Object.keys(VENDOR).length} runtimes and Ionic's chunks in ${dist}`);
