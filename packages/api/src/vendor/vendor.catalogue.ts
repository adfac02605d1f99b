import { VENDOR } from '@cui/shared';
import { dirname, join } from 'node:path';

const pkgDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Each VENDOR URL → the file inside a pinned npm package that serves it. */
export function vendorFiles(): Map<string, string> {
  return new Map([
    [VENDOR.tailwind, join(pkgDir('@tailwindcss/browser'), 'dist/index.global.js')],
    [VENDOR.bootstrapCss, join(pkgDir('bootstrap'), 'dist/css/bootstrap.min.css')],
    [VENDOR.bootstrapJs, join(pkgDir('bootstrap'), 'dist/js/bootstrap.bundle.min.js')],
    [VENDOR.vue, join(pkgDir('vue'), 'dist/vue.global.prod.js')],
    [VENDOR.elementPlusJs, join(pkgDir('element-plus'), 'dist/index.full.min.js')],
    [VENDOR.elementPlusCss, join(pkgDir('element-plus'), 'dist/index.css')],
    [VENDOR.naiveUi, join(pkgDir('naive-ui'), 'dist/index.prod.js')],
    [VENDOR.ionicCss, join(pkgDir('@ionic/core'), 'css/ionic.bundle.css')],
    [VENDOR.react, join(pkgDir('react'), 'umd/react.production.min.js')],
    [VENDOR.reactDom, join(pkgDir('react-dom'), 'umd/react-dom.production.min.js')],
    [VENDOR.babel, join(pkgDir('@babel/standalone'), 'babel.min.js')],
  ]);
}

/** Ionic's ESM build loads its components lazily from chunks beside `ionic.esm.js`. */
export const IONIC_PREFIX = VENDOR.ionicJs.slice(0, VENDOR.ionicJs.lastIndexOf('/') + 1);
export const ionicDir = () => join(pkgDir('@ionic/core'), 'dist/ionic');
