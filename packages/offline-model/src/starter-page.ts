/**
 * The default starter page (SPEC §3): a welcome page with feature cards and a tech-stack grid,
 * shown before the first generation. Constant, so the client can recognise it.
 */
import { renderDocument } from './document';
import type { IconName } from './icons';
import { esc, h } from './kits/h';
import { tailwindKit } from './kits/tailwind';
import { glow } from './sections/context';
import { makeTheme } from './themes';

const FEATURES: Array<{ icon: IconName; title: string; body: string }> = [
  { icon: 'message', title: 'Describe it', body: 'Type what you want — “a landing page for a coffee roaster with a menu and reviews” — and watch the code stream in.' },
  { icon: 'layers', title: 'Pick a framework', body: 'Tailwind, plain HTML & CSS, Bootstrap, React, Vue, Ionic, Element Plus or Naive UI. Same idea, native code.' },
  { icon: 'pen', title: 'Edit visually', body: 'Click any section in the preview, say what to change, and only that section is regenerated.' },
  { icon: 'refresh', title: 'Keep every version', body: 'Each answer is saved as a version. Jump back, compare and carry on from any point.' },
  { icon: 'globe', title: 'Publish in one click', body: 'Put your page online on its own subdomain and share the link with anyone.' },
  { icon: 'shield', title: 'Private by design', body: 'Pages load their runtimes from this server — no third-party CDNs, no trackers.' },
];

const STACK: Array<{ mark: string; name: string; note: string }> = [
  { mark: 'TW', name: 'Tailwind CSS', note: 'Utility-first HTML' },
  { mark: 'CSS', name: 'HTML & CSS', note: 'No runtime at all' },
  { mark: 'BS', name: 'Bootstrap 5', note: 'Grid and components' },
  { mark: 'R', name: 'React', note: 'With Tailwind' },
  { mark: 'V', name: 'Vue 3', note: 'Plain or with Tailwind' },
  { mark: 'IO', name: 'Ionic', note: 'Mobile-first UI' },
  { mark: 'EP', name: 'Element Plus', note: 'Vue component library' },
  { mark: 'N', name: 'Naive UI', note: 'Vue component library' },
];

let cached: string | null = null;

export function defaultStarterPage(): string {
  if (cached) return cached;
  const k = tailwindKit('htmlTailwind', 'html');
  const navbar = k.navbar({ brand: 'CUI', links: [{ label: 'Features', href: '#features' }, { label: 'Tech stack', href: '#stack' }, { label: 'Get started', href: '#start' }], cta: { label: 'Start creating', href: '#start' } });
  const hero = k.section(
    'hero',
    [
      glow('top: -14rem; right: -12rem'),
      glow('bottom: -18rem; left: -16rem', '--cui-accent', '34rem'),
      h(
        'div',
        { class: 'mx-auto flex max-w-3xl flex-col items-center gap-6 text-center' },
        k.badge('Welcome to CUI'),
        k.title('Dream it. Describe it. Deploy it.', 1, { highlight: 'Describe it.' }),
        k.text('This is your canvas. Describe a page in the prompt box and CUI writes real, responsive code for it — then lets you refine any section until it is exactly right.', { size: 'lg' }),
        k.row([k.button({ label: 'Start creating', href: '#start', size: 'lg', icon: 'arrow' }), k.button({ label: 'See what it can do', href: '#features', variant: 'outline', size: 'lg' })], { justify: 'center', gap: 'sm' }),
      ),
    ].join('\n'),
  );
  const features = k.section(
    'features',
    [k.heading({ eyebrow: 'How it works', title: 'From a sentence to a site', subtitle: 'Everything you need to go from idea to a published page.' }), k.grid(FEATURES.map((f) => k.card(k.stack([k.iconBox(f.icon), k.title(f.title, 3), k.text(f.body)], 'sm'))), 3)].join('\n'),
    { tone: 'alt' },
  );
  const stack = k.section(
    'stack',
    [
      k.heading({ eyebrow: 'Tech stack', title: 'Native code for the stack you use', subtitle: 'Choose a framework in the settings; every page ships with its runtime served locally.' }),
      k.grid(
        STACK.map((s) =>
          k.card(
            h(
              'div',
              { class: 'flex items-center gap-4' },
              h('span', { class: 'inline-flex h-12 w-12 flex-none items-center justify-center rounded-xl bg-linear-to-br from-primary to-accent text-sm font-extrabold text-on-primary' }, esc(s.mark)),
              h('div', {}, k.title(s.name, 3), k.text(s.note, { size: 'sm' })),
            ),
          ),
        ),
        4,
      ),
    ].join('\n'),
  );
  const start = k.section(
    'start',
    h(
      'div',
      { class: 'mx-auto max-w-2xl text-center' },
      k.title('Ready? Type your first prompt below.', 2),
      h('p', { class: 'mt-4 text-lg leading-8 text-muted' }, 'Try “a portfolio for a product designer with case studies and a contact form”, or “a dark SaaS landing page with pricing and FAQ”.'),
    ),
    { tone: 'alt' },
  );
  const footer = k.footer({ brand: 'CUI', blurb: 'Describe a page, get a page. Generated with the built-in model — no API key needed.', columns: [{ title: 'Explore', links: [{ label: 'Features', href: '#features' }, { label: 'Tech stack', href: '#stack' }] }, { title: 'Start', links: [{ label: 'Get started', href: '#start' }] }], legal: 'All rights reserved.' });
  cached = renderDocument({
    framework: 'htmlTailwind',
    theme: makeTheme('#4f46e5', { accent: '#0ea5e9' }),
    lang: 'en',
    title: 'Welcome to CUI',
    description: 'Describe a page and CUI writes it: real, responsive code in the framework you choose.',
    brief: { kind: 'saas', topic: 'starter', name: 'CUI', seed: 0, lang: 'en' },
    blocks: [navbar, hero, features, stack, start, footer],
  });
  return cached;
}
