/**
 * A card's colour, from its site's name: the same site always looks the same, neighbours differ.
 * A hue in degrees (0–359).
 */
export function cardHue(name: string): number {
  let hash = 2166136261;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

/** The address a card shows: host and path, without the scheme or a lone trailing slash. */
export function shownAddress(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return url;
  const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
  return `${parsed.host}${path}`;
}

/** The letter a card shows large: the title's first letter or digit, upper-cased; '•' when it has none. */
export function cardInitial(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase() : '•';
}
