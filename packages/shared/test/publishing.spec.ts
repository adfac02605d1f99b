import fc from 'fast-check';
import { FOLDER_NAME_RULE, folderNameSchema, isValidFolderName, suggestFolderName } from '../src';

// The package is typed for no runtime (browser and Node both use it); its tests run under Node.
declare const process: { env: Record<string, string | undefined> };
declare const console: { log(message: string): void };

describe('site (folder) names', () => {
  it('accepts ordinary DNS labels', () => {
    for (const name of ['bakery', 'abc', 'crumb-co-4k2x9', 'a1-b2', 'x'.repeat(40), 'ab-c', 'abc--d']) expect([name, isValidFolderName(name)]).toEqual([name, true]);
  });

  it('refuses punycode and every label with hyphens as its 3rd and 4th characters (IDNA keeps those)', () => {
    for (const name of ['xn--80ak6aa92e', 'xn--pple-43d', 'ab--cd', 'zz--top', 'xn--']) expect([name, isValidFolderName(name)]).toEqual([name, false]);
  });

  it('refuses the well-known labels of mail, autoconfiguration, name servers and the platform', () => {
    const wellKnown = [
      'www', 'www1', 'api', 'app', 'mail', 'mta-sts', 'autodiscover', 'autoconfig', 'wpad', 'isatap', 'openpgpkey',
      'smtp', 'imap', 'pop3', 'ns', 'ns1', 'ns3', 'ns12', 'mx2', 'email', 'webmail', 'secure', 'ssl', 'vpn', 'ws', 'wss',
      'mobile', 'm', 'lyncdiscover', 'enterpriseenrollment', 'cpanel', 'postmaster', 'localhost',
    ];
    for (const name of wellKnown) expect([name, isValidFolderName(name)]).toEqual([name, false]);
    // Underscore labels (_dmarc, _domainkey, _acme-challenge, _mta-sts) are no DNS host names at all.
    for (const name of ['_dmarc', '_domainkey', '_acme-challenge', '_mta-sts']) expect([name, isValidFolderName(name)]).toEqual([name, false]);
  });

  it('says in its message that punycode and reserved names are refused', () => {
    const result = folderNameSchema.safeParse('xn--pple-43d');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(FOLDER_NAME_RULE);
    expect(FOLDER_NAME_RULE).toMatch(/xn--/);
    expect(FOLDER_NAME_RULE).toMatch(/punycode/i);
    expect(FOLDER_NAME_RULE).toMatch(/reserved/);
  });
});

describe('a site name suggested from a title', () => {
  // Property runs: the seed is printed and can be replayed.
  const seed = process.env.NAMES_SEED ? Number(process.env.NAMES_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`site-name suggestion seed=${seed} (replay: NAMES_SEED=${seed} npx jest test/publishing.spec.ts)`);

  it('spells the title as a DNS label, cut at a word', () => {
    expect(suggestFolderName('Northwind Coffee Roasters')).toBe('northwind-coffee-roasters');
    // A title's brand comes before its tagline; an apostrophe joins its word.
    expect(suggestFolderName('Café Crème — Paris')).toBe('cafe-creme');
    expect(suggestFolderName("Oma's Glas — Grandmother's jam business in Graz, done properly")).toBe('omas-glas');
    expect(suggestFolderName('Edge Runner | Mobile knife sharpening in Manchester')).toBe('edge-runner');
    expect(suggestFolderName('茶馆 — Shanghai tea house')).toBe('shanghai-tea-house');
    expect(suggestFolderName('  Crumb & Co.  ')).toBe('crumb-co');
    expect(suggestFolderName('A very long title that goes on and on about many many things')).toBe('a-very-long-title-that-goes-on-and-on');
  });

  it('turns a reserved or too short title into a valid name, and a title with no Latin letters into none', () => {
    expect(suggestFolderName('WWW')).toBe('www-site');
    expect(suggestFolderName('ab')).toBe('ab-site');
    expect(suggestFolderName('xn--pple')).toBe('xn-pple');
    for (const title of ['', '茶馆', 'मेरी दुकान', '—', '!!!']) expect([title, suggestFolderName(title)]).toEqual([title, '']);
  });

  it('gives a valid site name or nothing, for any title', () => {
    const title = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 80 }), fc.array(fc.constantFrom('www', 'ns1', 'xn', '--', ' ', 'é', 'a', 'Z', '9', '-', '茶'), { maxLength: 40 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(title, (t) => {
        const name = suggestFolderName(t);
        expect(name === '' || isValidFolderName(name)).toBe(true);
      }),
      { seed, numRuns: 2000 },
    );
  });
});
