import fc from 'fast-check';
import { LINK_BAND, linkArrows } from '../src/features/stitch/canvas/link-arrows';
import { layoutScreens } from '../src/features/stitch/canvas/geometry';
import { screenGraph } from '../src/features/stitch/prototype/screen-graph';
import { screenLinkTargets, screenSlug, screenSlugs } from '@cui/shared';

// Property runs print their seed; replay a failure with PROTOTYPE_SEED=<seed>.
const seed = process.env.PROTOTYPE_SEED ? Number(process.env.PROTOTYPE_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`prototype links seed=${seed} (replay: PROTOTYPE_SEED=${seed} npx jest test/prototype-links.test.ts)`);

const link = (slug: string, text = slug) => `<a href="#/${slug}" data-cui-screen="${slug}">${text}</a>`;

describe('screen slugs (private copy of the screen-links contract)', () => {
  it.each([
    ['Home', 1, 'home'],
    ['Pet Details', 2, 'pet-details'],
    ['  --Stats & Charts!!  ', 3, 'stats-charts'],
    ['统计', 4, 'screen-4'],
    ['प्रोफ़ाइल', 2, 'screen-2'],
    ['Café Menu 2', 1, 'caf-menu-2'],
    ['a'.repeat(39) + ' b', 1, 'a'.repeat(39)],
  ])('%j at %d is %j', (name, position, slug) => {
    expect(screenSlug(name, position)).toBe(slug);
  });

  it('numbers repeated slugs in order', () => {
    expect(screenSlugs(['Home', 'home', 'HOME!', '统计', '主页'])).toEqual(['home', 'home-2', 'home-3', 'screen-4', 'screen-5']);
  });

  it('gives any names distinct slugs of at most 40 characters (plus a count) in the URL-safe alphabet', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('Home', 'home', '首页', 'Stats', 'स्क्रीन')), { maxLength: 20 }), (names) => {
        const slugs = screenSlugs(names);
        expect(slugs).toHaveLength(names.length);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        names.forEach((name, i) => expect(slugs[i].startsWith(screenSlug(name, i + 1))).toBe(true));
      }),
      { seed, numRuns: 300 },
    );
  });
});

describe('screen links read from HTML', () => {
  it('reads every element carrying the attribute and every anchor to a screen address, each slug once, in order, not text that only looks like one', () => {
    const html = `<nav>${link('stats')}${link('home')}<button data-cui-screen="profile">Me</button>${link('stats', 'again')}</nav>
      <p>data-cui-screen="fake" &lt;a data-cui-screen="nope"&gt;</p><!-- <a data-cui-screen="commented"> --><a href="#/plain">x</a>`;
    expect(screenLinkTargets(html)).toEqual(['stats', 'home', 'profile', 'plain']);
  });

  it('builds the graph between screens, leaving out self links and keeping missing targets apart', () => {
    const graph = screenGraph([
      { name: 'Home', code: `<body>${link('home')}${link('stats')}${link('settings')}</body>` },
      { name: 'Stats', code: `<body>${link('home')}${link('ghost')}</body>` },
      { name: 'Settings', code: '' },
    ]);
    expect(graph.slugs).toEqual(['home', 'stats', 'settings']);
    expect(graph.edges).toEqual([
      { from: 0, to: 1 },
      { from: 0, to: 2 },
      { from: 1, to: 0 },
    ]);
    expect(graph.missing).toEqual([{ from: 1, slug: 'ghost' }]);
  });
});

describe('link-map arrows', () => {
  const rects = layoutScreens(3, 'mobile');

  it('arcs over the row to a screen on the right and under it to one on the left, ending at the target', () => {
    const [right, left] = linkArrows(rects, [{ from: 0, to: 2 }, { from: 2, to: 0 }], 0.5);
    const numbers = (path: string) => path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const [sx, sy, cx, cy] = numbers(right.path);
    expect(sy).toBe(rects[0].y);
    expect(cy).toBeLessThan(rects[0].y);
    expect(sx).toBeGreaterThan(rects[0].x);
    expect(sx).toBeLessThan(rects[0].x + rects[0].width);
    expect(cx).toBeGreaterThan(rects[0].x + rects[0].width);
    expect(right.head[0].y).toBe(rects[2].y);
    expect(right.head[0].x).toBeGreaterThan(rects[2].x);
    // The arc's peak stays inside the band the fit keeps clear, in box pixels at this zoom.
    expect((rects[0].y - cy) / 2 * 0.5).toBeLessThanOrEqual(LINK_BAND);
    const [, ly, , lcy] = numbers(left.path);
    expect(ly).toBe(rects[2].y + rects[2].height);
    expect(lcy).toBeGreaterThan(ly);
    expect(left.head[0]).toEqual({ x: expect.any(Number), y: rects[0].y + rects[0].height });
  });

  it('runs between rows from the bottom of the upper screen to the top of the lower one', () => {
    const grid = layoutScreens(4, 'mobile', 2);
    const [down] = linkArrows(grid, [{ from: 0, to: 2 }], 0.5);
    expect(down.path.startsWith(`M ${grid[0].x + grid[0].width / 2} ${grid[0].y + grid[0].height}`)).toBe(true);
    expect(down.head[0]).toEqual({ x: grid[2].x + grid[2].width / 2, y: grid[2].y });
  });

  it('raises arcs to screens further away higher, so two arcs from one screen do not overlap', () => {
    const four = layoutScreens(4, 'mobile');
    const [near, far] = linkArrows(four, [{ from: 0, to: 1 }, { from: 0, to: 3 }], 1);
    const controlY = (path: string) => Number(path.split(' ')[5]);
    expect(controlY(far.path)).toBeLessThan(controlY(near.path));
  });

  it('draws nothing for a screen that is not there or a link to itself', () => {
    expect(linkArrows(rects, [{ from: 0, to: 7 }, { from: 1, to: 1 }], 0.5)).toEqual([]);
  });
});
