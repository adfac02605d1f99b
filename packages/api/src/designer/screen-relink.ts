import { renderScreen, screenVariantOf, type DesignTheme } from '@cui/offline-model';
import { addScreenLinks, type NewScreenLink, retargetScreenLinks, screenLinkTargets, screenSlugs, type DeviceType } from '@cui/shared';
import type { ScreenBrief } from './designer-turn.types';

/** How a turn moved the project's screen slugs: old slug → new, the old slugs gone, the screens new to the project, and the slugs there are now by screen name. */
export interface SlugChanges {
  renamed: Record<string, string>;
  removed: string[];
  added: NewScreenLink[];
  live: Set<string>;
  slugOf: ReadonlyMap<string, string>;
}

/** A phone's tab bar holds five entries at most (as the built-in designer draws it); a web page's navigation eight. */
const NAV_ENTRIES_MAX: Record<DeviceType, number> = { mobile: 5, web: 8 };

/**
 * The slug changes between the screen list before a turn and after it. `renames` maps a renamed
 * screen's old name to its new one. Slugs depend on the order (a Chinese name's is its position, a
 * duplicate's its number), so a screen that stays can change slug too when one before it goes.
 */
export function slugChanges(before: readonly string[], after: readonly string[], renames: ReadonlyMap<string, string>): SlugChanges {
  const oldSlugs = screenSlugs(before);
  const newSlugs = screenSlugs(after);
  const slugOf = new Map(after.map((name, i) => [name, newSlugs[i]]));
  const renamed: Record<string, string> = {};
  const removed: string[] = [];
  const kept = new Set<string>();
  before.forEach((name, i) => {
    const to = slugOf.get(name) ?? slugOf.get(renames.get(name) ?? '');
    if (to === undefined) removed.push(oldSlugs[i]);
    else if (to !== oldSlugs[i]) renamed[oldSlugs[i]] = to;
    if (to !== undefined) kept.add(to);
  });
  const added = after.flatMap((name, i) => (kept.has(newSlugs[i]) ? [] : [{ slug: newSlugs[i], name }]));
  return { renamed, removed, added, live: new Set(newSlugs), slugOf };
}

/** The document without its links to screens the project does not have (a model may link to screens it imagined). */
export function dropDeadLinks(html: string, live: ReadonlySet<string>): string {
  const dead = screenLinkTargets(html).filter((slug) => !live.has(slug));
  return dead.length ? retargetScreenLinks(html, { removed: dead }) : html;
}

export interface StoredScreen extends ScreenBrief {
  html: string;
}

/**
 * A screen the turn did not build, with its links following the project's new screen list. A screen
 * the built-in designer made (its HTML is exactly what it renders for the old list) is rendered again
 * with the new list, so a new screen joins its tab bar and a deleted one's place is taken by the
 * next; any other screen (a provider's, or one edited since) has its links rewritten in place, and
 * its navigation gains an entry for each new screen (copied from one of its own entries) while it
 * has room.
 */
export function relinkScreen(
  screen: StoredScreen,
  project: { theme: unknown; deviceType: DeviceType; projectTitle: string },
  before: readonly ScreenBrief[],
  after: readonly ScreenBrief[],
  changes: SlugChanges,
): string {
  const brief = { name: screen.name, description: screen.description };
  const theme = isOfflineTheme(project.theme) ? project.theme : null;
  const render = (others: readonly ScreenBrief[]) =>
    theme ? renderScreen({ theme, screen: brief, deviceType: project.deviceType, projectTitle: project.projectTitle, otherScreens: [...others], variant: screenVariantOf(screen.html) }) : null;
  const own = render(before) === screen.html;
  const html = own ? (render(after) as string) : grown(retargetScreenLinks(screen.html, changes), screen.name, project.deviceType, changes, after);
  return dropDeadLinks(html, changes.live);
}

/** The document's navigation with an entry for each screen new to the project (not the screen's own). */
function grown(html: string, name: string, device: DeviceType, changes: SlugChanges, after: readonly ScreenBrief[]): string {
  const own = changes.slugOf.get(name);
  const added = changes.added.filter((a) => a.slug !== own);
  if (!added.length) return html;
  const nameOf = new Map(after.map((s) => [changes.slugOf.get(s.name), s.name]));
  return addScreenLinks(html, added, (slug) => nameOf.get(slug) ?? null, { own, maxEntries: NAV_ENTRIES_MAX[device] });
}

/** A theme the offline model made (a provider's has another shape). */
export function isOfflineTheme(theme: unknown): theme is DesignTheme {
  const t = theme as Partial<DesignTheme> | null;
  return !!t && typeof t === 'object' && !!t.palette?.primary && !!t.typography?.scale && !!t.brand;
}
