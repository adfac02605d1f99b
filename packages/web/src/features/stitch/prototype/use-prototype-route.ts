import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { screenHref } from '@cui/shared';

/** How many screens deep the player is, carried in the history entry so Back can count. */
interface PrototypeState {
  prototypeDepth?: unknown;
}

export interface PrototypeRoute {
  /** The slug in the URL's hash (`#/{slug}`), null when there is none. */
  slug: string | null;
  /** Screens followed since the player opened (0: its first screen); null when this entry was not made by it (a reload, a shared link). */
  depth: number | null;
  /** Opens the player on `slug`: a new history entry, so the browser's Back leaves it. */
  open: (slug: string) => void;
  /** Follows a link: a new history entry, so Back returns. */
  go: (slug: string) => void;
  back: () => void;
  /** Leaves the player: back past every screen it showed, or drops the hash when their entries are unknown. */
  close: () => void;
}

/**
 * The player's place lives in the URL (`#/{slug}`, the same form as the screens' own links) and its
 * steps in the browser's history: the browser's Back, the player's Back and a swipe all go back one
 * entry, and a reload or a shared link opens the same screen.
 */
export function usePrototypeRoute(): PrototypeRoute {
  const location = useLocation();
  const navigate = useNavigate();
  const slug = location.hash.startsWith('#/') ? decodeURIComponent(location.hash.slice(2)) || null : null;
  const raw = (location.state as PrototypeState | null)?.prototypeDepth;
  const depth = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : null;
  const { pathname, search } = location;

  const to = useCallback((target: string) => ({ pathname, search, hash: screenHref(target) }), [pathname, search]);
  const open = useCallback((target: string) => navigate(to(target), { state: { prototypeDepth: 0 } }), [navigate, to]);
  const go = useCallback((target: string) => navigate(to(target), { state: { prototypeDepth: (depth ?? 0) + 1 } }), [depth, navigate, to]);
  const back = useCallback(() => void navigate(-1), [navigate]);
  const close = useCallback(() => {
    if (depth === null) void navigate({ pathname, search }, { replace: true });
    else void navigate(-(depth + 1));
  }, [depth, navigate, pathname, search]);

  return useMemo(() => ({ slug, depth, open, go, back, close }), [slug, depth, open, go, back, close]);
}
