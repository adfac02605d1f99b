/** Copy for personal pages: portfolios (photographers, designers, developers) and résumés. */
import type { PageContent, CopyContext, Tile, IconItem } from './types';
import { cap, people } from './people';

interface Persona {
  role: string;
  intro: string;
  work: Tile[];
  services: IconItem[];
}

/**
 * True for a portfolio of a profession no persona was written for ("freelance sound engineer"): its
 * copy is built around the prompt's words, never a sample designer's career.
 */
function ownProfession(ctx: CopyContext): boolean {
  if (ctx.language === 'zh' || ctx.language === 'hi') return false;
  // A CV for a profession the prompt names ("personal site for a violinist") is no product manager's.
  if (ctx.kind === 'resume') return ctx.topic === 'resume' && ctx.noun !== 'professional' && !/\bproduct manager\b/i.test(ctx.noun);
  if (ctx.kind !== 'portfolio' || ctx.noun === 'product designer') return false;
  // The designer persona is a digital product designer's: a tattoo artist or a graphic designer gets their own words.
  return ctx.topic === 'portfolio' || (ctx.topic === 'designer' && !/\b(?:product|ux|ui|interaction|digital|web|app)\b/i.test(ctx.noun));
}

function persona(ctx: CopyContext): Persona {
  if (ownProfession(ctx)) {
    const role = cap(ctx.noun);
    const where = ctx.place ? ` based in ${ctx.place}` : '';
    const tile = (title: string, tag: string, icon: Tile['icon']): Tile => ({ title, caption: `${role} work, details on request`, tag, icon });
    return {
      role,
      intro: `${role}${where}: recent work, what I offer and how to book me, all in one place.`,
      work: [
        tile('Recent project', 'Recent', 'sparkles'),
        tile('Client project', 'Client', 'briefcase'),
        tile('Collaboration', 'Collaboration', 'users'),
        tile('Personal project', 'Personal', 'heart'),
        tile('Commission', 'Client', 'star'),
        tile('Work in progress', 'Recent', 'clock'),
        tile('Earlier work', 'Archive', 'layers'),
        tile('Side project', 'Personal', 'compass'),
        tile('Team project', 'Collaboration', 'users'),
      ],
      services: [
        { icon: 'briefcase', title: 'Projects', body: `${role} work from first conversation to delivery, scoped and priced up front.` },
        { icon: 'clock', title: 'Day rates', body: 'Book a day or a few, for work that needs a pair of experienced hands.' },
        { icon: 'message', title: 'Advice', body: 'A call to look at what you have and what it needs.' },
        { icon: 'users', title: 'Collaborations', body: 'Working alongside your team, in person or remotely.' },
      ],
    };
  }
  switch (ctx.topic) {
    case 'photography':
      return {
        // "wedding photographer", "food photographer": the prompt's own words for the speciality.
        role: /^[a-z][a-z -]* photographer$/i.test(ctx.noun) ? cap(ctx.noun) : 'Photographer',
        intro: 'Editorial, portrait and wedding photography with a quiet, natural eye. Based in Lisbon, working everywhere.',
        work: [
          { title: 'Salt & Light', caption: 'Editorial for Coastal Living', tag: 'Editorial', icon: 'camera' },
          { title: 'Ana & Tomás', caption: 'Wedding in the Douro Valley', tag: 'Wedding', icon: 'heart' },
          { title: 'Quiet Hours', caption: 'Personal series, 2024', tag: 'Personal', icon: 'sun' },
          { title: 'The Makers', caption: 'Portraits of local artisans', tag: 'Portrait', icon: 'users' },
          { title: 'Night Market', caption: 'Street photography, Taipei', tag: 'Travel', icon: 'globe' },
          { title: 'Studio Sessions', caption: 'Brand portraits for founders', tag: 'Commercial', icon: 'image' },
          { title: 'Field Notes', caption: 'Landscapes of the north', tag: 'Travel', icon: 'compass' },
          { title: 'Kitchen Stories', caption: 'Cookbook photography', tag: 'Commercial', icon: 'utensils' },
          { title: 'First Light', caption: 'Dawn portraits series', tag: 'Personal', icon: 'sparkles' },
        ],
        services: [
          { icon: 'heart', title: 'Weddings', body: 'Relaxed, documentary coverage from getting ready to the last dance.' },
          { icon: 'users', title: 'Portraits', body: 'Natural portraits for individuals, families and teams.' },
          { icon: 'briefcase', title: 'Brand & editorial', body: 'Campaigns, lookbooks and editorial stories for brands and magazines.' },
          { icon: 'image', title: 'Fine-art prints', body: 'Archival prints of selected work, signed and numbered.' },
          { icon: 'camera', title: 'Workshops', body: 'Small-group workshops on light, composition and editing.' },
          { icon: 'globe', title: 'Travel assignments', body: 'Available worldwide for commissions and collaborations.' },
        ],
      };
    case 'developer':
      return {
        role: 'Software Engineer',
        intro: 'Full-stack engineer who cares about fast, accessible products. Ten years of shipping web apps, APIs and developer tools.',
        work: [
          { title: 'Realtime Editor', caption: 'Collaborative editing with CRDTs', tag: 'TypeScript', icon: 'code' },
          { title: 'Payments API', caption: 'Processing $40M a year', tag: 'Go', icon: 'database' },
          { title: 'Design System', caption: '120 accessible components', tag: 'React', icon: 'layers' },
          { title: 'Edge Cache', caption: 'Open-source, 4k GitHub stars', tag: 'Rust', icon: 'bolt' },
          { title: 'Mobile Banking', caption: 'React Native app for 300k users', tag: 'Mobile', icon: 'phone' },
          { title: 'Observability Kit', caption: 'Tracing for small teams', tag: 'Open source', icon: 'activity' },
          { title: 'CLI Toolkit', caption: 'Scaffolding for monorepos', tag: 'Node.js', icon: 'cpu' },
          { title: 'Search Service', caption: 'Sub-50 ms full-text search', tag: 'Postgres', icon: 'search' },
          { title: 'Data Pipeline', caption: 'Streaming ETL at scale', tag: 'Python', icon: 'refresh' },
        ],
        services: [
          { icon: 'code', title: 'Front-end', body: 'React, Vue and TypeScript apps that are fast, accessible and easy to maintain.' },
          { icon: 'database', title: 'Back-end & APIs', body: 'Node.js, Go and Postgres services designed for reliability.' },
          { icon: 'cpu', title: 'Performance', body: 'Audits and fixes that make slow apps feel instant.' },
          { icon: 'users', title: 'Team leadership', body: 'Mentoring, code review culture and pragmatic architecture.' },
          { icon: 'shield', title: 'Security', body: 'Threat modelling, auth flows and secure defaults.' },
          { icon: 'layers', title: 'Design systems', body: 'Component libraries shared by design and engineering.' },
        ],
      };
    default:
      return {
        role: ctx.kind === 'resume' ? 'Product Manager' : 'Product Designer',
        intro:
          ctx.kind === 'resume'
            ? 'Product leader with twelve years of experience turning messy problems into products people love. Calm in a crisis, curious by default.'
            : 'I design clear, friendly digital products for start-ups and established teams. Currently leading design at Northwind.',
        work: [
          { title: 'Fintech onboarding', caption: 'Activation up 31%', tag: 'Product', icon: 'trend' },
          { title: 'Health app', caption: 'From idea to App Store in 12 weeks', tag: 'Mobile', icon: 'heart' },
          { title: 'Design system', caption: 'Shared by six product teams', tag: 'Systems', icon: 'layers' },
          { title: 'Museum website', caption: 'Award-winning accessible redesign', tag: 'Web', icon: 'globe' },
          { title: 'Brand refresh', caption: 'Identity for a climate start-up', tag: 'Brand', icon: 'sparkles' },
          { title: 'Analytics dashboard', caption: 'Complex data, made readable', tag: 'Product', icon: 'chart' },
          { title: 'E-commerce checkout', caption: 'Conversion up 18%', tag: 'Web', icon: 'bag' },
          { title: 'Travel companion', caption: 'Concept app and prototype', tag: 'Mobile', icon: 'compass' },
          { title: 'Learning platform', caption: 'Course builder for teachers', tag: 'Product', icon: 'book' },
        ],
        services: [
          { icon: 'pen', title: 'Product design', body: 'End-to-end design from research and flows to polished UI.' },
          { icon: 'layers', title: 'Design systems', body: 'Scalable component libraries with clear documentation.' },
          { icon: 'search', title: 'User research', body: 'Interviews and usability testing that lead to real decisions.' },
          { icon: 'sparkles', title: 'Prototyping', body: 'Interactive prototypes to test ideas before you build them.' },
          { icon: 'users', title: 'Workshops', body: 'Facilitated sessions that align teams around the problem.' },
          { icon: 'target', title: 'Strategy', body: 'Roadmaps and product principles grounded in evidence.' },
        ],
      };
  }
}

export function portfolioContent(ctx: CopyContext, base: PageContent): PageContent {
  const p = persona(ctx);
  const { name } = ctx;
  const first = name.split(/\s+/)[0];
  const person = /^[A-Z][\p{L}'’-]+(\s[A-Z][\p{L}'’-]+){0,2}$/u.test(name) && !/\b(Studio|Studios|Photography|Design|Designs|Media|Labs?|Creative|Co)\b/.test(name);
  const [a, b, c, d] = people(ctx.seed, 4, 11);
  const own = ownProfession(ctx);
  // A CV in the prompt's own profession takes the neutral portfolio copy; its experience stays neutral too.
  const resume = ctx.kind === 'resume' && !own;
  return {
    ...base,
    kind: ctx.kind === 'resume' ? 'resume' : 'portfolio',
    tagline: `${p.role}`,
    description: p.intro,
    labels: { ...base.labels, about: 'About', gallery: resume ? 'Projects' : 'Work', features: resume ? 'Skills' : 'Services', experience: 'Experience', contact: 'Contact', testimonials: 'Kind words' },
    navCta: { label: resume ? 'Download CV' : 'Hire me', to: 'contact' },
    hero: {
      badge: 'Available for new projects',
      title: !person ? `${p.role} work by ${name}` : resume ? `Hi, I’m ${first}. I build products people love.` : `Hi, I’m ${first} — ${p.role.toLowerCase()}.`,
      highlight: !person ? name : resume ? 'products people love' : p.role.toLowerCase(),
      subtitle: p.intro,
      primary: { label: resume ? 'Get in touch' : 'See my work', to: resume ? 'contact' : 'gallery' },
      secondary: { label: resume ? 'View experience' : 'About me', to: resume ? 'experience' : 'about' },
      note: resume ? 'Based in London · Open to remote' : own ? 'Taking new bookings' : 'Currently booking projects for next quarter',
      visual: 'portrait',
      layout: 'split',
      facts: own ? undefined : [
        { label: 'Experience', value: resume ? '12 years' : '10 years' },
        { label: 'Projects', value: '80+' },
      ],
    },
    about: {
      eyebrow: 'About',
      title: resume ? 'A little about me' : person ? `Hello, I’m ${first}` : `About ${name}`,
      paragraphs: [
        p.intro,
        resume
          ? 'I have led teams at start-ups and scale-ups, launched products in four markets and learned that the best work comes from clear goals and kind people.'
          : 'I believe good work starts with listening. I partner closely with founders and teams, share progress early and care about the details long after launch.',
      ],
      bullets: resume
        ? ['Led teams of up to 14 people', 'Launched 9 products from zero to one', 'Speaker at ProductCon and UX London']
        : own
          ? ['Clear quotes before work starts', 'Replies within two days', 'Happy to share references']
          : ['Clients in 12 countries', 'Featured in Awwwards and Behance', 'Mentor at Design Buddies'],
      media: { icon: ctx.topic === 'photography' ? 'camera' : ctx.topic === 'developer' ? 'code' : own ? 'briefcase' : 'pen', label: `${first} at work` },
      cta: { label: 'Get in touch', to: 'contact' },
    },
    gallery: { eyebrow: resume ? 'Projects' : 'Selected work', title: resume ? 'Things I have shipped' : 'Selected work', subtitle: 'A few recent projects I am proud of.', items: p.work },
    features: {
      eyebrow: resume ? 'Skills' : 'Services',
      title: resume ? 'What I bring to a team' : 'How I can help',
      subtitle: resume ? 'A mix of craft, leadership and curiosity.' : 'Flexible engagements, from a two-week sprint to a long-term partnership.',
      items: resume
        ? [
            { icon: 'target', title: 'Product strategy', body: 'Vision, roadmaps and measurable goals that teams rally behind.' },
            { icon: 'users', title: 'Leadership', body: 'Hiring, coaching and building teams that ship with confidence.' },
            { icon: 'search', title: 'Discovery', body: 'Research, experiments and data that reduce risk early.' },
            { icon: 'chart', title: 'Analytics', body: 'SQL, dashboards and clear storytelling with numbers.' },
            { icon: 'message', title: 'Communication', body: 'Writing and presenting for executives and engineers alike.' },
            { icon: 'layers', title: 'Delivery', body: 'Agile rituals that help, not hinder, the people doing the work.' },
          ]
        : p.services,
    },
    experience: resume ? {
      eyebrow: 'Experience',
      title: 'Where I have worked',
      items: [
        { time: '2021 — Now', title: 'Director of Product', meta: 'Northwind', body: 'Lead three product teams; grew revenue from $8M to $21M ARR with a new self-serve motion.' },
        { time: '2018 — 2021', title: 'Senior Product Manager', meta: 'Lumen Labs', body: 'Launched the mobile app (4.8★, 500k downloads) and a marketplace for partners.' },
        { time: '2015 — 2018', title: 'Product Manager', meta: 'Harbor & Co.', body: 'Owned checkout and payments across web and mobile, +14% conversion.' },
        { time: '2013 — 2015', title: 'Business Analyst', meta: 'Keystone Consulting', body: 'Data and process work for retail and logistics clients.' },
        { time: '2009 — 2013', title: 'BSc Computer Science', meta: 'University of Leeds', body: 'First-class honours; president of the entrepreneurship society.' },
      ],
    } : own && ctx.kind === 'resume' ? {
      eyebrow: 'Experience',
      title: 'Where I have worked',
      items: [
        { time: 'Now', title: p.role, meta: 'Independent', body: 'Current work and bookings: see the work above.' },
        { time: 'Earlier', title: p.role, meta: 'With teams and clients', body: 'Roles, clients and references on request.' },
        { time: 'Training', title: 'Training', meta: '', body: 'Where I learned the craft; details on request.' },
      ],
    } : base.experience,
    testimonials: {
      eyebrow: 'Kind words',
      title: 'What people say',
      subtitle: 'From clients and colleagues I have worked with.',
      items: [
        { quote: `${first} made a complicated project feel simple. Clear communication, beautiful work and always on time.`, name: a, role: own ? 'Client' : 'Founder, Lumen' },
        { quote: `Working with ${first} raised the bar for our whole team. I would hire them again in a heartbeat.`, name: b, role: own ? 'Collaborator' : 'VP Product, Northwind' },
        { quote: 'Thoughtful, fast and a genuine pleasure to collaborate with. The results spoke for themselves.', name: c, role: own ? 'Repeat client' : 'Marketing Lead, Harbor' },
        { quote: own ? 'Careful, reliable and easy to work with. We will book again.' : 'Rare combination of craft and pragmatism. Our users noticed the difference immediately.', name: d, role: own ? 'Client' : 'CEO, Pioneer' },
      ],
    },
    pricing: {
      eyebrow: 'Packages',
      title: 'Ways to work together',
      subtitle: 'Every project starts with a free 30-minute call.',
      plans: own ? [
        { name: 'Single booking', price: '$450', period: 'per day', blurb: 'One day, one clear job.', features: ['Agreed scope', 'Delivered as discussed', 'One round of changes'], cta: 'Book a day' },
        { name: 'Project', price: '$2,400', period: 'from', blurb: 'A defined piece of work, start to finish.', features: ['Scope and quote up front', 'Regular updates', 'Two rounds of changes'], cta: 'Start a project', featured: true },
        { name: 'Ongoing', price: 'Custom', period: '', blurb: 'Regular work for a regular client.', features: ['Reserved days each month', 'Priority booking', 'Monthly review'], cta: 'Talk to me' },
      ] : [
        { name: 'Sprint', price: '$3,500', period: 'one week', blurb: 'A focused week on one problem.', features: ['Kick-off workshop', 'Daily updates', 'Final presentation'], cta: 'Book a sprint' },
        { name: 'Project', price: '$12,000', period: 'from', blurb: 'End-to-end delivery of a defined scope.', features: ['Research & strategy', 'Design & prototypes', 'Hand-off & support', 'Two revision rounds'], cta: 'Start a project', featured: true },
        { name: 'Retainer', price: '$6,000', period: 'per month', blurb: 'Ongoing partnership for growing teams.', features: ['Two days a week', 'Priority availability', 'Monthly review'], cta: 'Discuss a retainer' },
      ],
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Let’s work together',
      subtitle: 'Tell me about your project, timeline and budget. I reply to every message within two days.',
      details: [
        { icon: 'mail', label: 'E-mail', value: 'hello@example.com' },
        { icon: 'pin', label: 'Based in', value: own ? (ctx.place ?? 'Available to travel') : ctx.topic === 'photography' ? 'Lisbon, Portugal' : 'London, United Kingdom' },
        { icon: 'calendar', label: 'Availability', value: 'Booking from next month' },
      ],
      fields: base.contact.fields,
      submit: 'Send message',
      thanks: `Thanks for reaching out! ${first} will reply within two days.`,
    },
    cta: {
      title: 'Have a project in mind?',
      subtitle: 'I am currently taking on a small number of new clients. Let’s talk.',
      primary: { label: 'Start a conversation', to: 'contact' },
      secondary: { label: 'See my work', to: 'gallery' },
    },
    footer: {
      blurb: `${name} — ${p.role}. Thanks for stopping by.`,
      columns: [
        { title: 'Navigate', links: [{ label: 'About', to: 'about' }, { label: resume ? 'Projects' : 'Work', to: 'gallery' }, { label: 'Contact', to: 'contact' }] },
        { title: 'Elsewhere', links: [{ label: resume ? 'Experience' : 'Services', to: resume ? 'experience' : 'features' }, { label: 'Kind words', to: 'testimonials' }] },
      ],
      legal: 'All rights reserved.',
    },
  };
}
