import { FOLDER_NAME_MAX, isValidFolderName } from '@cui/shared';
import { randomBytes } from 'node:crypto';

/** Words that say nothing about which site it is ("a landing page for …"). */
const FILLER = new Set(
  'a an the and or of for with to in on at by my our your me us this that is are be make create build generate design please page pages landing website site web called named'.split(' '),
);

const SLUG_WORDS = 4;
const SLUG_MAX = 28;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 5;

/** A few distinctive words of `text` as a DNS-label slug: `bakery-crumb-co` from "A landing page for a bakery called Crumb & Co". */
export function slugOf(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w));
  let slug = '';
  for (const word of words.slice(0, SLUG_WORDS)) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || 'site';
}

function suffix(): string {
  // 36^5 ≈ 60 million per slug; the bias of `% 36` on a byte does not matter for uniqueness.
  return [...randomBytes(SUFFIX_LENGTH)].map((b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join('');
}

/** A new site's name: the slug of its prompt (or title) and a random suffix, always a valid folder name. */
export function newFolderName(text: string): string {
  const name = `${slugOf(text).slice(0, FOLDER_NAME_MAX - SUFFIX_LENGTH - 1).replace(/-+$/, '')}-${suffix()}`;
  return isValidFolderName(name) ? name : `site-${suffix()}`;
}

const NAME_ATTEMPTS = 5;

/** A readable new name no site has (`taken` says whether one does); the random suffix makes a second try all but unheard of. */
export async function freshFolderName(text: string, taken: (name: string) => Promise<unknown>): Promise<string> {
  let name = newFolderName(text);
  for (let i = 1; i < NAME_ATTEMPTS && (await taken(name)); i++) name = newFolderName(text);
  return name;
}
