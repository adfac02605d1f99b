/** Copy for software products (SaaS and app landing pages), with a few topic-specific variants. */
import type { IconItem, PageContent, CopyContext, Plan, Tile } from './types';
import { cap, people } from './people';

interface SaasTopic {
  audience: string;
  title: string;
  highlight: string;
  subtitle: string;
  features: IconItem[];
  stats: Array<{ value: string; label: string }>;
  /** Consumer apps: app screens and personal plans instead of the team workspace's. */
  screens?: Tile[];
  plans?: Plan[];
  steps?: IconItem[];
}

function topicCopy(ctx: CopyContext): SaasTopic {
  const { name } = ctx;
  switch (ctx.topic) {
    case 'ai':
      return {
        audience: 'teams',
        title: 'Your team’s AI assistant for real work',
        highlight: 'AI assistant',
        subtitle: `${name} drafts, summarises and answers questions from your own documents, so your team spends less time searching and more time deciding.`,
        features: [
          { icon: 'sparkles', title: 'Answers from your docs', body: 'Connect your wiki, drive and tickets. Every answer links back to its source.' },
          { icon: 'pen', title: 'Drafts in your voice', body: 'Emails, briefs and release notes that sound like your team, not a robot.' },
          { icon: 'lock', title: 'Private by default', body: 'Your data is never used for training. SSO, audit logs and regional hosting.' },
          { icon: 'bolt', title: 'Instant summaries', body: 'Turn long threads and meetings into decisions and next steps in seconds.' },
          { icon: 'layers', title: 'Works where you work', body: 'Slack, Teams, Chrome and a fast desktop app with a global shortcut.' },
          { icon: 'chart', title: 'Usage insights', body: 'See which questions come up most and where your docs need love.' },
          { icon: 'globe', title: '30+ languages', body: 'Ask in one language, answer in another, with terminology kept consistent.' },
          { icon: 'shield', title: 'Guardrails', body: 'Role-based access means people only see answers from documents they can open.' },
          { icon: 'code', title: 'API & webhooks', body: 'Build the assistant into your own product with a few lines of code.' },
        ],
        stats: [
          { value: '6 hrs', label: 'Saved per person each week' },
          { value: '94%', label: 'Answers with cited sources' },
          { value: '3,200+', label: 'Teams onboard' },
          { value: 'SOC 2', label: 'Type II certified' },
        ],
      };
    case 'finance':
      return {
        audience: 'finance teams',
        title: 'Close the books in days, not weeks',
        highlight: 'days, not weeks',
        subtitle: `${name} brings invoices, expenses and cash flow into one calm dashboard, reconciled automatically and ready for your accountant.`,
        features: [
          { icon: 'bolt', title: 'Automatic reconciliation', body: 'Bank feeds match transactions to invoices and receipts as they arrive.' },
          { icon: 'pen', title: 'Beautiful invoices', body: 'Branded invoices with online payment links and smart reminders.' },
          { icon: 'chart', title: 'Live cash flow', body: 'See runway, burn and upcoming bills at a glance, updated every hour.' },
          { icon: 'shield', title: 'Bank-grade security', body: 'Encryption at rest and in transit, 2FA and granular permissions.' },
          { icon: 'users', title: 'Built for teams', body: 'Approvals, spending limits and cards for every department.' },
          { icon: 'globe', title: 'Multi-currency', body: 'Invoice and pay in 40 currencies with real-time exchange rates.' },
          { icon: 'refresh', title: 'Integrations', body: 'Syncs with your accounting software, payroll and CRM.' },
          { icon: 'database', title: 'Audit-ready', body: 'Every change is logged, so year-end is a formality.' },
          { icon: 'tag', title: 'Expense capture', body: 'Snap a receipt and it is categorised before you put your phone away.' },
        ],
        stats: [
          { value: '$4.2B', label: 'Processed every year' },
          { value: '70%', label: 'Less time on month-end' },
          { value: '18,000', label: 'Businesses' },
          { value: '99.99%', label: 'Uptime' },
        ],
      };
    case 'devtools':
      return {
        audience: 'engineering teams',
        title: 'Ship to production with confidence',
        highlight: 'confidence',
        subtitle: `${name} gives every pull request a preview, every deploy a safety net and every incident a clear timeline.`,
        features: [
          { icon: 'code', title: 'Preview environments', body: 'A full-stack preview for every pull request, torn down automatically.' },
          { icon: 'bolt', title: 'Deploys in seconds', body: 'Incremental builds and a global edge network keep deploys under a minute.' },
          { icon: 'refresh', title: 'Instant rollbacks', body: 'One click or one command takes you back to any previous release.' },
          { icon: 'activity', title: 'Built-in observability', body: 'Logs, traces and metrics side by side, correlated per request.' },
          { icon: 'lock', title: 'Secrets management', body: 'Encrypted environment variables, scoped per branch and per team.' },
          { icon: 'database', title: 'Managed databases', body: 'Postgres and Redis with branching, backups and point-in-time recovery.' },
          { icon: 'users', title: 'Team workflows', body: 'Required reviews, protected environments and deploy approvals.' },
          { icon: 'globe', title: 'Edge network', body: '35 regions with automatic failover and TLS everywhere.' },
          { icon: 'cpu', title: 'Autoscaling', body: 'Scale to zero at night and to thousands of instances on launch day.' },
        ],
        stats: [
          { value: '42s', label: 'Median deploy time' },
          { value: '1.8M', label: 'Deploys per month' },
          { value: '99.99%', label: 'Platform uptime' },
          { value: '35', label: 'Edge regions' },
        ],
      };
    case 'analytics':
    case 'crm':
      return {
        audience: 'growing teams',
        title: ctx.topic === 'crm' ? 'The CRM your sales team will actually use' : 'Know what moves your numbers',
        highlight: ctx.topic === 'crm' ? 'actually use' : 'moves your numbers',
        subtitle: `${name} turns scattered data into clear answers: live dashboards, plain-language questions and alerts before small problems become big ones.`,
        features: [
          { icon: 'chart', title: 'Live dashboards', body: 'Drag-and-drop charts that update in real time as data arrives.' },
          { icon: 'search', title: 'Ask in plain English', body: 'Type a question and get a chart, with the query shown for the curious.' },
          { icon: 'bolt', title: 'Smart alerts', body: 'Get notified when a metric moves unexpectedly, not every time it twitches.' },
          { icon: 'users', title: 'Shared workspaces', body: 'Comment, annotate and present dashboards without exporting a thing.' },
          { icon: 'database', title: '200+ connectors', body: 'Warehouses, spreadsheets, ad platforms and your production database.' },
          { icon: 'shield', title: 'Governed metrics', body: 'Define a metric once and everyone uses the same definition.' },
          { icon: 'trend', title: 'Forecasting', body: 'See where a trend is heading with confidence bands you can explain.' },
          { icon: 'layers', title: 'Embedded analytics', body: 'Put beautiful, secure charts inside your own product.' },
          { icon: 'clock', title: 'Scheduled reports', body: 'Monday morning summaries delivered to Slack or inboxes.' },
        ],
        stats: [
          { value: '12B', label: 'Events analysed daily' },
          { value: '3x', label: 'Faster time to insight' },
          { value: '9,500+', label: 'Companies' },
          { value: '4.8/5', label: 'Average review score' },
        ],
      };
    case 'health-app':
      return {
        audience: 'people',
        title: 'Small habits, lasting change',
        highlight: 'lasting change',
        subtitle: `${name} helps you build routines that stick with gentle reminders, honest progress and coaching that fits into real life.`,
        features: [
          { icon: 'target', title: 'Personal goals', body: 'Set goals that match your week, not someone else’s ideal.' },
          { icon: 'activity', title: 'Progress you can see', body: 'Streaks, trends and weekly reflections that keep you motivated.' },
          { icon: 'clock', title: 'Gentle reminders', body: 'Nudges at the right moment, never a wall of notifications.' },
          { icon: 'heart', title: 'Health sync', body: 'Works with Apple Health and Google Fit out of the box.' },
          { icon: 'users', title: 'Accountability', body: 'Invite a friend and cheer each other on privately.' },
          { icon: 'lock', title: 'Private', body: 'Your data stays yours: encrypted and never sold.' },
        ],
        stats: [
          { value: '1.2M', label: 'Habits tracked daily' },
          { value: '4.9★', label: 'App Store rating' },
          { value: '86%', label: 'Still active after 90 days' },
          { value: '150+', label: 'Guided programmes' },
        ],
      };
    case 'fitness-app':
      return {
        audience: 'athletes',
        title: 'Track every workout, see every gain',
        highlight: 'every gain',
        subtitle: `${name} logs your workouts, runs and rest days, then turns them into a training plan that keeps you moving, one session at a time.`,
        features: [
          { icon: 'activity', title: 'Workout tracking', body: 'Log sets, reps, runs and rides in seconds, or let your watch do it for you.' },
          { icon: 'target', title: 'Personal training plans', body: 'Plans that adapt to your goals, your week and how you actually recovered.' },
          { icon: 'chart', title: 'Progress charts', body: 'Personal bests, weekly volume and streaks in clear, motivating charts.' },
          { icon: 'heart', title: 'Heart-rate zones', body: 'Syncs with Apple Health, Google Fit and your favourite wearables.' },
          { icon: 'users', title: 'Train with friends', body: 'Share workouts, join challenges and cheer each other on.' },
          { icon: 'clock', title: 'Rest-day reminders', body: 'Recovery nudges so you train hard without burning out.' },
        ],
        stats: [
          { value: '2.4M', label: 'Workouts logged each month' },
          { value: '4.8★', label: 'App Store rating' },
          { value: '87%', label: 'Train more often after 30 days' },
          { value: '300+', label: 'Guided workouts' },
        ],
        screens: [
          { title: 'Today’s workout', caption: 'Your session, set by set', tag: 'Train', icon: 'activity' },
          { title: 'Progress', caption: 'Personal bests and weekly volume', tag: 'Track', icon: 'chart' },
          { title: 'Training plan', caption: 'A week that fits your goals', tag: 'Plan', icon: 'calendar' },
          { title: 'Heart-rate zones', caption: 'Live from your wearable', tag: 'Measure', icon: 'heart' },
          { title: 'Challenges', caption: 'Compete with friends each month', tag: 'Social', icon: 'users' },
          { title: 'Rest & recovery', caption: 'Sleep and soreness check-ins', tag: 'Recover', icon: 'clock' },
        ],
        plans: [
          { name: 'Free', price: '$0', period: '/month', blurb: 'Log every workout, forever.', features: ['Unlimited workout logging', 'Basic progress charts', 'Apple Health & Google Fit sync'], cta: 'Download free' },
          { name: 'Premium', price: '$9.99', period: '/month', blurb: 'Plans that adapt to you.', features: ['Personal training plans', 'Advanced progress charts', 'Heart-rate zones', 'Guided workouts'], cta: 'Start free trial', featured: true },
          { name: 'Family', price: '$14.99', period: '/month', blurb: 'Premium for up to five people.', features: ['Everything in Premium', 'Five accounts', 'Family challenges'], cta: 'Choose Family' },
        ],
        steps: [
          { icon: 'phone', title: 'Download the app', body: 'Free on iPhone and Android; sign up in under a minute.' },
          { icon: 'target', title: 'Set your fitness goal', body: 'Strength, endurance or just moving more: your plan starts from there.' },
          { icon: 'activity', title: 'Train and track', body: 'Follow your workouts and watch your progress add up week by week.' },
        ],
      };
    case 'productivity':
      return {
        audience: 'teams',
        title: ctx.topic === 'productivity' ? 'Plan, track and ship work in one place' : `The simplest way to get more done`,
        highlight: ctx.topic === 'productivity' ? 'in one place' : 'more done',
        subtitle: `${name} brings tasks, docs and conversations together so your team always knows what matters now, and nothing slips through the cracks.`,
        features: [
          { icon: 'layers', title: 'Boards, lists & timelines', body: 'Switch views in one click. Everyone sees the same work their own way.' },
          { icon: 'bolt', title: 'Automations', body: 'Assign, remind and update statuses automatically with simple rules.' },
          { icon: 'users', title: 'Real-time collaboration', body: 'Comments, mentions and live cursors keep conversations next to the work.' },
          { icon: 'chart', title: 'Progress at a glance', body: 'Dashboards show workload, deadlines and blockers across every project.' },
          { icon: 'refresh', title: '100+ integrations', body: 'Slack, GitHub, Google Drive, Figma and the tools you already use.' },
          { icon: 'shield', title: 'Enterprise-grade security', body: 'SSO, SCIM, audit logs and data residency in the EU or US.' },
          { icon: 'phone', title: 'Mobile apps', body: 'Triage, comment and approve from anywhere on iOS and Android.' },
          { icon: 'sparkles', title: 'AI summaries', body: 'Catch up on any project in seconds with an auto-generated brief.' },
          { icon: 'clock', title: 'Time tracking', body: 'Log time where the work happens and export clean timesheets.' },
        ],
        stats: [
          { value: '25,000+', label: 'Teams worldwide' },
          { value: '38%', label: 'Fewer status meetings' },
          { value: '99.9%', label: 'Uptime SLA' },
          { value: '4.8/5', label: 'G2 rating' },
        ],
      };
    default:
      return neutralCopy(ctx);
  }
}

/** Any other software product: copy built from the prompt's own subject, never another product's. */
function neutralCopy(ctx: CopyContext): SaasTopic {
  const { name, noun } = ctx;
  return {
    audience: 'customers',
    title: `The ${noun} that just works`,
    highlight: 'just works',
    subtitle: `${name} is ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} built to be fast, friendly and reliable, so you spend less time setting it up and more time getting value from it.`,
    features: [
      { icon: 'bolt', title: 'Up and running in minutes', body: `Sign up, follow three short steps and your ${noun} is ready to use.` },
      { icon: 'sparkles', title: 'Thoughtfully designed', body: 'Clear screens and sensible defaults, so nothing needs a manual.' },
      { icon: 'phone', title: 'On every device', body: 'Works on the web, iPhone and Android, always in sync.' },
      { icon: 'shield', title: 'Private and secure', body: 'Encrypted data, two-factor sign-in and no selling of your information.' },
      { icon: 'refresh', title: 'Always improving', body: 'New features every month, shaped by what our users ask for.' },
      { icon: 'message', title: 'Real human support', body: 'Questions answered by people who know the product, seven days a week.' },
    ],
    stats: [
      { value: '120k+', label: `People using ${name}` },
      { value: '4.8/5', label: 'Average rating' },
      { value: '99.9%', label: 'Uptime' },
      { value: '24/7', label: 'Support' },
    ],
    screens: [
      { title: 'Home', caption: `Everything in your ${noun} at a glance`, tag: 'Overview', icon: 'home' },
      { title: 'Insights', caption: 'See what changed this week', tag: 'Track', icon: 'chart' },
      { title: 'Settings', caption: 'Make it yours in a few taps', tag: 'Personalise', icon: 'layers' },
      { title: 'Mobile', caption: 'The same experience on the go', tag: 'Anywhere', icon: 'phone' },
      { title: 'Notifications', caption: 'Only what matters, when it matters', tag: 'Stay informed', icon: 'message' },
      { title: 'Sharing', caption: 'Invite others with one link', tag: 'Together', icon: 'users' },
    ],
    steps: [
      { icon: 'send', title: `Create your ${name} account`, body: 'Free to start, no credit card needed.' },
      { icon: 'layers', title: 'Set it up your way', body: `Pick the options that fit how you want to use the ${noun}.` },
      { icon: 'check', title: 'Enjoy the results', body: 'Everything works from day one, and keeps improving.' },
    ],
  };
}

export function saasContent(ctx: CopyContext, base: PageContent): PageContent {
  const t = topicCopy(ctx);
  const { name } = ctx;
  const [a, b, c, d, e, f] = people(ctx.seed, 6, 3);
  return {
    ...base,
    kind: 'saas',
    tagline: t.title,
    description: t.subtitle,
    labels: { ...base.labels, features: 'Features', testimonials: 'Customers', stats: 'Results', blog: 'Blog' },
    navCta: { label: 'Start free trial', to: 'pricing' },
    hero: {
      badge: 'New · Version 3.0 is here',
      title: t.title,
      highlight: t.highlight,
      subtitle: t.subtitle,
      primary: { label: 'Start free trial', to: 'pricing' },
      secondary: { label: 'See how it works', to: 'features' },
      note: 'Free for 14 days · No credit card required · Cancel anytime',
      visual: 'app',
      layout: 'split',
    },
    logos: { title: `Trusted by ${t.audience} at fast-growing companies`, names: ['Northwind', 'Lumen', 'Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'] },
    features: {
      eyebrow: 'Features',
      title: `Everything your ${t.audience} need, nothing they don’t`,
      subtitle: `${name} is powerful when you need it and out of the way when you don’t.`,
      items: t.features,
    },
    about: {
      ...base.about,
      eyebrow: 'Why ' + name,
      title: 'Built by people who were tired of busywork',
      paragraphs: [
        `We started ${name} after years of juggling spreadsheets, status meetings and tools that did not talk to each other.`,
        'Today thousands of teams use it to replace a patchwork of apps with one calm, fast workspace.',
      ],
      bullets: ['Set up in under ten minutes', 'Import from your current tools', 'Human support, 7 days a week'],
      media: { icon: 'sparkles', label: 'Designed for focus' },
      cta: { label: 'Start free trial', to: 'pricing' },
    },
    stats: { eyebrow: 'Results', title: 'Numbers our customers care about', items: t.stats },
    gallery: t.screens ? { eyebrow: 'Screens', title: `A closer look at ${name}`, subtitle: `Inside the ${ctx.noun}.`, items: t.screens } : {
      eyebrow: 'Product tour',
      title: `A closer look at ${name}`,
      subtitle: 'Every view is designed to answer one question fast.',
      items: [
        { title: 'Board view', caption: 'See every piece of work at a glance', tag: 'Plan', icon: 'layers' },
        { title: 'Timeline', caption: 'Dependencies and deadlines, drag to adjust', tag: 'Plan', icon: 'calendar' },
        { title: 'Dashboards', caption: 'Live progress for every team', tag: 'Track', icon: 'chart' },
        { title: 'Docs', caption: 'Specs and notes next to the work', tag: 'Collaborate', icon: 'book' },
        { title: 'Automations', caption: 'Rules that do the busywork', tag: 'Automate', icon: 'bolt' },
        { title: 'Mobile app', caption: 'Triage and approve on the go', tag: 'Anywhere', icon: 'phone' },
        { title: 'Integrations', caption: 'Connect the tools you already use', tag: 'Connect', icon: 'refresh' },
        { title: 'Inbox', caption: 'Mentions and updates in one place', tag: 'Collaborate', icon: 'message' },
        { title: 'Reports', caption: 'Share progress with one link', tag: 'Track', icon: 'trend' },
      ],
    },
    team: {
      eyebrow: 'Team',
      title: `The people building ${name}`,
      subtitle: 'A small, remote team that uses the product every day.',
      people: [
        { name: a, role: 'CEO & Co-founder', bio: 'Previously led product at two venture-backed start-ups.' },
        { name: b, role: 'CTO & Co-founder', bio: 'Has been building real-time systems for fifteen years.' },
        { name: c, role: 'Head of Design', bio: 'Believes good software should feel calm.' },
        { name: d, role: 'Customer Success', bio: 'Makes sure every team gets set up in a day.' },
        { name: e, role: 'Staff Engineer', bio: 'Keeps the app fast, reliable and secure.' },
        { name: f, role: 'Product Manager', bio: 'Turns customer feedback into the roadmap.' },
      ],
    },
    steps: t.steps ? { ...base.steps, subtitle: `Getting started with ${name} takes three simple steps.`, items: t.steps } : base.steps,
    pricing: t.plans ? { eyebrow: 'Pricing', title: `${cap(ctx.noun)} plans`, subtitle: 'Start free, upgrade when you are ready. Cancel anytime.', plans: t.plans } : {
      eyebrow: 'Pricing',
      title: 'Plans that grow with you',
      subtitle: 'Start free, upgrade when you are ready. Save 20% with yearly billing.',
      plans: [
        { name: 'Starter', price: '$0', period: '/month', blurb: 'For individuals and small side projects.', features: ['Up to 3 projects', 'Unlimited tasks', 'Basic integrations', 'Community support'], cta: 'Get started' },
        { name: 'Pro', price: '$12', period: '/user/month', blurb: 'For growing teams that need more control.', features: ['Unlimited projects', 'Automations & timelines', 'Advanced integrations', 'Priority support', 'Guest access'], cta: 'Start free trial', featured: true },
        { name: 'Business', price: '$24', period: '/user/month', blurb: 'For organisations with advanced needs.', features: ['Everything in Pro', 'SSO & SCIM', 'Audit logs', 'Custom roles', 'Dedicated success manager'], cta: 'Contact sales' },
        { name: 'Enterprise', price: 'Custom', period: '', blurb: 'For large companies with strict requirements.', features: ['Everything in Business', 'Data residency', 'Uptime SLA', 'On-premise option'], cta: 'Talk to us' },
      ],
      note: 'Prices in USD. Non-profits and education get 50% off.',
    },
    testimonials: {
      eyebrow: 'Customers',
      title: `Teams love working in ${name}`,
      subtitle: 'Thousands of teams switched this year. Here is why.',
      items: [
        { quote: `We replaced three tools with ${name} and our weekly status meeting with a dashboard. Nobody misses either.`, name: a, role: 'Head of Operations, Lumen' },
        { quote: 'Onboarding took an afternoon. Two weeks later the whole company was using it without being asked.', name: b, role: 'CTO, Northwind' },
        { quote: 'The automations alone save us hours every week. It is the rare tool that makes work feel lighter.', name: c, role: 'Product Lead, Globex' },
        { quote: 'Support answered in minutes, every time. That is how you earn a customer for life.', name: d, role: 'Founder, Initech' },
        { quote: 'Clean, fast and thoughtfully designed. Our designers and engineers finally agree on something.', name: e, role: 'Design Director, Hooli' },
        { quote: 'Security review took one call. The audit logs and SSO were exactly what we needed.', name: f, role: 'IT Manager, Umbrella' },
      ],
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      subtitle: 'Everything you need to know before you start.',
      items: [
        { q: 'Is there really a free plan?', a: 'Yes. The Starter plan is free forever for up to three projects. No credit card needed.' },
        { q: 'How does the free trial work?', a: 'You get every Pro feature for 14 days. At the end you choose a plan or drop back to Starter automatically.' },
        { q: 'Can I import data from other tools?', a: 'One-click importers cover the most popular tools, and CSV import handles everything else.' },
        { q: 'Is my data secure?', a: 'Data is encrypted in transit and at rest, backed up hourly and hosted in SOC 2 certified data centres.' },
        { q: 'Can I change plans later?', a: 'Upgrade, downgrade or cancel at any time. Changes are prorated to the day.' },
        { q: 'Do you offer discounts?', a: 'Yearly billing saves 20%, and non-profits and schools get 50% off any plan.' },
        { q: 'What kind of support do you offer?', a: 'Every plan includes e-mail support; Pro and above add live chat and priority response times.' },
      ],
    },
    cta: {
      title: `Ready to see what ${name} can do for your team?`,
      subtitle: 'Start your free trial today. Setup takes minutes and our team is here to help.',
      primary: { label: 'Start free trial', to: 'pricing' },
      secondary: { label: 'Talk to sales', to: 'contact' },
    },
    contact: { ...base.contact, title: 'Talk to our team', subtitle: 'Questions about plans, security or a custom setup? We reply within a few hours.', details: [
      { icon: 'mail', label: 'Sales', value: 'sales@example.com' },
      { icon: 'message', label: 'Support', value: 'support@example.com' },
      { icon: 'pin', label: 'Office', value: '500 Howard St, San Francisco' },
    ] },
    newsletter: { ...base.newsletter, title: 'Product updates, once a month', subtitle: `New features, tips and stories from teams using ${name}.` },
    blog: { ...base.blog, title: 'From the blog', subtitle: 'Product news, playbooks and lessons from our customers.' },
    footer: {
      blurb: `${name} helps ${t.audience} do their best work. Built with care by a small, remote team.`,
      columns: [
        { title: 'Product', links: [{ label: 'Features', to: 'features' }, { label: 'Pricing', to: 'pricing' }, { label: 'Customers', to: 'testimonials' }] },
        { title: 'Company', links: [{ label: 'About', to: 'about' }, { label: 'Blog', to: 'blog' }, { label: 'Contact', to: 'contact' }] },
        { title: 'Resources', links: [{ label: 'FAQ', to: 'faq' }, { label: 'Get started', to: 'cta' }] },
      ],
      legal: 'All rights reserved.',
    },
  };
}
