/**
 * Follow-up messages decide per screen: change the theme (every screen is restyled), create a
 * named screen, delete the screens it names, or edit only the screens it names. A message the
 * model cannot place changes nothing and says so.
 */
import { findColors } from '../colors';
import { retheme } from './theme';
import { namesScreen, screenPurposeFor } from './screen-words';
import { pageLanguage } from '../prompt-brief';
import { quotedTexts } from '../edit-language';
import { phrases } from '../phrases';
import { renderScreen } from './render';
import { REPLY_WORDS } from './words';
import { MAX_SCREENS, type DesignLanguage, type DesignScreen, type FollowUpInput, type FollowUpResult, type ScreenAction } from './types';

const NON_LATIN = /[\u3400-\u9fff]|[\u0900-\u097f]/;

const FILLER = new Set(['screen', 'screens', 'page', 'pages', 'view', 'views', 'tab', 'the', 'a', 'an', 'my', 'of', 'and', '&']);

/** Lowercase word stems, so "Favorites page" and "favourite" meet. */
function stems(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/favour/g, 'favor')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !FILLER.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

function named(words: Set<string>, screens: readonly DesignScreen[]): DesignScreen[] {
  const hits = screens.filter((s) => {
    const key = stems(s.name);
    return key.length > 0 && key.every((w) => words.has(w));
  });
  const covers = (o: DesignScreen, s: DesignScreen) => {
    const ok = stems(o.name);
    return o !== s && ok.length > stems(s.name).length && stems(s.name).every((w) => ok.includes(w));
  };
  return hits.filter((s) => !hits.some((o) => covers(o, s)));
}

/**
 * Screens the message names. Names written as "the X screen/page" win over words that merely
 * occur ("on the home screen add a search bar" concerns Home, not Search); longer names win over
 * names they contain.
 */
export function mentionedScreens(message: string, screens: readonly DesignScreen[]): DesignScreen[] {
  // The canvas's edit box writes `Edit the "Home" screen: …`: the quoted name is the screen.
  const quoted = /^Edit the "([^"]+)" screen:/.exec(message);
  const exact = quoted ? screens.filter((s) => s.name === quoted[1]) : [];
  if (exact.length > 0) return exact;
  const explicit = new Set<string>();
  const re = /((?:[\p{L}\p{N}']+\s+){1,3})(?:screens?|pages?|views?|tabs?)\b/giu;
  for (let m = re.exec(message); m; m = re.exec(message)) for (const w of stems(m[1])) explicit.add(w);
  // English word stems are for English messages and names in Latin letters; the rest is found below.
  const latin = NON_LATIN.test(message) ? [] : screens.filter((s) => !NON_LATIN.test(s.name));
  const byPhrase = named(explicit, latin);
  if (byPhrase.length > 0) return byPhrase;
  const byWords = named(new Set(stems(message)), latin);
  if (byWords.length > 0) return byWords;
  // Chinese and Hindi: a screen named by its own words ("在首页添加一个搜索框" concerns 首页, not 搜索), else
  // by a word for its kind ("删除个人资料页面" names Profile).
  // (An English name inside a Chinese or Hindi message too: "在Home页面添加…".)
  const lowerMessage = message.toLowerCase();
  const own = longest(screens.filter((s) => (NON_LATIN.test(s.name) || NON_LATIN.test(message)) && lowerMessage.includes(s.name.toLowerCase())));
  if (own.length > 1) {
    // Several names occur: those written as a screen ("首页页面", "在首页", "होम स्क्रीन पर") win over
    // words of the content ("搜索框"), and a list ("搜索和统计页面") shares its last name's screen word.
    const escaped = (n: string) => n.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const asScreen = new Set(own.filter((s) => new RegExp(`(?:在|把|给|将|从)${escaped(s.name)}|${escaped(s.name)}\\s*(?:页面|界面|屏幕|页|上|里|中|स्क्रीन|पेज|पर|में|screen|page|tab|view)`).test(lowerMessage)));
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of own) {
        if (asScreen.has(s)) continue;
        if ([...asScreen].some((o) => new RegExp(`${escaped(s.name)}\\s*(?:和|与|、|,|，|及|以及|और|तथा)\\s*${escaped(o.name)}`).test(lowerMessage))) {
          asScreen.add(s);
          grew = true;
        }
      }
    }
    if (asScreen.size > 0) return own.filter((s) => asScreen.has(s));
  }
  if (own.length > 0) return own;
  return screens.filter((s) => namesScreen(message, s.name));
}

/** The names not contained in a longer one that also occurs ("个人资料" over "资料"). */
function longest(found: DesignScreen[]): DesignScreen[] {
  return found.filter((s) => !found.some((o) => o !== s && o.name.length > s.name.length && o.name.includes(s.name)));
}

/** The instruction itself, without the canvas's `Edit the "X" screen:` preamble. */
function instructionOf(message: string): string {
  return message.replace(/^Edit the "[^"]+" screen:\s*/, '');
}

const ALL_SCREENS = /\b(all|every|each|whole|entire)\b[^.]*\b(screens?|app|pages?|design)\b|\brestyle\b|全部|所有|整个|सभी|पूरे/i;
/** "rename X to Y", "把X改名为Y", "X का नाम बदलकर Y करें": the screen and its new name, quoted or not. */
const RENAME = /\brename\s+(?:the\s+)?(.+?)(?:\s+(?:screen|page|tab))?\s+(?:to|as)\s+(.+?)$|(?:把|将)(.+?)(?:页面|界面)?(?:改名为|重命名为|改名成|更名为)\s*(.+?)$|(.+?)\s*(?:स्क्रीन|पेज)?\s*का नाम\s*(?:बदलकर)?\s*(.+?)\s*(?:करें|करो|रखें|कर दें)$/i;

const QUOTE_MARKS = /^["'“”‘’「」『』«»\s]+|["'“”‘’「」『』«»\s]+$/g;

/** A rename's new name: the quoted text in any quote style edits accept, else the words without stray quotes or a full stop. */
function newName(raw: string): string {
  const bare = raw.trim().replace(/[.。!！।]+$/, '');
  return (quotedTexts(bare)[0]?.text ?? bare).replace(QUOTE_MARKS, '').trim();
}

const TEMPLATES: ReadonlyArray<readonly [RegExp, string]> = [
  [/setting|preference/, 'Account, notifications, appearance and privacy settings with toggles'],
  [/profile|account/, 'Your profile: avatar, stats, saved items and an edit profile button'],
  [/search|explore/, 'Search with a search bar, recent searches and category filters'],
  [/favou?rite|saved|wishlist/, 'Saved items in a list with quick actions'],
  [/notification|inbox|message/, 'List of recent notifications and messages'],
  [/cart|checkout|payment/, 'Checkout form with order summary and a pay button'],
  [/log ?in|sign ?in|sign ?up|register/, 'Sign in form with email, password and social login buttons'],
  [/onboarding|welcome/, 'Welcome screen with a hero, the value proposition and a get started button'],
  [/calendar|schedule/, 'Month calendar with events and the day\'s agenda'],
  [/dashboard|stat|insight|analytic/, 'Dashboard with metric cards, a chart and recent activity'],
];

function titleCase(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** "添加一个日历页面", "新建收藏界面：…" / "एक कैलेंडर स्क्रीन जोड़ें": a new screen asked for in Chinese or Hindi. */
const CREATE_ZH = /(?:添加|新建|创建|增加|新增|加上?|做)(?:一个|一页|个)?(?:新的?)?[「“"]?([\p{L}\p{N}]{1,10}?)[」”"]?(?:页面|界面|屏幕)(.*)$/u;
const CREATE_HI = /^(?:एक\s+)?(?:नई\s+|नया\s+)?(.+?)\s+(?:स्क्रीन|पेज)\s+(?:भी\s+)?(?:जोड़ें|जोड़ो|जोड़िए|जोड़ दें|बनाएं|बनाएँ|बनाओ|बनाइए|बना दें)(.*)$/;

function createRequest(message: string, language: DesignLanguage): { name: string; extra: string } | null {
  const other = language === 'zh' ? CREATE_ZH.exec(message) : language === 'hi' ? CREATE_HI.exec(message) : null;
  if (other) return { name: other[1].trim(), extra: other[2].replace(/^[\s,，.。:：;；।-]+/, '').trim() };
  const m = /\b(?:add|create|make|build|include|design)\s+(?:me\s+)?(?:(?:a|an|another|one|the)\s+)?(?:new\s+)?([\p{L}\p{N}][\p{L}\p{N} &-]{0,30}?)\s+(?:screen|page|view)\b(.*)$/iu.exec(message);
  if (!m) return null;
  const name = m[1].replace(/\b(new|more)\b/gi, '').trim();
  if (!name) return null;
  return { name: titleCase(name), extra: m[2].replace(/^[\s,.:;-]+/, '').trim() };
}

function createDescription(name: string, extra: string, language: DesignLanguage, subject: string): string {
  if (language !== 'en') {
    const base = screenPurposeFor(name, language, subject);
    return extra ? `${base}. Change: ${extra}` : base;
  }
  const lower = name.toLowerCase();
  const base = TEMPLATES.find(([re]) => re.test(lower))?.[1] ?? `${name} screen: its main content, in the style of the rest of the app`;
  return extra ? `${base}. Change: ${extra}` : base;
}

type ThemeWish = { dark?: boolean; primary?: string };

function themeWish(message: string): ThemeWish | null {
  const lower = message.toLowerCase();
  const wish: ThemeWish = {};
  if (/\bdark(er)?\b|night mode|深色|暗色|夜间|गहरा|गहरे|गहरी|डार्क/.test(lower)) wish.dark = true;
  else if (/\blight( mode| theme)?\b|\bbright(er)?\b|浅色|हल्का|हल्के|हल्की|लाइट/.test(lower)) wish.dark = false;
  const brand = findColors(message).find((c) => !['black', 'white', '黑色'].includes(c.raw));
  if (brand && /colou?r|theme|palette|primary|accent|make|use|switch|change|turn/.test(lower)) wish.primary = brand.hex;
  return wish.dark === undefined && !wish.primary ? null : wish;
}

export function routeFollowUp(input: FollowUpInput): FollowUpResult {
  const message = (input.message ?? '').replace(/\s+/g, ' ').trim();
  const screens = input.screens ?? [];
  const lower = message.toLowerCase();
  const unchanged = (reply: string): FollowUpResult => ({ message: reply, theme: input.theme, actions: [] });
  // The reply is in the turn's language: the instruction's, as a page edit's (the interface's when it shows none).
  const language = pageLanguage(instructionOf(message), input.language);
  const say = REPLY_WORDS[language];
  const list = (items: readonly DesignScreen[]) => (items.length ? say.list(items.map((s) => s.name)) : say.none);

  const rename = RENAME.exec(instructionOf(message));
  if (rename) {
    const [from, to] = rename[1] !== undefined ? [rename[1], rename[2]] : rename[3] !== undefined ? [rename[3], rename[4]] : [rename[5], rename[6]];
    const target = mentionedScreens(from.replace(QUOTE_MARKS, ''), screens)[0];
    const name = newName(to);
    if (target && name && !screens.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      // A rename is the same screen under a new name: removed and built again in its place, its purpose
      // kept; the other screens are built again as they are, so their tab bars show the new name.
      return {
        message: say.renamed(target.name, name),
        theme: input.theme,
        actions: [
          { action: 'delete_screen', name: target.name, description: target.description },
          { action: 'create_screen', name, description: target.description, replaces: target.name },
          ...screens.filter((s) => s !== target).map((s): ScreenAction => ({ action: 'edit_screen', name: s.name, description: s.description })),
        ],
      };
    }
  }

  if (/\b(remove|delete|drop|get rid of|discard)\b|删除|去掉|删掉|移除|हटा|मिटा/.test(lower)) {
    const targets = mentionedScreens(message, screens);
    if (targets.length === 0) return unchanged(say.cannotRemove(list(screens)));
    return {
      message: say.removed(list(targets)),
      theme: input.theme,
      actions: targets.map((s) => ({ action: 'delete_screen', name: s.name, description: s.description })),
    };
  }

  const create = createRequest(instructionOf(message), language);
  const same = create && screens.find((s) => stems(s.name).join(' ') === stems(create.name).join(' '));
  // "make the Home screen dark" asks a change of a screen there is: an edit, not a second Home.
  if (same && !create.extra) return unchanged(say.exists(same.name));
  if (create && mentionedScreens(create.name, screens).length === 0) {
    if (screens.length >= MAX_SCREENS) return unchanged(say.full(MAX_SCREENS, create.name));
    return {
      message: say.added(create.name),
      theme: input.theme,
      actions: [{ action: 'create_screen', name: create.name, description: createDescription(create.name, create.extra, language, input.theme.name) }],
    };
  }

  const targets = mentionedScreens(message, screens);
  // A style change on a named screen ("make the header dark" on Home) is that screen's; every screen only when asked.
  const wish = targets.length > 0 && !ALL_SCREENS.test(instructionOf(message)) ? null : themeWish(message);
  if (wish) {
    const theme = retheme(input.theme, wish);
    // "make it dark" on a project that is dark already: nothing to restyle, so nothing to charge.
    if (JSON.stringify(theme) === JSON.stringify(input.theme)) return unchanged(`${say.nothingChanged(list(screens), say.asks([instructionOf(message)]))} ${phrases(language).offer}`);
    const actions: ScreenAction[] = screens.map((s) => ({ action: 'edit_screen', name: s.name, description: s.description }));
    const mode = wish.dark === undefined ? undefined : wish.dark ? 'dark' : 'light';
    return { message: say.restyled(screens.length, wish.primary ? 'palette' : wish.dark ? 'dark' : 'light', mode), theme, actions };
  }

  if (targets.length > 0) {
    // An edit does what it says or says what it did not do: a screen it would not change is left as
    // it is, and an edit that changes none is no edit at all (the turn then only chats and is not charged).
    const instruction = instructionOf(message);
    const draws = targets.map((s) => drawnParts(s, instruction, input.theme, screens));
    const applied = targets.filter((_, i) => draws[i].changed);
    const offer = phrases(language).offer;
    if (applied.length === 0) return unchanged(`${say.nothingChanged(list(targets), say.asks([instruction]))} ${offer}`);
    // A part counts as done when it changed some screen it was asked of.
    const missed = changeParts(instruction, screens).filter((p) => draws.every((d) => d.missed.includes(p)));
    const notes = [say.updated(list(applied)), ...(missed.length ? [say.notDrawn(say.asks(missed)), offer] : [])];
    return {
      message: notes.join(' '),
      theme: input.theme,
      actions: applied.map((s) => ({ action: 'edit_screen', name: s.name, description: `${s.description}. Change: ${instruction}` })),
    };
  }
  return unchanged(say.cannotTell(list(screens)));
}

/** The separate asks of one instruction ("make the header dark and add a button"); a part that only names screens ("… to Home and Stats") is none. */
function changeParts(instruction: string, screens: readonly DesignScreen[]): string[] {
  const namesOnly = (part: string) =>
    !screens
      .reduce((text, s) => text.split(s.name.toLowerCase()).join(' '), part.toLowerCase())
      .replace(/\b(?:the|on|to|in|of|screens?|pages?|tabs?|views?)\b|页面|界面|屏幕|页|在|上|स्क्रीन|पेज|पर|में/g, ' ')
      .trim();
  return instruction
    .split(/\s*(?:[,，、;；]|\band\b|\balso\b|\bthen\b|并且|以及|并|和|तथा|और)\s*/i)
    .map((p) => p.replace(/^[\s.。!！।]+|[\s.。!！।]+$/g, ''))
    .filter((p) => p && !namesOnly(p));
}

/** The screen as the built-in renderer draws it, without the description it only repeats in a meta tag. */
function drawing(screen: DesignScreen, theme: FollowUpInput['theme'], screens: readonly DesignScreen[]): string {
  const html = renderScreen({ theme, screen, deviceType: 'mobile', projectTitle: theme.name, otherScreens: [...screens] });
  return html.replace(/<meta name="description"[^>]*>/, '');
}

/**
 * Whether the instruction changes how the built-in renderer draws the screen, and the parts that
 * change nothing: a part is missed when the instruction without it draws the same screen.
 */
function drawnParts(screen: DesignScreen, instruction: string, theme: FollowUpInput['theme'], screens: readonly DesignScreen[]): { changed: boolean; missed: string[] } {
  const withChange = (change: string) => drawing({ name: screen.name, description: change ? `${screen.description}. Change: ${change}` : screen.description }, theme, screens);
  const whole = withChange(instruction);
  const parts = changeParts(instruction, screens);
  if (whole === withChange('')) return { changed: false, missed: parts };
  if (parts.length < 2) return { changed: true, missed: [] };
  return { changed: true, missed: parts.filter((p) => withChange(parts.filter((q) => q !== p).join(', ')) === whole) };
}
