import { NO_OUTSIDE_LINKS, type OutsideLink, type OutsideLinks } from '@cui/shared';
import { usePublicConfig } from '../features/auth';

/** The legal and contact pages, in the order footers list them; keys name their labels in the language files. */
export const LEGAL_LINKS = ['about', 'privacy', 'refunds', 'terms', 'contact'] as const satisfies readonly OutsideLink[];

/**
 * The pages outside the app this server's operator configured. Until the config arrives, and for
 * every link it leaves unset, there is none: the app never links out on its own.
 */
export function useOutsideLinks(): OutsideLinks {
  return usePublicConfig().data?.links ?? NO_OUTSIDE_LINKS;
}

/** The configured ones of `keys`, in their order, with their addresses. */
export function configuredLinks<K extends OutsideLink>(links: OutsideLinks, keys: readonly K[]): [K, string][] {
  return keys.flatMap((key) => (links[key] ? [[key, links[key]] as [K, string]] : []));
}
