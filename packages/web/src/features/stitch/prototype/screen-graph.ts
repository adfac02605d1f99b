import { screenLinkTargets, screenSlugs } from '@cui/shared';

export interface GraphScreen {
  name: string;
  code: string;
}

export interface ScreenEdge {
  from: number;
  to: number;
}

export interface ScreenGraph {
  /** Each screen's slug, in the screens' order. */
  slugs: string[];
  /** Links between two different screens, each pair once. */
  edges: ScreenEdge[];
  /** Links whose slug names no screen (kept so they can be reported, never drawn). */
  missing: { from: number; slug: string }[];
}

/** Which screen links to which, read from each screen's anchors. */
export function screenGraph(screens: readonly GraphScreen[]): ScreenGraph {
  const slugs = screenSlugs(screens.map((s) => s.name));
  const index = new Map(slugs.map((slug, i) => [slug, i]));
  const edges: ScreenEdge[] = [];
  const missing: ScreenGraph['missing'] = [];
  screens.forEach((screen, from) => {
    for (const slug of screenLinkTargets(screen.code)) {
      const to = index.get(slug);
      if (to === undefined) missing.push({ from, slug });
      else if (to !== from) edges.push({ from, to });
    }
  });
  return { slugs, edges, missing };
}
