import { DESIGNER_ACTIONS, DESIGNER_SCREENS_MAX, SCREEN_LINK_ATTR, SCREEN_NAME_MAX, SCREEN_VARIANT_ASPECTS, type ScreenVariantAspect, screenSlugs, stripThink } from '@cui/shared';
import { DEVICE_SIZES } from '@cui/offline-model';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { runtimeTags } from '../ai/prompts';
import type { ScreenBrief, ScreenRequest, TurnContext, TurnPlan } from './designer-turn.types';

/** How much of the stored chat a plan request repeats: enough for context, bounded in tokens. */
const CHAT_TURNS_IN_PROMPT = 10;
const CHAT_TEXT_IN_PROMPT = 1000;

const PLAN_SYSTEM = [
  "You are CUI's screen designer. You plan the screens of one app so that they share one visual language.",
  'Reply with ONE JSON object and nothing else (no Markdown, no code fences, no comments), of this shape:',
  '{"message": "your short chat reply to the user",',
  ' "theme": {"palette": {"primary": "#hex", "accent": "#hex", "background": "#hex", "surface": "#hex", "text": "#hex", "muted": "#hex", "border": "#hex"},',
  '           "typeScale": {"display": 32, "title": 20, "body": 15, "caption": 12}, "radius": {"sm": 6, "md": 12, "lg": 20}, "spacing": 8,',
  '           "iconStyle": "outline" | "rounded" | "bold", "font": "a font family"},',
  ' "actions": [{"action": "create_screen" | "edit_screen" | "delete_screen", "name": "Screen name", "description": "what the screen shows and does"}]}',
  'Rules:',
  '- For a new app (the project has no screens), create 4 to 6 screens that together make a coherent app.',
  '- For a follow-up, act only on the screens the message concerns: edit_screen and delete_screen name an existing screen exactly; a change of style (dark mode, colours, fonts) edits every screen and changes the theme; a new screen is a create_screen with a new name. A question or remark that changes nothing has no actions.',
  '- A rename is a delete_screen of the old name and a create_screen of the new name with "replaces": "the old name" (the screen keeps its place, and links to it follow).',
  '- Keep the current theme unless the message asks for a different style.',
  `- A project holds at most ${DESIGNER_SCREENS_MAX} screens. Screen names are short (at most ${SCREEN_NAME_MAX} characters) and unique.`,
  "- Write the message and the descriptions in the language of the user's message.",
  '- Plan the navigation with the screens: a screen\'s description says which of the other screens its tab bar or menu, buttons and cards lead to (each screen is reached by its slug, shown in the project\'s screen list).',
].join('\n');

/** Screens with the slugs their links use (the shared contract's, from the project's order). */
function withSlugs(screens: readonly ScreenBrief[]): (ScreenBrief & { slug: string })[] {
  const slugs = screenSlugs(screens.map((s) => s.name));
  return screens.map((s, i) => ({ ...s, slug: slugs[i] }));
}

/** The project's screens once the turn is done, the one being written included (a new one at the end, as it is placed). */
function projectScreens(req: ScreenRequest): (ScreenBrief & { slug: string })[] {
  const has = req.otherScreens.some((s) => s.name.toLowerCase() === req.screen.name.toLowerCase());
  return withSlugs(has ? req.otherScreens : [...req.otherScreens, req.screen]);
}

/** The messages that ask a provider to plan a turn. */
export function planMessages(ctx: TurnContext): ChatCompletionMessageParam[] {
  const size = DEVICE_SIZES[ctx.deviceType];
  const chat = ctx.chat.slice(-CHAT_TURNS_IN_PROMPT).map((m) => ({ sender: m.sender, text: m.text.slice(0, CHAT_TEXT_IN_PROMPT) }));
  const project = {
    title: ctx.projectTitle,
    device: `${ctx.deviceType} (${size.width}x${size.height} px)`,
    theme: ctx.theme,
    screens: withSlugs(ctx.screens),
    recentChat: chat,
  };
  return [
    { role: 'system', content: PLAN_SYSTEM },
    { role: 'user', content: `Project:\n${JSON.stringify(project)}\n\nMessage:\n${ctx.message}` },
  ];
}

const actionSchema = z.object({
  action: z.enum(DESIGNER_ACTIONS).default('create_screen'),
  name: z.string().trim().min(1).max(SCREEN_NAME_MAX),
  description: z.string().max(4000).default(''),
  replaces: z.string().trim().min(1).max(SCREEN_NAME_MAX).optional(),
});

/** A plan as providers write it; `screens` (a first plan's list) is read as creates. */
const planSchema = z
  .object({
    message: z.string().trim().min(1).max(10_000),
    theme: z.looseObject({ palette: z.record(z.string(), z.string().max(200)) }),
    actions: z.array(actionSchema).max(DESIGNER_SCREENS_MAX * 2).optional(),
    screens: z.array(actionSchema).max(DESIGNER_SCREENS_MAX * 2).optional(),
  })
  .transform((p): TurnPlan => ({ message: p.message, theme: p.theme, actions: p.actions ?? p.screens ?? [] }));

/** The plan in a provider's reply; null when the reply holds no valid plan. */
export function parsePlan(text: string): TurnPlan | null {
  // PostgreSQL stores no U+0000 in text or jsonb: a plan that holds one (raw or escaped) must not fail the turn.
  const visible = stripThink(text).replaceAll('\u0000', '').replaceAll('\\u0000', '');
  const start = visible.indexOf('{');
  const end = visible.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  let json: unknown;
  try {
    json = JSON.parse(visible.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = planSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The messages that ask a provider for one screen's HTML. */
/** The screen as it is, shown to a provider asked for an alternative: at most this many characters of it. */
const VARIANT_SOURCE_MAX_CHARS = 60_000;

const ASPECT_WORDS: Record<ScreenVariantAspect, string> = {
  layout: 'the layout (arrangement, sections, card and list styles, shapes)',
  colour: 'the colours (another palette that still suits the app; the theme above is the one to depart from)',
  content: 'the content (other realistic items, numbers, headings and copy for the same purpose)',
};

/** What an alternative of a screen is asked: how it must differ from the screen as it is, and what must stay. */
function variantAsk(v: NonNullable<ScreenRequest['variant']>): string[] {
  const keep = SCREEN_VARIANT_ASPECTS.filter((a) => !v.change.includes(a));
  return [
    `This is alternative ${v.index} of ${v.of} of this screen, shown beside the others: make it clearly unlike the screen as it is below and unlike the other alternatives.`,
    `Change ${v.change.map((a) => ASPECT_WORDS[a]).join('; ')}.`,
    keep.length ? `Keep ${keep.map((a) => ASPECT_WORDS[a].replace(/ \(.*\)$/, '')).join(' and ')} as the screen has them.` : '',
    'Keep the screen\'s name, purpose, language and its links to the other screens.',
    `The screen as it is:\n${v.html.slice(0, VARIANT_SOURCE_MAX_CHARS)}`,
  ].filter(Boolean);
}

export function screenMessages(req: ScreenRequest): ChatCompletionMessageParam[] {
  const size = DEVICE_SIZES[req.deviceType];
  const system = [
    "You are CUI's screen designer. You write ONE screen of an app as a complete, self-contained HTML document styled with Tailwind CSS utility classes.",
    `Load exactly this runtime in <head>, with this exact root-relative URL, and no other external scripts, stylesheets or fonts:\n${runtimeTags('htmlTailwind')}`,
    `The screen is a ${req.deviceType} screen of ${size.width}x${size.height} px: lay it out for exactly that viewport${req.deviceType === 'mobile' ? ', with the status bar area and a bottom navigation where the app has one' : ', with the navigation the app uses on desktop'}.`,
    "Follow the project's theme exactly (its colours as arbitrary values such as bg-[#0f172a], its type scale, radii, spacing and icon style), so every screen looks like the same app.",
    'Realistic content that fits the app (no lorem ipsum); icons as inline SVG; no external images.',
    `Link the screens: the navigation (tab bar or menu) lists every screen of the app, and buttons and cards that lead to another screen are links to it. A link to a screen is an anchor <a href="#/{slug}" ${SCREEN_LINK_ATTR}="{slug}"> with the slug of that screen from the list below; link to no other screen and no other URL.`,
    'Reply with the HTML only: start with <!DOCTYPE html> and end with </html>. No Markdown, no code fences, no explanations.',
  ].join('\n');
  const screens = projectScreens(req);
  const own = screens.find((s) => s.name.toLowerCase() === req.screen.name.toLowerCase());
  const others = screens.filter((s) => s !== own);
  const user = [
    `App: ${req.projectTitle}`,
    `Theme: ${JSON.stringify(req.theme)}`,
    `The app's screens in order (with the slug each link uses): ${JSON.stringify(screens.map((s) => ({ name: s.name, slug: s.slug })))}`,
    `Other screens of the app: ${JSON.stringify(others)}`,
    `The slug of the screen to write: ${own?.slug}`,
    `Screen to write: ${req.screen.name}: ${req.screen.description}`,
    ...(req.variant ? variantAsk(req.variant) : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
