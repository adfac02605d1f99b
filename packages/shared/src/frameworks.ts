import { z } from 'zod';

export const FRAMEWORKS = [
  'htmlTailwind',
  'htmlCss',
  'bootstrap',
  'reactTailwind',
  'vueTailwind',
  'ionicTailwind',
  'vue3',
  'elementPlus',
  'naiveUI',
] as const;
export const frameworkSchema = z.enum(FRAMEWORKS, { message: 'Unknown framework.' });
export type Framework = z.infer<typeof frameworkSchema>;
export const DEFAULT_FRAMEWORK: Framework = 'htmlTailwind';

/**
 * Pinned runtimes served by the API from npm packages. Generated pages reference exactly these
 * root-relative URLs, so pages work offline and leak nothing to third-party CDNs.
 */
export const VENDOR = {
  tailwind: '/vendor/tailwindcss/tailwind.js',
  bootstrapCss: '/vendor/bootstrap/bootstrap.min.css',
  bootstrapJs: '/vendor/bootstrap/bootstrap.bundle.min.js',
  vue: '/vendor/vue/vue.global.prod.js',
  elementPlusJs: '/vendor/element-plus/index.full.min.js',
  elementPlusCss: '/vendor/element-plus/index.css',
  naiveUi: '/vendor/naive-ui/index.prod.js',
  ionicJs: '/vendor/ionic/ionic.esm.js',
  ionicCss: '/vendor/ionic/ionic.bundle.css',
  react: '/vendor/react/react.production.min.js',
  reactDom: '/vendor/react-dom/react-dom.production.min.js',
  babel: '/vendor/babel/babel.min.js',
} as const;

/** Runtimes each framework's pages load, in order (CSS first). */
export const FRAMEWORK_RUNTIMES: Record<Framework, readonly string[]> = {
  htmlTailwind: [VENDOR.tailwind],
  htmlCss: [],
  bootstrap: [VENDOR.bootstrapCss, VENDOR.bootstrapJs],
  reactTailwind: [VENDOR.tailwind, VENDOR.react, VENDOR.reactDom, VENDOR.babel],
  vueTailwind: [VENDOR.tailwind, VENDOR.vue],
  ionicTailwind: [VENDOR.ionicCss, VENDOR.tailwind, VENDOR.ionicJs],
  vue3: [VENDOR.vue],
  elementPlus: [VENDOR.elementPlusCss, VENDOR.vue, VENDOR.elementPlusJs],
  naiveUI: [VENDOR.vue, VENDOR.naiveUi],
};
