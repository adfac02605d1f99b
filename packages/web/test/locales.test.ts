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
const reference = leafKeys(en).sort();

describe('language files', () => {
  it('has a non-trivial English file', () => {
    expect(reference.length).toBeGreaterThan(50);
  });

  it.each(Object.keys(languages))('%s has exactly the keys of en', (lng) => {
    const keys = leafKeys(languages[lng]).sort();
    expect({ missing: reference.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !reference.includes(k)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(Object.keys(languages))('%s has no empty strings', (lng) => {
    expect(leafValues(languages[lng]).filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(Object.keys(languages))('%s uses the same {{placeholders}} as en', (lng) => {
    const english = new Map(leafValues(en));
    const mismatched = leafValues(languages[lng])
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(english.get(key) ?? '')))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
