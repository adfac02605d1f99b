import { FOLDER_NAME_RULE, folderNameSchema, isValidFolderName } from '../src';

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
