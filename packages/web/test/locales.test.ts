import en from '../src/locales/en.json';
import hi from '../src/locales/hi.json';
import zh from '../src/locales/zh.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key path, e.g. "auth.loginTitle". */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function leafValues(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leafValues(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const languages: Record<string, Tree> = { en, zh, hi };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: i18next picks a count's form by the language's plural rules
 * (`_one` and `_other` in English and Hindi, `_other` only in Chinese), so a key with plural forms
 * in English needs exactly the forms of each language's rules there.
 */
function expectedKeys(lng: string): string[] {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const bases = new Set<string>();
  const plain: string[] = [];
  for (const key of leafKeys(en)) {
    if (PLURAL_SUFFIX.test(key)) bases.add(key.replace(PLURAL_SUFFIX, ''));
    else plain.push(key);
  }
  return [...plain, ...[...bases].flatMap((base) => categories.map((category) => `${base}_${category}`))].sort();
}

const reference = leafKeys(en).sort();

describe('language files', () => {
  it('has a non-trivial English file', () => {
    expect(reference.length).toBeGreaterThan(50);
  });

  it.each(Object.keys(languages))('%s has exactly the keys of en, with the plural forms of its own rules', (lng) => {
    const keys = leafKeys(languages[lng]).sort();
    const wanted = expectedKeys(lng);
    expect({ missing: wanted.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !wanted.includes(k)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(Object.keys(languages))('%s has no empty strings', (lng) => {
    expect(leafValues(languages[lng]).filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(Object.keys(languages))('%s uses the same {{placeholders}} as en', (lng) => {
    // A plural form is compared with English's `_other`, whichever forms the language has.
    const english = new Map(leafValues(en).filter(([key]) => !key.endsWith('_one')));
    const mismatched = leafValues(languages[lng])
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(english.get(key.replace(/_one$/, '_other')) ?? '')))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('words every count through plural forms, so no "1 credits"', () => {
    const counted = leafValues(en).filter(([, value]) => value.includes('{{count}}'));
    expect(counted.length).toBeGreaterThan(5);
    expect(counted.filter(([key]) => !PLURAL_SUFFIX.test(key)).map(([key]) => key)).toEqual([]);
  });
});
