/** One screen of a project as a complete, self-contained Tailwind document at its device size. */
import { FRAMEWORK_RUNTIMES, SCREEN_LINK_ATTR, screenHref, screenSlugs } from '@cui/shared';
import { icon, type IconName } from '../icons';
import { esc } from '../kits/h';
import { findRecipe, recipeWords } from './catalog';
import { appThing, subjectItems, subjectStats } from './subject-items';
import { type BodyContext, chips, type Layout, layoutFor, type ScreenLinks, renderBody, screenChangeList, screenChanges, screenPurpose, searchBar } from './layouts';
import { editLanguage, quotedTexts, REMOVE_WORDS } from '../edit-language';
import { screenKind } from './screen-words';
import { SCREEN_WORDS, type ScreenWords } from './words';
import { retheme, themeStyles } from './theme';
import { DEVICE_SIZES, type DesignScreen, type RenderScreenInput } from './types';
import { contentShift, rotate, variantLayout, variantMeta, variantTheme } from './variant';

const NAV_ICONS: ReadonlyArray<readonly [RegExp, IconName]> = [
  [/home|today|landing|poster|campaign|splash|journal/i, 'home'],
  [/search|explore|browse|discover/i, 'search'],
  [/favou?rite|saved|like/i, 'heart'],
  [/profile|account|artist/i, 'users'],
  [/settings/i, 'cpu'],
  [/calendar|schedule/i, 'calendar'],
  [/playing|player|playlist|music|album/i, 'music'],
  [/library|collection|entry|diary/i, 'book'],
  [/dashboard|insight|stats/i, 'chart'],
  [/ticket|checkout|cart|gift|pricing/i, 'tag'],
  [/write|create|form|application|sign/i, 'pen'],
  [/gallery|artwork|photo/i, 'image'],
  [/visit|locator|map/i, 'pin'],
];

/** Icons for Chinese and Hindi screen names, by the kind of screen they name. */
const KIND_ICONS: Readonly<Record<string, IconName>> = {
  home: 'home', stats: 'chart', settings: 'cpu', profile: 'users', search: 'search', calendar: 'calendar', messages: 'message',
  favorites: 'heart', history: 'book', create: 'pen', cart: 'tag', login: 'pen', map: 'pin', explore: 'compass', detail: 'layers', shop: 'bag', pricing: 'tag',
};

function navIcon(name: string): IconName {
  const found = NAV_ICONS.find(([re]) => re.test(name))?.[1];
  if (found) return found;
  const kind = /(?:[\u3400-\u9fff]|[\u0900-\u097f])/.test(name) ? screenKind(name) : null;
  return (kind && KIND_ICONS[kind]) || 'layers';
}

/** The project's screens in order, the current one included exactly once. */
function navScreens(screen: DesignScreen, others: readonly DesignScreen[]): string[] {
  const names = others.map((x) => x.name);
  const has = names.some((n) => n.toLowerCase() === screen.name.toLowerCase());
  return has ? names : [screen.name, ...names];
}

/**
 * Each screen's slug by its lowercased name, from the project's order (the screen being built goes
 * at the end when the list lacks it, as a new screen does): the shared contract's slugs, so links
 * here match the ones a prototype, a publish and a rename compute.
 */
function projectSlugs(screen: DesignScreen, others: readonly DesignScreen[]): Map<string, string> {
  const names = others.map((x) => x.name);
  if (!names.some((n) => n.toLowerCase() === screen.name.toLowerCase())) names.push(screen.name);
  const slugs = screenSlugs(names);
  return new Map(names.map((n, i) => [n.toLowerCase(), slugs[i]]));
}

/** A screen's navigation entry: a link to its screen (the current one marked as the page shown). */
function screenLinkAttrs(slug: string | undefined, current: boolean): string {
  const own = slug ? `href="${screenHref(slug)}" ${SCREEN_LINK_ATTR}="${esc(slug)}"` : 'href="#"';
  return current ? `${own} aria-current="page"` : own;
}

/** Where this screen's buttons and cards lead: the screen after it, a screen that shows one item, the settings. */
function bodyLinks(screen: DesignScreen, others: readonly DesignScreen[], slugs: Map<string, string>): ScreenLinks {
  const rest = others.filter((o) => o.name.toLowerCase() !== screen.name.toLowerCase());
  const at = others.findIndex((o) => o.name.toLowerCase() === screen.name.toLowerCase());
  const next = (at >= 0 ? [...others.slice(at + 1), ...others.slice(0, at)] : rest)[0];
  const first = (layout: Layout) => rest.find((o) => layoutFor(o.name, o.description) === layout);
  const slug = (s: DesignScreen | undefined) => (s ? slugs.get(s.name.toLowerCase()) : undefined);
  return { next: slug(next), detail: slug(first('detail')), settings: slug(first('settings')) };
}

export function renderScreen(input: RenderScreenInput): string {
  const { screen, deviceType } = input;
  // One screen made dark or light by an edit ("make the Stats screen dark"; a header alone is below).
  const variant = input.variant;
  const theme = variantTheme(screenMode(input.theme, screenChangeList(screen.description)), variant, `${input.projectTitle}:${screen.name}`);
  // Screens show the product's name from the plan; a project's title is often its first message cut
  // at 50 characters, which reads as a prompt, not a brand.
  const projectTitle = theme.name.trim() || input.projectTitle;
  const device = deviceType === 'web' ? 'web' : 'mobile';
  const slugs = projectSlugs(screen, input.otherScreens ?? []);
  const size = DEVICE_SIZES[device];
  // The project decides the content; a screen's own purpose only when the title says nothing (never a
  // change asked of it: "add a video of a cat" does not turn the screen's items into pets).
  const recipe = findRecipe(projectTitle) ?? findRecipe(input.projectTitle) ?? findRecipe(screenPurpose(screen.description));
  // The project's language (its theme keeps the first prompt's); older themes: the words on the screen.
  const language = theme.language ?? editLanguage(`${screen.name} ${projectTitle}`);
  const words = SCREEN_WORDS[language];
  // A recipe's tagline and sample items in the screen's language (its English ones on English screens only).
  const own = recipe ? recipeWords(recipe, language) : null;
  // No recipe: the items are the app's own things, named from its product name or, for a brand name, its prompt.
  const thing = own ? null : (appThing(projectTitle, language) ?? appThing(input.projectTitle, language));
  const ctx: BodyContext = {
    device,
    title: screen.name,
    purpose: `${screen.name} ${screenPurpose(screen.description)}`.toLowerCase(),
    projectTitle,
    tagline: own?.tagline ?? words.tagline(projectTitle),
    items: rotate(own?.items ?? subjectItems(words.items, thing, language), contentShift(variant)),
    itemNoun: own?.itemNoun ?? thing ?? words.item,
    icon: recipe?.icon ?? 'sparkles',
    words: thing ? { ...words, dashboardStats: subjectStats(words.dashboardStats, thing, language) } : words,
    links: bodyLinks(screen, input.otherScreens ?? [], slugs),
    shift: contentShift(variant),
  };
  const layout = variantLayout(layoutFor(screen.name, screen.description), variant);
  const desc = screen.description.toLowerCase();
  const extras: string[] = [];
  const searches = /search|搜索|खोज/.test(desc);
  if (searches && layout !== 'list') extras.push(searchBar(words.searchIn(projectTitle)));
  else if (searches) extras.push(searchBar(words.searchIn(language === 'en' ? `${ctx.itemNoun}s` : projectTitle)));
  if (/filter|chips|categor|分类|筛选|श्रेणि/.test(desc) && layout !== 'feed' && layout !== 'grid') extras.push(chips(ctx));
  if (/banner|promo|announcement|offer/.test(desc)) extras.push(banner(ctx.tagline));
  const changes = screenChanges(screen.description);
  if (/counter|streak|计数|连续|काउंटर|स्ट्रीक|लगातार/.test(changes)) extras.unshift(streakCounter(changes, words.streak));
  const chartAsk = screenChangeList(screen.description).find((c) => CHART.test(c) && !REMOVE_WORDS.test(c));
  if (chartAsk) extras.push(dayChart(chartAsk, words));
  // Original case: a button's quoted label is shown as written.
  const asked = screen.description.split(/\.?\s*Change:/).slice(1).filter((c) => !REMOVE_WORDS.test(c.toLowerCase()));
  const label = asked.map((c) => (BUTTON.test(c.toLowerCase()) ? quotedTexts(c)[0]?.text : undefined)).filter(Boolean).at(-1);
  if (asked.some((c) => MAP.test(c.toLowerCase()))) extras.push(mapBlock(words.nearby));
  if (label) extras.push(`<button data-block="button" class="w-full rounded-ds bg-primary px-4 py-3 text-body font-semibold text-on-primary hover:bg-primary-strong">${esc(label)}</button>`);
  const darkHeader = /(dark|深色|暗色|黑色|गहरा|गहरे|डार्क)/.test(changes) && /(header|top bar|app bar|标题栏|顶部|页眉|हेडर|शीर्ष)/.test(changes);
  const body = [...extras, renderBody(layout, ctx)].join('\n');
  const nav = navScreens(screen, input.otherScreens ?? []);
  let main = device === 'mobile' ? mobileShell(screen, projectTitle, nav, slugs, body) : webShell(screen, projectTitle, nav, slugs, body, words.getStarted);
  if (darkHeader) main = main.replace(/<header class="/, '<header data-header="dark" style="background:#0f172a;color:#f8fafc" class="');
  const { vars, tailwind } = themeStyles(theme);
  return `<!DOCTYPE html>
<html lang="${words.htmlLang}" class="${theme.mode}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=${size.width}, initial-scale=1">
  <title>${esc(screen.name)} · ${esc(projectTitle)}</title>
  <meta name="description" content="${esc(screen.description)}">${variantMeta(variant)}
  <script src="${FRAMEWORK_RUNTIMES.htmlTailwind[0]}"></script>
  <style id="ds-theme" data-primary="${theme.palette.primary}" data-mode="${theme.mode}">
    :root {
      ${vars}
    }
    html, body { margin: 0; background: var(--ds-bg); }
  </style>
  <style type="text/tailwindcss">
${tailwind}
  </style>
</head>
<body class="bg-page font-sans text-body text-ink antialiased">
<div id="screen" data-screen="${esc(screen.name)}" class="relative mx-auto flex flex-col overflow-hidden bg-page" style="width:${size.width}px;height:${size.height}px">
${main}
</div>
</body>
</html>
`;
}

/** A streak counter asked for by an edit ("add a 7-day streak counter"): the number of days and a row of day dots. */
function streakCounter(changes: string, streak: (days: number) => string): string {
  const days = Math.min(31, Math.max(1, parseInt(/(\d+)\s*-?\s*(?:day|天|दिन)/.exec(changes)?.[1] ?? '7', 10)));
  const label = streak(days);
  const dots = Array.from({ length: Math.min(days, 7) }, () => '<span class="h-2.5 w-2.5 rounded-full bg-on-primary"></span>').join('');
  return `<div data-counter="streak" class="flex items-center gap-4 rounded-ds-lg bg-primary p-4 text-on-primary"><span class="font-display text-display font-bold">${days}</span><div class="flex-1"><p class="text-body font-semibold">${esc(label)}</p><div class="mt-2 flex gap-1.5">${dots}</div></div>${icon('bolt', 24)}</div>`;
}

const CHART = /\b(?:chart|graph|histogram)\b|图表|柱状图|折线图|曲线图|चार्ट|ग्राफ़|ग्राफ/;

/** A chart asked for by an edit ("add a 7-day history chart"): one bar a day, the last one today's, labelled by weekday for a week. */
function dayChart(ask: string, words: ScreenWords): string {
  const days = Math.min(14, Math.max(2, parseInt(/(\d+)\s*-?\s*(?:day|天|दिन)/.exec(ask)?.[1] ?? '7', 10)));
  const heights = Array.from({ length: days }, (_, i) => 35 + ((i * 37 + 11) % 60));
  const labels = days === 7 ? words.weekdays : heights.map((_, i) => String(i + 1));
  const bars = heights
    .map((h, i) => `<div class="flex h-full flex-1 flex-col items-center justify-end gap-1"><div data-bar="${i + 1}" class="w-full rounded-t-ds-sm ${i === days - 1 ? 'bg-accent' : 'bg-primary'}" style="height:${h}%"></div><span class="text-[10px] text-muted">${esc(labels[i])}</span></div>`)
    .join('');
  return `<figure data-block="chart" class="m-0 rounded-ds-lg border border-line bg-card p-4"><figcaption class="mb-2 text-caption font-semibold text-ink">${esc(words.lastDays(days))}</figcaption><div class="flex h-28 items-end gap-1.5">${bars}</div></figure>`;
}

const BUTTON = /\bbutton\b|按钮|बटन/;
const MAP = /\bmaps?\b|地图|नक्शा|नक़्शा|मानचित्र|मैप/;
const DARK = /\bdark(er)?\b|night mode|深色|暗色|黑色|夜间|गहरा|गहरे|गहरी|डार्क/;
const LIGHT = /\blight( mode| theme)?\b|\bbright(er)?\b|浅色|亮色|हल्का|हल्के|हल्की|लाइट/;
const HEADER = /(header|top bar|app bar|标题栏|顶部|页眉|हेडर|शीर्ष)/;

/** The theme in the mode the screen's latest dark or light change asks for (a header's change is the header's alone). */
function screenMode(theme: RenderScreenInput['theme'], changes: readonly string[]): RenderScreenInput['theme'] {
  const last = changes.filter((c) => !HEADER.test(c) && !REMOVE_WORDS.test(c) && (DARK.test(c) || LIGHT.test(c))).at(-1);
  if (!last) return theme;
  const dark = DARK.test(last);
  return dark === (theme.mode === 'dark') ? theme : retheme(theme, { dark });
}

/** A map asked for by an edit: a street grid with a pin, captioned in the screen's language. */
function mapBlock(caption: string): string {
  const streets = [20, 45, 70].map((y) => `<div class="absolute inset-x-0 h-2 bg-card" style="top:${y}%"></div>`).join('') + [30, 65].map((x) => `<div class="absolute inset-y-0 w-2 bg-card" style="left:${x}%"></div>`).join('');
  return `<figure data-block="map" class="m-0 overflow-hidden rounded-ds-lg border border-line"><div class="relative h-36 bg-primary-soft">${streets}<span class="absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-full text-primary">${icon('pin', 32)}</span></div><figcaption class="bg-card px-4 py-2 text-caption font-semibold text-ink">${esc(caption)}</figcaption></figure>`;
}

function banner(text: string): string {
  return `<div class="flex items-center gap-3 rounded-ds bg-accent px-4 py-3 text-on-primary">${icon('sparkles', 20)}<p class="flex-1 text-body font-semibold">${esc(text)}</p>${icon('arrow', 18)}</div>`;
}

function heading(screen: DesignScreen): string {
  return `<div><h1 class="font-display text-display font-bold leading-tight text-ink">${esc(screen.name)}</h1><p class="mt-1 text-caption text-muted">${esc(screenPurpose(screen.description))}</p></div>`;
}

function mobileShell(screen: DesignScreen, projectTitle: string, nav: string[], slugs: Map<string, string>, body: string): string {
  const current = screen.name.toLowerCase();
  let tabs = nav.slice(0, 5);
  if (!tabs.some((n) => n.toLowerCase() === current)) tabs = [...tabs.slice(0, 4), screen.name];
  const tabBar = tabs
    .map((n) => {
      const on = n.toLowerCase() === current;
      return `<a ${screenLinkAttrs(slugs.get(n.toLowerCase()), on)} class="flex min-w-0 flex-1 flex-col items-center gap-1 ${on ? 'text-primary' : 'text-muted'}">${icon(navIcon(n), 22)}<span class="w-full truncate text-center text-[10px] font-semibold">${esc(n)}</span></a>`;
    })
    .join('');
  return `<div class="flex h-11 shrink-0 items-center justify-between px-6 text-caption font-semibold text-ink"><span>9:41</span><span class="flex items-center gap-1"><i class="h-2.5 w-4 rounded-sm bg-ink"></i><i class="h-2.5 w-2.5 rounded-full bg-ink"></i><i class="h-3 w-6 rounded-sm border-2 border-ink"></i></span></div>
<header class="flex shrink-0 items-center justify-between px-5 pb-2"><span class="text-caption font-semibold uppercase tracking-wide text-primary">${esc(projectTitle)}</span><span class="flex h-9 w-9 items-center justify-center rounded-full border border-line bg-card text-ink">${icon('menu', 18)}</span></header>
<main class="flex min-h-0 flex-1 flex-col gap-4 overflow-hidden px-5 pb-4 *:shrink-0">
${heading(screen)}
${body}
</main>
<nav class="flex h-[76px] shrink-0 items-start gap-1 border-t border-line bg-card px-3 pt-2.5">${tabBar}</nav>`;
}

function webShell(screen: DesignScreen, projectTitle: string, nav: string[], slugs: Map<string, string>, body: string, getStarted: string): string {
  const current = screen.name.toLowerCase();
  const links = nav
    .slice(0, 8)
    .map((n) => {
      const on = n.toLowerCase() === current;
      return `<a ${screenLinkAttrs(slugs.get(n.toLowerCase()), on)} class="rounded-ds-sm px-3 py-2 text-body font-medium ${on ? 'bg-primary-soft text-primary' : 'text-muted hover:text-ink'}">${esc(n)}</a>`;
    })
    .join('');
  return `<header class="flex h-16 shrink-0 items-center gap-6 border-b border-line bg-card px-8"><span class="flex items-center gap-2 font-display text-title font-bold text-ink"><span class="flex h-8 w-8 items-center justify-center rounded-ds-sm bg-primary text-on-primary">${icon('sparkles', 18)}</span>${esc(projectTitle)}</span><nav class="flex flex-1 items-center gap-1">${links}</nav><span class="text-muted">${icon('search', 20)}</span><button class="rounded-ds bg-primary px-4 py-2 text-body font-semibold text-on-primary hover:bg-primary-strong">${esc(getStarted)}</button></header>
<main class="mx-auto flex min-h-0 w-full max-w-[1200px] flex-1 flex-col gap-5 overflow-hidden px-8 py-6 *:shrink-0">
${heading(screen)}
${body}
</main>`;
}
