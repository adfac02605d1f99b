/** Names for testimonials and teams, and helpers for turning copy templates into text. */
import { rotate } from '../hash';

const PEOPLE = [
  'Maya Patel', 'Daniel Kim', 'Sofia Martínez', 'James Okafor', 'Elena Rossi', 'Marcus Chen', 'Aisha Rahman',
  'Lucas Schmidt', 'Hannah Lee', 'Omar Haddad', 'Grace Liu', 'Tom Becker', 'Priya Shah', 'Noah Williams',
  'Chloé Laurent', 'Kenji Watanabe', 'Amara Nwosu', 'Ben Carter',
];

/** `count` distinct names, rotated by the seed so pages differ. */
export function people(seed: number, count: number, offset = 0): string[] {
  return rotate(PEOPLE, seed + offset).slice(0, count);
}

export function initials(name: string): string {
  const parts = name.replace(/[^\p{L}\p{N}\s&]/gu, '').split(/\s+/).filter((p) => p && p !== '&');
  if (parts.length === 0) return '•';
  const first = parts[0][0] ?? '';
  const second = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : (parts[0][1] ?? '');
  return (first + second).toUpperCase();
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "a" or "an" for a noun phrase. */
export function article(noun: string): string {
  return /^[aeiou]/i.test(noun) && !/^(uni|use|eu)/i.test(noun) ? 'an' : 'a';
}
