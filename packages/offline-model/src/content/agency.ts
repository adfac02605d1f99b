/** Copy for agencies, studios and consultancies: services, work, clients. */
import type { PageContent, CopyContext, IconItem } from './types';
import { people } from './people';

function services(topic: string): { title: string; highlight: string; subtitle: string; items: IconItem[] } {
  if (topic === 'marketing-agency') {
    return {
      title: 'Growth marketing that pays for itself',
      highlight: 'pays for itself',
      subtitle: 'Strategy, content and paid media run by senior specialists, measured against the numbers your board cares about.',
      items: [
        { icon: 'target', title: 'Paid acquisition', body: 'Search, social and programmatic campaigns optimised weekly for profitable growth.' },
        { icon: 'search', title: 'SEO & content', body: 'Technical SEO and content that ranks, converts and compounds over time.' },
        { icon: 'chart', title: 'Analytics & attribution', body: 'Clean tracking and dashboards so every dollar has a story.' },
        { icon: 'pen', title: 'Brand & creative', body: 'Campaign concepts, ad creative and landing pages that stop the scroll.' },
        { icon: 'mail', title: 'Lifecycle & e-mail', body: 'Onboarding, retention and win-back journeys that lift lifetime value.' },
        { icon: 'users', title: 'Social & community', body: 'Always-on social and creator partnerships with a real point of view.' },
        { icon: 'trend', title: 'Conversion optimisation', body: 'Research-led experiments that turn more visitors into customers.' },
      ],
    };
  }
  if (topic === 'consulting') {
    return {
      title: 'Clear advice for complex decisions',
      highlight: 'complex decisions',
      subtitle: 'Independent advisors for founders, boards and leadership teams navigating growth, funding and change.',
      items: [
        { icon: 'target', title: 'Strategy', body: 'Market entry, positioning and three-year plans your team can execute.' },
        { icon: 'chart', title: 'Finance & funding', body: 'Financial models, fundraising support and investor relations.' },
        { icon: 'users', title: 'Organisation', body: 'Structure, hiring plans and leadership coaching for scaling teams.' },
        { icon: 'shield', title: 'Risk & compliance', body: 'Practical governance that protects without slowing you down.' },
        { icon: 'refresh', title: 'Transformation', body: 'Operating model and process redesign with measurable milestones.' },
        { icon: 'briefcase', title: 'M&A support', body: 'Due diligence, integration planning and post-deal value creation.' },
      ],
    };
  }
  return {
    title: 'We design brands and products people remember',
    highlight: 'people remember',
    subtitle: 'An independent studio of designers, strategists and engineers building bold identities and digital products for ambitious companies.',
    items: [
      { icon: 'sparkles', title: 'Brand identity', body: 'Naming, strategy and visual identities with a clear, ownable idea.' },
      { icon: 'layers', title: 'Product design', body: 'Research-led UX and interface design for web and mobile products.' },
      { icon: 'code', title: 'Web development', body: 'Fast, accessible websites and apps built on modern, maintainable stacks.' },
      { icon: 'pen', title: 'Content & motion', body: 'Copywriting, illustration and motion that bring a brand to life.' },
      { icon: 'target', title: 'Digital strategy', body: 'Roadmaps and experiments that connect design to business goals.' },
      { icon: 'users', title: 'Design systems', body: 'Scalable systems that keep large teams consistent and quick.' },
      { icon: 'camera', title: 'Art direction', body: 'Photography and campaign direction with a distinctive point of view.' },
    ],
  };
}

export function agencyContent(ctx: CopyContext, base: PageContent): PageContent {
  const s = services(ctx.topic);
  const { name } = ctx;
  const team = people(ctx.seed, 6, 17);
  const [a, b, c, d] = people(ctx.seed, 4, 2);
  return {
    ...base,
    kind: 'agency',
    tagline: s.title,
    description: s.subtitle,
    labels: { ...base.labels, features: 'Services', gallery: 'Work', team: 'Studio', stats: 'Impact', testimonials: 'Clients', contact: 'Contact', about: 'About' },
    navCta: { label: 'Start a project', to: 'contact' },
    hero: {
      badge: 'Booking projects for Q3',
      title: s.title,
      highlight: s.highlight,
      subtitle: s.subtitle,
      primary: { label: 'Start a project', to: 'contact' },
      secondary: { label: 'See our work', to: 'gallery' },
      note: 'Trusted by 120+ companies in 18 countries',
      visual: 'studio',
      layout: 'split',
      facts: [
        { label: 'Projects shipped', value: '240+' },
        { label: 'Awards', value: '32' },
      ],
    },
    logos: { title: 'Selected clients', names: ['Northwind', 'Lumen', 'Globex', 'Pioneer', 'Harbor', 'Keystone', 'Evergreen', 'Vandelay'] },
    features: { eyebrow: 'Services', title: 'What we do', subtitle: 'Senior teams, small enough to care and experienced enough to deliver.', items: s.items },
    gallery: {
      eyebrow: 'Work',
      title: 'Recent projects',
      subtitle: 'A few things we have made with brilliant clients.',
      items: [
        { title: 'Lumen Bank', caption: 'Rebrand and mobile app for a digital bank', tag: 'Brand · Product', icon: 'shield' },
        { title: 'Evergreen Outdoors', caption: 'E-commerce relaunch, +42% revenue', tag: 'Web', icon: 'leaf' },
        { title: 'Harbor Health', caption: 'Patient app used by 600k people', tag: 'Product', icon: 'heart' },
        { title: 'Pioneer Energy', caption: 'Identity for a solar start-up', tag: 'Brand', icon: 'sun' },
        { title: 'Keystone Museum', caption: 'Accessible website and exhibition guide', tag: 'Web', icon: 'book' },
        { title: 'Globex Analytics', caption: 'Design system and dashboard', tag: 'Product', icon: 'chart' },
        { title: 'Northwind Coffee', caption: 'Packaging and retail experience', tag: 'Brand', icon: 'coffee' },
        { title: 'Vandelay Travel', caption: 'Booking flow redesign', tag: 'Product', icon: 'compass' },
        { title: 'Bluebird Music', caption: 'Campaign and motion identity', tag: 'Campaign', icon: 'music' },
      ],
    },
    stats: {
      eyebrow: 'Impact',
      title: 'Work that moves the needle',
      items: [
        { value: '240+', label: 'Projects delivered' },
        { value: '3.2x', label: 'Average client ROI' },
        { value: '32', label: 'Design awards' },
        { value: '92%', label: 'Clients who return' },
      ],
    },
    team: {
      eyebrow: 'Studio',
      title: 'Small team, senior people',
      subtitle: 'No hand-offs to juniors: the people you meet are the people who do the work.',
      people: [
        { name: team[0], role: 'Founder & Creative Director', bio: 'Fifteen years leading brand and product work.' },
        { name: team[1], role: 'Design Director', bio: 'Obsessed with type, systems and good coffee.' },
        { name: team[2], role: 'Head of Technology', bio: 'Ships fast, accessible front-ends.' },
        { name: team[3], role: 'Strategy Lead', bio: 'Turns fuzzy goals into sharp briefs.' },
        { name: team[4], role: 'Senior Designer', bio: 'Illustration, motion and mischief.' },
        { name: team[5], role: 'Producer', bio: 'Keeps projects calm, on time and on budget.' },
      ],
    },
    testimonials: {
      eyebrow: 'Clients',
      title: 'Kind words from clients',
      subtitle: 'We measure success by the relationships we keep.',
      items: [
        { quote: `${name} understood our business faster than any agency we have worked with. The rebrand paid for itself in a quarter.`, name: a, role: 'CEO, Lumen Bank' },
        { quote: 'Senior, thoughtful and refreshingly direct. They challenged our brief and the work is better for it.', name: b, role: 'CMO, Evergreen Outdoors' },
        { quote: 'The new app launched on time, under budget and with a 4.8 rating. Enough said.', name: c, role: 'Product Director, Harbor Health' },
        { quote: 'A true partner. Three years and five projects later we still look forward to every workshop.', name: d, role: 'Founder, Pioneer Energy' },
      ],
    },
    about: {
      ...base.about,
      title: `About ${name}`,
      paragraphs: [s.subtitle, 'We keep our client list short so every project gets senior attention from kick-off to launch and beyond.'],
      bullets: ['Independent since 2012', 'Remote-first with studios in London and Lisbon', 'B Corp certified'],
      media: { icon: 'sparkles', label: 'Inside the studio' },
      cta: { label: 'Start a project', to: 'contact' },
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Tell us about your project',
      subtitle: 'Share a few details and we will come back within two working days with next steps.',
      details: [
        { icon: 'mail', label: 'New business', value: 'hello@example.com' },
        { icon: 'phone', label: 'Phone', value: '+44 20 7946 0321' },
        { icon: 'pin', label: 'Studio', value: '12 Shoreditch High St, London' },
      ],
      fields: [
        { name: 'name', label: 'Name', type: 'text', placeholder: 'Jane Cooper', half: true },
        { name: 'company', label: 'Company', type: 'text', placeholder: 'Acme Inc.', half: true },
        { name: 'email', label: 'Work e-mail', type: 'email', placeholder: 'jane@acme.com' },
        { name: 'message', label: 'Project details', type: 'textarea', placeholder: 'Goals, timeline, budget…' },
      ],
      submit: 'Send enquiry',
      thanks: 'Thanks! We will be in touch within two working days.',
    },
    cta: {
      title: 'Let’s make something remarkable',
      subtitle: 'We take on a handful of new projects each quarter. Tell us what you are working on.',
      primary: { label: 'Start a project', to: 'contact' },
      secondary: { label: 'See our work', to: 'gallery' },
    },
    footer: {
      blurb: `${name} — an independent studio for brands, products and the teams behind them.`,
      columns: [
        { title: 'Studio', links: [{ label: 'Services', to: 'features' }, { label: 'Work', to: 'gallery' }, { label: 'Team', to: 'team' }] },
        { title: 'Contact', links: [{ label: 'Start a project', to: 'contact' }, { label: 'Clients', to: 'testimonials' }] },
      ],
      legal: 'All rights reserved.',
    },
  };
}
