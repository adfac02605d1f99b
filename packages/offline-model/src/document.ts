/**
 * Framework renderers: wrap the navbar, sections and footer in a complete document for each of
 * the nine frameworks: runtimes from /vendor (never a CDN), the theme block, static styles, and
 * the app bootstrapping (React + Babel, Vue, Element Plus, Naive UI, Ionic).
 */
import { FRAMEWORK_RUNTIMES, type Framework } from '@cui/shared';
import { indent } from './kits/h';
import { BOOTSTRAP_STYLES } from './kits/bootstrap';
import { CSS_KIT_STYLES } from './kits/css-styles';
import { ELEMENT_STYLES } from './kits/element-plus';
import { NAIVE_STYLES } from './kits/naive-ui';
import { toJsx } from './jsx';
import { htmlAttributes, renderThemeBlock } from './themes';
import type { Theme } from './types';
import { esc } from './kits/h';

export interface DocumentParts {
  framework: Framework;
  theme: Theme;
  lang: string;
  title: string;
  description: string;
  /** Key/value pairs written to `<meta name="cui-brief">` so follow-ups can recover the brief. */
  brief: Record<string, string | number>;
  /** Column-0 HTML blocks (navbar, sections…, footer). React pages get them converted to JSX here. */
  blocks: string[];
}

export const TAILWIND_THEME = `@theme inline {
  --color-primary: var(--cui-primary);
  --color-primary-strong: var(--cui-primary-strong);
  --color-primary-soft: var(--cui-primary-soft);
  --color-on-primary: var(--cui-on-primary);
  --color-accent: var(--cui-accent);
  --color-page: var(--cui-bg);
  --color-surface: var(--cui-surface);
  --color-card: var(--cui-card);
  --color-ink: var(--cui-ink);
  --color-muted: var(--cui-muted);
  --color-line: var(--cui-line);
  --font-sans: var(--cui-font-body);
  --font-display: var(--cui-font-display);
}
html { scroll-behavior: smooth; }
[v-cloak] { display: none; }`;

const VUE_FRAMEWORKS: readonly Framework[] = ['vueTailwind', 'vue3', 'elementPlus', 'naiveUI'];
const TAILWIND_FRAMEWORKS: readonly Framework[] = ['htmlTailwind', 'reactTailwind', 'vueTailwind', 'ionicTailwind'];

export function isVue(framework: Framework): boolean {
  return VUE_FRAMEWORKS.includes(framework);
}

function runtimeTags(framework: Framework): string[] {
  return FRAMEWORK_RUNTIMES[framework].map((url) => {
    // Ionic's global CSS goes into a cascade layer declared before Tailwind's, so utilities win.
    if (url.endsWith('.css') && framework === 'ionicTailwind') return `<style>@import url("${url}") layer(ionic);</style>`;
    if (url.endsWith('.css')) return `<link rel="stylesheet" href="${url}">`;
    if (url.endsWith('.esm.js')) return `<script type="module" src="${url}"></script>`;
    if (framework === 'bootstrap') return `<script src="${url}" defer></script>`;
    return `<script src="${url}"></script>`;
  });
}

function staticStyles(framework: Framework): string {
  if (TAILWIND_FRAMEWORKS.includes(framework)) return `<style type="text/tailwindcss">\n${indent(TAILWIND_THEME)}\n</style>`;
  if (framework === 'bootstrap') return `<style>\n${indent(BOOTSTRAP_STYLES.trim())}\n</style>`;
  const extra = framework === 'elementPlus' ? ELEMENT_STYLES : framework === 'naiveUI' ? NAIVE_STYLES : '';
  return `<style>\n${indent((CSS_KIT_STYLES + extra).trim())}\n</style>`;
}

export const VUE_APP_SCRIPT = `const { createApp, reactive, ref } = Vue;
const app = createApp({
  setup() {
    const form = reactive({});
    const sent = ref(false);
    const faq = ref(['q0']);
    return { form, sent, faq };
  },
});`;

function vueScript(framework: Framework): string {
  if (framework === 'naiveUI') {
    return `const { createApp, reactive, ref } = Vue;
const css = getComputedStyle(document.documentElement);
const token = (name) => css.getPropertyValue(name).trim();
const dark = document.documentElement.dataset.theme === 'dark';
const app = createApp({
  setup() {
    const form = reactive({});
    const sent = ref(false);
    const theme = dark ? naive.darkTheme : null;
    const overrides = {
      common: {
        primaryColor: token('--cui-primary'),
        primaryColorHover: token('--cui-primary-strong'),
        primaryColorPressed: token('--cui-primary-strong'),
        primaryColorSuppl: token('--cui-primary'),
        fontFamily: token('--cui-font-body'),
        borderRadius: '10px',
      },
      Card: { color: token('--cui-card'), borderColor: token('--cui-line') },
      Button: {
        textColorPrimary: token('--cui-on-primary'),
        textColorHoverPrimary: token('--cui-on-primary'),
        textColorPressedPrimary: token('--cui-on-primary'),
        textColorFocusPrimary: token('--cui-on-primary'),
      },
    };
    return { form, sent, theme, overrides };
  },
});
app.use(naive);
app.mount('#app');`;
  }
  const use = framework === 'elementPlus' ? '\napp.use(ElementPlus);' : '';
  return `${VUE_APP_SCRIPT}${use}\napp.mount('#app');`;
}

export const REACT_PRELUDE = `const { useState } = React;

function App() {
  const [sent, setSent] = useState(false);
  const onSubmit = (event) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <>`;

export const REACT_EPILOGUE = `    </>
  );
}

ReactDOM.createRoot(document.getElementById('root')).render(<App />);`;

function body(p: DocumentParts): string {
  const blocks = p.blocks;
  switch (p.framework) {
    case 'reactTailwind': {
      const jsx = blocks.map((b) => indent(toJsx(b), 6)).join('\n');
      const script = `${REACT_PRELUDE}\n${jsx}\n${REACT_EPILOGUE}`;
      return `<body class="bg-page font-sans text-ink antialiased">\n  <div id="root"></div>\n  <script type="text/babel" data-presets="react">\n${indent(script, 4)}\n  </script>\n</body>`;
    }
    case 'ionicTailwind': {
      const [nav, ...rest] = blocks;
      return `<body>\n  <ion-app>\n${indent(nav, 4)}\n    <ion-content>\n${rest.map((b) => indent(b, 6)).join('\n')}\n    </ion-content>\n  </ion-app>\n</body>`;
    }
    case 'vueTailwind':
    case 'vue3':
    case 'elementPlus':
    case 'naiveUI': {
      const cls = p.framework === 'vueTailwind' ? ' class="bg-page font-sans text-ink antialiased"' : '';
      const inner =
        p.framework === 'naiveUI'
          ? `    <n-config-provider :theme="theme" :theme-overrides="overrides">\n${blocks.map((b) => indent(b, 6)).join('\n')}\n    </n-config-provider>`
          : blocks.map((b) => indent(b, 4)).join('\n');
      return `<body${cls}>\n  <div id="app" v-cloak>\n${inner}\n  </div>\n  <script>\n${indent(vueScript(p.framework), 4)}\n  </script>\n</body>`;
    }
    case 'htmlTailwind':
      return `<body class="bg-page font-sans text-ink antialiased">\n${blocks.map((b) => indent(b, 2)).join('\n')}\n</body>`;
    default:
      return `<body>\n${blocks.map((b) => indent(b, 2)).join('\n')}\n</body>`;
  }
}

export function briefMeta(brief: Record<string, string | number>): string {
  return Object.entries(brief)
    .map(([k, v]) => `${k}=${String(v).replace(/[;=]/g, ' ')}`)
    .join('; ');
}

export function renderDocument(p: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(p.title)}</title>`,
    `<meta name="description" content="${esc(p.description)}">`,
    '<meta name="generator" content="cui-core">',
    `<meta name="cui-brief" content="${esc(briefMeta(p.brief))}">`,
    ...runtimeTags(p.framework),
    renderThemeBlock(p.theme, p.framework, ''),
    staticStyles(p.framework),
  ];
  return `<!DOCTYPE html>\n<html ${htmlAttributes(p.theme, p.framework, p.lang)}>\n<head>\n${head.map((l) => indent(l, 2)).join('\n')}\n</head>\n${body(p)}\n</html>\n`;
}
