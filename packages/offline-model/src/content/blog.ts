/** Copy for blogs and magazines: featured story, post grid, author, newsletter. */
import type { PageContent, CopyContext, Post } from './types';
import { article, cap } from './people';

function posts(topic: string): { title: string; highlight: string; subtitle: string; list: Post[] } {
  switch (topic) {
    case 'food-blog':
      return {
        title: 'Simple recipes for real weeknights',
        highlight: 'real weeknights',
        subtitle: 'Seasonal, tested-three-times recipes that get dinner on the table in under forty minutes.',
        list: [
          { title: 'One-pan lemon chicken with crispy potatoes', excerpt: 'The dinner I make most often: bright, crunchy and only one pan to wash.', category: 'Dinner', date: 'Mar 10, 2025', minutes: 7 },
          { title: 'The only banana bread recipe you need', excerpt: 'Brown butter, a little rye flour and a crackly sugar top.', category: 'Baking', date: 'Mar 3, 2025', minutes: 5 },
          { title: 'Ten-minute peanut noodles', excerpt: 'A pantry sauce worth memorising, plus five ways to change it up.', category: 'Quick', date: 'Feb 24, 2025', minutes: 4 },
          { title: 'How to stock a small-kitchen pantry', excerpt: 'Thirty ingredients that make a hundred meals possible.', category: 'Guides', date: 'Feb 12, 2025', minutes: 9 },
          { title: 'Roasted tomato soup with grilled cheese croutons', excerpt: 'Comfort food that happens to be mostly vegetables.', category: 'Soup', date: 'Feb 2, 2025', minutes: 6 },
          { title: 'Sunday meal prep in ninety minutes', excerpt: 'A realistic plan for five lunches and three dinners.', category: 'Guides', date: 'Jan 20, 2025', minutes: 10 },
        ],
      };
    case 'travel-blog':
      return {
        title: 'Slow travel, honest stories',
        highlight: 'honest stories',
        subtitle: 'Field notes, routes and practical guides from two years on the road, one train ride at a time.',
        list: [
          { title: 'Lisbon to Porto by train: a slow weekend', excerpt: 'Where to stop, what to eat and the window seat you want.', category: 'Portugal', date: 'Mar 8, 2025', minutes: 8 },
          { title: 'Packing light for a month in Japan', excerpt: 'A 30-litre bag, four seasons and zero regrets.', category: 'Guides', date: 'Feb 28, 2025', minutes: 6 },
          { title: 'The quiet villages of the Dolomites', excerpt: 'Hiking hut to hut away from the crowds.', category: 'Italy', date: 'Feb 14, 2025', minutes: 9 },
          { title: 'How we budget for long-term travel', excerpt: 'Our real numbers from twelve countries.', category: 'Money', date: 'Feb 1, 2025', minutes: 7 },
          { title: 'Night trains are back', excerpt: 'The best sleeper routes in Europe right now.', category: 'Trains', date: 'Jan 18, 2025', minutes: 5 },
          { title: 'Working remotely from Mexico City', excerpt: 'Neighbourhoods, cafés and the best tacos near a good desk.', category: 'Mexico', date: 'Jan 5, 2025', minutes: 8 },
        ],
      };
    case 'tech-blog':
      return {
        title: 'Notes on building software',
        highlight: 'building software',
        subtitle: 'Deep dives on architecture, performance and the human side of engineering teams.',
        list: [
          { title: 'What we learned migrating 2 billion rows to Postgres', excerpt: 'Zero downtime, three surprises and the script we wish we had on day one.', category: 'Databases', date: 'Mar 11, 2025', minutes: 12 },
          { title: 'A practical guide to feature flags', excerpt: 'How to ship daily without breaking things, or your team.', category: 'Practices', date: 'Mar 2, 2025', minutes: 8 },
          { title: 'Making our dashboard 10× faster', excerpt: 'Profiling, caching and deleting code we did not need.', category: 'Performance', date: 'Feb 19, 2025', minutes: 10 },
          { title: 'The case for boring technology', excerpt: 'Why we picked the tools everyone already understands.', category: 'Architecture', date: 'Feb 6, 2025', minutes: 7 },
          { title: 'Writing incident reviews people read', excerpt: 'A template that focuses on learning, not blame.', category: 'Teams', date: 'Jan 24, 2025', minutes: 6 },
          { title: 'TypeScript patterns we keep reaching for', excerpt: 'Discriminated unions, branded types and exhaustive checks.', category: 'TypeScript', date: 'Jan 10, 2025', minutes: 9 },
        ],
      };
    default:
      return {
        title: 'Ideas worth slowing down for',
        highlight: 'slowing down',
        subtitle: 'Essays, interviews and practical guides about work, creativity and living well. New stories every Tuesday.',
        list: [
          { title: 'The art of doing one thing at a time', excerpt: 'What a month without multitasking taught me about focus and rest.', category: 'Essays', date: 'Mar 11, 2025', minutes: 7 },
          { title: 'A conversation with a bookbinder', excerpt: 'On patience, craft and why some things should take a long time.', category: 'Interviews', date: 'Mar 4, 2025', minutes: 11 },
          { title: 'Designing a calmer morning', excerpt: 'Six small changes that made the first hour of my day my favourite.', category: 'Guides', date: 'Feb 25, 2025', minutes: 5 },
          { title: 'Notes from a year of walking', excerpt: '2,000 miles, a dozen notebooks and more ideas than I can use.', category: 'Essays', date: 'Feb 11, 2025', minutes: 9 },
          { title: 'How to start a reading habit that sticks', excerpt: 'Lower the bar, carry a book, and other unglamorous advice.', category: 'Guides', date: 'Jan 28, 2025', minutes: 6 },
          { title: 'The generous art of letter writing', excerpt: 'Why I started writing by hand again and who wrote back.', category: 'Culture', date: 'Jan 14, 2025', minutes: 8 },
        ],
      };
  }
}

/**
 * A blog on a subject no topic was written for ("restaurant review blog"): its headline and posts are
 * framed around the prompt's words, not a sample journal's essays on slow living.
 */
function ownPosts(ctx: CopyContext): { title: string; highlight: string; subtitle: string; list: Post[] } | null {
  if (ctx.topic !== 'blog' || ctx.noun === 'blog' || ctx.language === 'zh' || ctx.language === 'hi') return null;
  const noun = ctx.noun;
  const where = ctx.place ? ` in ${ctx.place}` : '';
  const post = (title: string, excerpt: string, category: string, date: string, minutes: number): Post => ({ title, excerpt, category, date, minutes });
  return {
    title: `${cap(noun)}${where}`,
    highlight: cap(noun),
    subtitle: `${ctx.name} is ${article(noun)} ${noun}${where}: new posts, honest notes and a newsletter when there is something worth saying.`,
    list: [
      post('Start here', `What ${ctx.name} is about and the posts to read first.`, 'Welcome', 'Mar 11, 2025', 4),
      post('The latest post', 'Fresh from this week, with notes and pictures.', 'Latest', 'Mar 4, 2025', 6),
      post('Questions readers ask', 'The ones that come up most, answered in one place.', 'Q&A', 'Feb 25, 2025', 5),
      post('A look back', 'What changed this season, and what comes next.', 'Notes', 'Feb 11, 2025', 7),
      post('From the archive', 'An older post that still gets read the most.', 'Archive', 'Jan 28, 2025', 6),
      post('Behind the blog', `How posts on ${ctx.name} are written and chosen.`, 'About', 'Jan 14, 2025', 5),
    ],
  };
}

export function blogContent(ctx: CopyContext, base: PageContent): PageContent {
  const own = ownPosts(ctx);
  const p = own ?? posts(ctx.topic);
  const { name } = ctx;
  return {
    ...base,
    kind: 'blog',
    tagline: p.title,
    description: p.subtitle,
    labels: { ...base.labels, blog: 'Latest', about: 'About', newsletter: 'Subscribe', gallery: 'Photos' },
    navCta: { label: 'Subscribe', to: 'newsletter' },
    hero: {
      badge: own ? `${ctx.name} · ${cap(ctx.noun)}` : `Issue 48 · ${p.list[0].category}`,
      title: p.title,
      highlight: p.highlight,
      subtitle: p.subtitle,
      primary: { label: 'Read the latest', to: 'blog' },
      secondary: { label: 'Subscribe free', to: 'newsletter' },
      note: 'Joined by 18,000 readers',
      visual: 'article',
      layout: 'split',
    },
    blog: { eyebrow: 'Latest stories', title: 'Fresh from the journal', subtitle: 'Hand-picked reads from this month.', posts: p.list },
    about: {
      eyebrow: 'About',
      title: `The people behind ${name}`,
      paragraphs: [
        own ? p.subtitle : `${name} is an independent publication, written slowly and funded by readers. No ads, no tracking, no clickbait.`,
        'We publish one carefully edited story a week and a monthly letter with the best things we read elsewhere.',
      ],
      bullets: ['Independent and reader-funded', 'One story a week, every week', 'Featured in The Guardian and Monocle'],
      media: { icon: 'book', label: 'Written slowly' },
      cta: { label: 'Subscribe', to: 'newsletter' },
    },
    newsletter: {
      eyebrow: 'Newsletter',
      title: 'One good story, every Tuesday',
      subtitle: `Join 18,000 readers who get ${name} in their inbox. Free, thoughtful and easy to unsubscribe from.`,
      placeholder: 'you@example.com',
      button: 'Subscribe',
      note: 'No spam. We never share your address.',
    },
    testimonials: {
      ...base.testimonials,
      eyebrow: 'Readers',
      title: 'What readers say',
      subtitle: 'Kind words from our inbox.',
    },
    cta: {
      title: 'Never miss a story',
      subtitle: 'New essays every Tuesday, delivered free to your inbox.',
      primary: { label: 'Subscribe', to: 'newsletter' },
      secondary: { label: 'Browse the archive', to: 'blog' },
    },
    footer: {
      blurb: `${name} — ${p.title.toLowerCase()}. Independent since 2019.`,
      columns: [
        { title: 'Read', links: [{ label: 'Latest', to: 'blog' }, { label: 'About', to: 'about' }] },
        { title: 'Follow', links: [{ label: 'Newsletter', to: 'newsletter' }, { label: 'Contact', to: 'contact' }] },
      ],
      legal: 'All rights reserved.',
    },
  };
}
