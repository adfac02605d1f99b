import fc from 'fast-check';
import {
  addScreenLinks,
  retargetScreenLinks,
  SCREEN_LINK_ATTR,
  pageOfSitePath,
  screenHref,
  screenLinksFromPaths,
  screenLinksToPaths,
  screenLinkTargets,
  screenSlug,
  screenSlugs,
} from '../src';

// The package is typed for no runtime (browser and Node both use it); its tests run under Node.
declare const process: { env: Record<string, string | undefined> };
declare const console: { log(message: string): void };

// Property runs: the seed is printed and can be replayed.
const seed = process.env.SCREEN_LINKS_SEED ? Number(process.env.SCREEN_LINKS_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`screen-links seed=${seed} (replay: SCREEN_LINKS_SEED=${seed} npx jest test/screen-links.spec.ts)`);

const link = (slug: string, label = slug) => `<a href="#/${slug}" data-cui-screen="${slug}">${label}</a>`;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('screen slugs', () => {
  it('lowercases, joins runs of other characters with one dash, trims and cuts at 40', () => {
    expect(screenSlug('Home', 1)).toBe('home');
    expect(screenSlug('  My  Stats & Goals!! ', 2)).toBe('my-stats-goals');
    expect(screenSlug('Café au lait', 1)).toBe('caf-au-lait');
    expect(screenSlug('a'.repeat(39) + ' b', 1)).toBe('a'.repeat(39));
    expect(screenSlug('x'.repeat(60), 1)).toHaveLength(40);
  });

  it('names a screen whose name has no a–z or 0–9 by its position', () => {
    expect(screenSlug('统计', 3)).toBe('screen-3');
    expect(screenSlug('आँकड़े', 1)).toBe('screen-1');
    expect(screenSlug('---', 2)).toBe('screen-2');
    expect(screenSlug('首页 2', 2)).toBe('2');
  });

  it('numbers duplicates in order and keeps them apart from names that look like duplicates', () => {
    expect(screenSlugs(['Home', 'home', 'HOME!', 'Stats'])).toEqual(['home', 'home-2', 'home-3', 'stats']);
    expect(screenSlugs(['Home', 'Home', 'Home 2'])).toEqual(['home', 'home-2', 'home-2-2']);
    expect(screenSlugs(['首页', '统计', 'screen 2'])).toEqual(['screen-1', 'screen-2', 'screen-2-2']);
    const long = 'y'.repeat(45);
    expect(screenSlugs([long, long])).toEqual(['y'.repeat(40), `${'y'.repeat(38)}-2`]);
  });

  it('gives every list of en, zh and hi names unique URL-safe slugs of at most 40 characters', () => {
    const word = fc.constantFrom('Home', 'Stats', 'My Profile', 'Settings', '首页', '统计', '设置', 'होम', 'आँकड़े', 'सेटिंग्स', 'Café', 'a-b', '---', '42', 'Ünïcode');
    const name = fc.oneof(
      fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ maxLength: 80 }),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 25 }), (names) => {
        const slugs = screenSlugs(names);
        expect(slugs).toHaveLength(names.length);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const [i, slug] of slugs.entries()) {
          expect(slug).toMatch(SLUG);
          expect(slug.length).toBeLessThanOrEqual(40);
          if (!/[a-z0-9]/i.test(names[i].toLowerCase())) expect(slug).toMatch(/^screen-\d+/);
        }
        // The same names give the same slugs: every part of the product computes them alike.
        expect(screenSlugs(names)).toEqual(slugs);
      }),
      { seed, numRuns: 500 },
    );
  });
});

describe('reading screen links', () => {
  it('finds the targets of anchors by their attribute, or an href of #/ alone, each once in order', () => {
    const html = `<nav>${link('home')}${link('stats')}<a href="#/profile">Me</a>${link('home')}</nav><a href="#top">Top</a><a href="/x">x</a><button ${SCREEN_LINK_ATTR}="settings">Go</button>`;
    expect(screenLinkTargets(html)).toEqual(['home', 'stats', 'profile', 'settings']);
    expect(screenHref('stats')).toBe('#/stats');
  });

  it('ignores links in comments, scripts and styles', () => {
    const html = `<!-- ${link('a')} --><script>const s = '${link('b')}';</script><style>a[href="#/c"]{}</style><textarea>${link('d')}</textarea>${link('e')}`;
    expect(screenLinkTargets(html)).toEqual(['e']);
  });
});

describe('retargeting screen links', () => {
  it('rewrites the href and attribute of links to a renamed screen, leaving everything else as it was', () => {
    const html = `<nav class="x"><a class="tab on" href="#/stats" data-cui-screen="stats"><svg></svg><span>Stats</span></a>${link('home')}</nav>`;
    const out = retargetScreenLinks(html, { renamed: { stats: 'insights' } });
    expect(out).toBe(`<nav class="x"><a class="tab on" href="#/insights" data-cui-screen="insights"><svg></svg><span>Stats</span></a>${link('home')}</nav>`);
    expect(retargetScreenLinks('<a href="#/old">Old</a>', { renamed: { old: 'new' } })).toBe('<a href="#/new">Old</a>');
  });

  it('drops links to a removed screen with their content, and the list item or tab that held only that link', () => {
    const tabs = `<nav>${link('home')}${link('stats')}${link('me')}</nav>`;
    expect(retargetScreenLinks(tabs, { removed: ['stats'] })).toBe(`<nav>${link('home')}${link('me')}</nav>`);
    const menu = `<ul><li>${link('home')}</li>\n<li> ${link('stats')} </li>\n<li>${link('stats')} and more</li></ul>`;
    expect(retargetScreenLinks(menu, { removed: ['stats'] })).toBe(`<ul><li>${link('home')}</li>\n\n<li> and more</li></ul>`);
    const roles = `<div role="tablist"><div role="tab">${link('stats')}</div><div role="tab">${link('home')}</div></div>`;
    expect(retargetScreenLinks(roles, { removed: ['stats'] })).toBe(`<div role="tablist"><div role="tab">${link('home')}</div></div>`);
  });

  it('reads removed slugs before renamed ones, so positions that shift after a delete stay right', () => {
    // 统计 (screen-2) deleted: 设置 moves from screen-3 to screen-2.
    const html = `${link('screen-1')}${link('screen-2')}${link('screen-3')}`;
    expect(retargetScreenLinks(html, { removed: ['screen-2'], renamed: { 'screen-3': 'screen-2' } })).toBe(`${link('screen-1')}${link('screen-2', 'screen-3')}`);
  });

  it('changes nothing when nothing is asked', () => {
    const html = `<p>${link('a')}</p>`;
    expect(retargetScreenLinks(html, {})).toBe(html);
    expect(retargetScreenLinks(html, { renamed: { a: 'a' }, removed: ['zzz'] })).toBe(html);
  });
});

describe('screen links as paths', () => {
  it('points links at the pages and unlinks those whose screen has no page', () => {
    const html = `<nav>${link('home')}<a class="t" href="#/stats" data-cui-screen="stats">Stats</a></nav>`;
    const out = screenLinksToPaths(html, (slug) => (slug === 'home' ? '/' : null));
    expect(out).toBe(`<nav><a href="/" data-cui-screen="home">home</a><a class="t">Stats</a></nav>`);
  });
});

describe('published links back to screen links', () => {
  it('reads the page a site link leads to', () => {
    expect(pageOfSitePath('./')).toBe('index');
    expect(pageOfSitePath('/')).toBe('index');
    expect(pageOfSitePath('./stats')).toBe('stats');
    expect(pageOfSitePath(' ./race-calendar.html ')).toBe('race-calendar');
    expect(pageOfSitePath('/profile')).toBe('profile');
    for (const other of ['#/stats', 'https://x.example/', '../stats', './a/b', './stats?x=1', './Stats', '//evil.example', 'stats', '']) {
      expect(pageOfSitePath(other)).toBeNull();
    }
  });

  it('points each link at the screen its page is now, and unlinks one that leads nowhere', () => {
    const html = `<nav><a href="./" data-cui-screen="home">Home</a><a class="t" href="./stats-2" data-cui-screen="stats">Stats</a><button data-cui-screen="profile">Me</button><a href="./gone" data-cui-screen="gone">Gone</a></nav>`;
    const now: Record<string, string> = { index: 'home', 'stats-2': 'stats', profile: 'me' };
    const out = screenLinksFromPaths(html, ({ href, target }) => now[(href && pageOfSitePath(href)) || target] ?? null);
    expect(out).toBe(
      `<nav><a href="#/home" data-cui-screen="home">Home</a><a class="t" href="#/stats" data-cui-screen="stats">Stats</a><button data-cui-screen="me">Me</button><a>Gone</a></nav>`,
    );
  });
});

describe('screen links in any markup (properties)', () => {
  const slug = fc.constantFrom('home', 'stats', 'profile', 'settings', 'screen-2', 'home-2');
  const text = fc
    .oneof(fc.string({ maxLength: 20 }), fc.constantFrom('首页 统计', 'होम पेज', 'Tom & Jerry', '1 < 2 > 0', '#/stats'))
    .map((s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  // Markup around the links: text, elements, comments and scripts (whose links are no links).
  const noise = fc.oneof(
    text,
    text.map((t) => `<p class="x">${t}</p>`),
    text.map((t) => `<!-- <a href="#/stats" data-cui-screen="stats">${t}</a> -->`),
    text.map((t) => `<script>var a = '<a data-cui-screen="home">${t.replace(/</g, '')}</a>';</script>`),
    fc.constant('<img src="x.png" alt="">'),
    fc.constant('<a href="#main">skip</a>'),
  );
  const navLink = (s: string, t: string) => `<a class="nav" href="#/${s}" data-cui-screen="${s}">${t}</a>`;
  const piece = fc.oneof(
    noise.map((n) => ({ html: n, slug: null as string | null, text: '' })),
    fc.tuple(slug, text).map(([s, t]) => ({ html: navLink(s, t), slug: s as string | null, text: t })),
  );
  const doc = fc.array(piece, { maxLength: 12 });
  const join = (pieces: { html: string }[]) => `<!DOCTYPE html><html><body><div>${pieces.map((p) => p.html).join('')}</div></body></html>`;

  it('finds exactly the links written, renames them in place and drops removed ones with nothing else touched', () => {
    fc.assert(
      fc.property(doc, slug, slug, (pieces, from, to) => {
        const html = join(pieces);
        const written = [...new Set(pieces.flatMap((p) => (p.slug ? [p.slug] : [])))];
        expect(screenLinkTargets(html)).toEqual(written);

        const renamed = retargetScreenLinks(html, { renamed: { [from]: to } });
        const expected = join(pieces.map((p) => (p.slug === from ? { html: navLink(to, p.text) } : p)));
        expect(renamed).toBe(expected);

        const removed = retargetScreenLinks(html, { removed: [from] });
        expect(removed).toBe(join(pieces.filter((p) => p.slug !== from)));
        expect(screenLinkTargets(removed)).toEqual(written.filter((s) => s !== from));
      }),
      { seed, numRuns: 400 },
    );
  });

  it('turns every link into a page path or plain text, never leaving a #/ link behind', () => {
    fc.assert(
      fc.property(doc, fc.subarray(['home', 'stats', 'profile', 'settings', 'screen-2', 'home-2']), (pieces, published) => {
        const out = screenLinksToPaths(join(pieces), (s) => (published.includes(s) ? `/${s}` : null));
        expect(screenLinkTargets(out)).toEqual([...new Set(pieces.flatMap((p) => (p.slug && published.includes(p.slug) ? [p.slug] : [])))]);
        expect(out).not.toMatch(/<a class="nav" href="#\//);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('gives back the screen links a publish turned into paths, byte for byte', () => {
    fc.assert(
      fc.property(doc, fc.subarray(['home', 'stats', 'profile', 'settings', 'screen-2', 'home-2']), (pieces, published) => {
        const html = join(pieces);
        const [first] = published;
        const out = screenLinksToPaths(html, (s) => (!published.includes(s) ? null : s === first ? './' : `./${s}`));
        const back = screenLinksFromPaths(out, ({ href }) => {
          const page = href === null ? null : pageOfSitePath(href);
          return page === 'index' ? first : page;
        });
        const kept = pieces.filter((p) => !p.slug || published.includes(p.slug));
        const unlinked = pieces.map((p) => (p.slug && !published.includes(p.slug) ? { html: `<a class="nav">${p.text}</a>` } : p));
        expect(back).toBe(join(unlinked));
        expect(screenLinkTargets(back)).toEqual([...new Set(kept.flatMap((p) => (p.slug ? [p.slug] : [])))]);
      }),
      { seed, numRuns: 300 },
    );
  });
});

describe('a new screen joins the navigation of the others', () => {
  const names: Record<string, string> = { home: 'Home', stats: 'Stats', profile: 'My Profile', 'screen-4': '设置' };
  const nameOf = (slug: string) => names[slug] ?? null;

  it('copies an entry that is not the current one, relabelled and relinked, after the last', () => {
    const html = `<body><nav class="bar">
  <a href="#/home" data-cui-screen="home" aria-current="page" class="tab on">Home</a>
  <a href="#/stats" data-cui-screen="stats" class="tab">Stats</a>
</nav><a href="#/stats" data-cui-screen="stats" class="card">See stats</a></body>`;
    const out = addScreenLinks(html, [{ slug: 'profile', name: 'My Profile' }], nameOf, { own: 'home' });
    expect(out).toBe(`<body><nav class="bar">
  <a href="#/home" data-cui-screen="home" aria-current="page" class="tab on">Home</a>
  <a href="#/stats" data-cui-screen="stats" class="tab">Stats</a>
  <a href="#/profile" data-cui-screen="profile" class="tab">My Profile</a>
</nav><a href="#/stats" data-cui-screen="stats" class="card">See stats</a></body>`);
  });

  it('copies a list item with its icon and label, and its aria-label, in any language', () => {
    const html = `<ul role="tablist"><li><a href="#/home" data-cui-screen="home" aria-label="Home"><svg></svg><span>Home</span></a></li><li><a href="#/stats" data-cui-screen="stats"><svg></svg><span>Stats</span></a></li></ul>`;
    const out = addScreenLinks(html, [{ slug: 'screen-4', name: '设置 & <更多>' }], nameOf, { own: 'stats' });
    expect(out).toBe(
      `<ul role="tablist"><li><a href="#/home" data-cui-screen="home" aria-label="Home"><svg></svg><span>Home</span></a></li><li><a href="#/stats" data-cui-screen="stats"><svg></svg><span>Stats</span></a></li><li><a href="#/screen-4" data-cui-screen="screen-4" aria-label="设置 &amp; &lt;更多&gt;"><svg></svg><span>设置 &amp; &lt;更多&gt;</span></a></li></ul>`,
    );
  });

  it('keeps the text between entries, and never copies a selected tab', () => {
    const footer = `<footer>${link('home', 'होम')} · ${link('stats', 'आँकड़े')}</footer>`;
    expect(addScreenLinks(footer, [{ slug: 'profile', name: 'प्रोफ़ाइल' }], (slug) => ({ home: 'होम', stats: 'आँकड़े' })[slug] ?? null)).toBe(
      `<footer>${link('home', 'होम')} · ${link('stats', 'आँकड़े')} · ${link('profile', 'प्रोफ़ाइल')}</footer>`,
    );
    const tabs = `<div role="tablist"><button data-cui-screen="feed" role="tab">Feed</button><button data-cui-screen="chat" role="tab" aria-selected="true" class="on">Chat</button></div>`;
    expect(addScreenLinks(tabs, [{ slug: 'profile', name: 'Me' }], (slug) => slug)).toBe(
      `<div role="tablist"><button data-cui-screen="feed" role="tab">Feed</button><button data-cui-screen="chat" role="tab" aria-selected="true" class="on">Chat</button><button data-cui-screen="profile" role="tab">Me</button></div>`,
    );
  });

  it('takes the only text of an entry as its label when it does not read the screen’s name', () => {
    const html = `<nav><a href="#/home" data-cui-screen="home">Start</a><a href="#/stats" data-cui-screen="stats">Numbers</a></nav>`;
    expect(addScreenLinks(html, [{ slug: 'profile', name: 'Me' }], nameOf)).toBe(
      `<nav><a href="#/home" data-cui-screen="home">Start</a><a href="#/stats" data-cui-screen="stats">Numbers</a><a href="#/profile" data-cui-screen="profile">Me</a></nav>`,
    );
  });

  it('leaves alone a full tab bar, links outside any navigation, repeated targets, a screen already there and labels it cannot find', () => {
    const bar = (n: number) => `<nav>${Array.from({ length: n }, (_, i) => link(`s${i}`, `S${i}`)).join('')}</nav>`;
    const add = [{ slug: 'profile', name: 'Profile' }];
    expect(addScreenLinks(bar(5), add, (slug) => slug.toUpperCase(), { maxEntries: 5 })).toBe(bar(5));
    expect(addScreenLinks(bar(4), add, (slug) => slug.toUpperCase(), { maxEntries: 5 })).toContain('data-cui-screen="profile">Profile</a></nav>');
    const cards = `<main><div>${link('home')}${link('stats')}</div><section><div>${link('home')}</div><div>${link('stats')}</div></section></main>`;
    expect(addScreenLinks(cards, add, nameOf)).toBe(cards);
    const same = `<nav>${link('stats', 'A')}${link('stats', 'B')}</nav>`;
    expect(addScreenLinks(same, add, nameOf)).toBe(same);
    const there = `<nav>${link('home', 'Home')}${link('profile', 'My Profile')}</nav>`;
    expect(addScreenLinks(there, add, nameOf)).toBe(there);
    const unlabelled = `<nav>${link('home', '<b>Go</b> <i>now</i>')}<a href="#/stats" data-cui-screen="stats"><b>See</b> <i>all</i></a></nav>`;
    expect(addScreenLinks(unlabelled, add, nameOf)).toBe(unlabelled);
  });

  it('adds exactly the new screens to any tab bar, touching nothing else (properties)', () => {
    const label = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('首页', 'होम', 'Tom & Jerry', 'a < b')).filter((t) => t.trim().length > 0);
    const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('home', 'stats', 'profile', 'settings', 'screen-2', 'inbox', 'cart'), { minLength: 2, maxLength: 6 }),
        fc.array(label, { minLength: 7, maxLength: 7 }),
        fc.string({ maxLength: 30 }).map(esc),
        fc.uniqueArray(fc.constantFrom('new-a', 'new-b', 'new-c'), { minLength: 1, maxLength: 3 }),
        label,
        fc.integer({ min: 2, max: 9 }),
        (slugs, labels, noise, added, newName, max) => {
          const entries = slugs.map((slug, i) => `<li class="tab">${link(slug, esc(labels[i]))}</li>`);
          // A list of screen links is a navigation, in a nav or not.
          const html = noise.length % 2 ? `<body><p>${noise}</p><nav><ul>${entries.join('\n')}</ul></nav><p>${noise}</p></body>` : `<body><div><ul>${entries.join('\n')}</ul></div></body>`;
          const nameOf = (slug: string) => labels[(slugs as string[]).indexOf(slug)] ?? null;
          const out = addScreenLinks(html, added.map((slug) => ({ slug, name: newName })), nameOf, { maxEntries: max });
          const fits = added.slice(0, Math.max(0, max - slugs.length));
          expect(screenLinkTargets(out)).toEqual([...slugs, ...fits]);
          // The copy keeps the white space around the label it copied.
          const template = esc(labels[slugs.length - 1]);
          const label = `${/^\s*/.exec(template)![0]}${esc(newName)}${/\s*$/.exec(template)![0]}`;
          const inserted = fits.map((slug) => `\n<li class="tab">${link(slug, label)}</li>`).join('');
          expect(out).toBe(html.replace('</li></ul>', () => `</li>${inserted}</ul>`));
        },
      ),
      { seed, numRuns: 300 },
    );
  });
});
