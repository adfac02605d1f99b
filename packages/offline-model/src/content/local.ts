/** Copy for local businesses and everything else (gyms, clinics, salons, schools, hotels …). */
import type { PageContent, CopyContext, IconItem, Plan, QA, Slot } from './types';
import type { SectionId } from '../types';
import type { IconName } from '../icons';
import { article, cap } from './people';

interface Local {
  title: string;
  highlight: string;
  subtitle: string;
  cta: string;
  icon: IconName;
  features: IconItem[];
  plans?: Plan[];
  steps?: IconItem[];
  faq?: QA[];
  schedule?: { title: string; items: Slot[] };
  /** Where the main call to action leads (default: the contact form). */
  ctaTo?: SectionId;
  /** The hero's badge and small print, when the walk-in business defaults do not fit. */
  badge?: string;
  note?: string;
}

function local(ctx: CopyContext): Local | null {
  const { name } = ctx;
  switch (ctx.topic) {
    case 'fitness':
      return {
        title: 'Stronger every week, together',
        highlight: 'together',
        subtitle: `Small-group training, expert coaches and a community that shows up for you. Your first class at ${name} is on us.`,
        cta: 'Claim free class',
        icon: 'activity',
        features: [
          { icon: 'users', title: 'Small-group training', body: 'Max twelve people per class, so coaches know your name and your goals.' },
          { icon: 'target', title: 'Personal programmes', body: 'A plan built around your body, schedule and ambitions, reviewed monthly.' },
          { icon: 'activity', title: 'Progress tracking', body: 'Track lifts, times and body metrics in our app and watch the trend.' },
          { icon: 'clock', title: 'Open 5am – 10pm', body: 'Over 60 classes a week, from sunrise HIIT to late-night strength.' },
          { icon: 'heart', title: 'Recovery zone', body: 'Sauna, cold plunge and mobility sessions included in every membership.' },
          { icon: 'leaf', title: 'Nutrition coaching', body: 'Simple, sustainable guidance from a registered nutritionist.' },
        ],
        plans: [
          { name: 'Drop-in', price: '$25', period: 'per class', blurb: 'Try any class, no commitment.', features: ['Any group class', 'Towel & locker', 'App access'], cta: 'Book a class' },
          { name: 'Unlimited', price: '$149', period: 'per month', blurb: 'Our most popular membership.', features: ['Unlimited classes', 'Recovery zone', 'Monthly check-in', 'Bring a friend free'], cta: 'Join now', featured: true },
          { name: 'Personal', price: '$299', period: 'per month', blurb: 'One-to-one coaching.', features: ['Four PT sessions', 'Unlimited classes', 'Nutrition plan', 'Priority booking'], cta: 'Get a coach' },
        ],
      };
    case 'yoga':
      return {
        title: 'Breathe, move, and come home to yourself',
        highlight: 'come home',
        subtitle: `Gentle flows, strong practices and quiet meditation in a light-filled studio. ${name} welcomes every body and every level.`,
        cta: 'Book your first class',
        icon: 'sun',
        features: [
          { icon: 'sun', title: 'Vinyasa flow', body: 'Breath-led movement that builds strength, balance and focus.' },
          { icon: 'heart', title: 'Yin & restore', body: 'Slow, supported poses to release tension and calm the mind.' },
          { icon: 'users', title: 'Beginners welcome', body: 'A four-week foundations course to start with confidence.' },
          { icon: 'leaf', title: 'Meditation', body: 'Guided sits and breathwork every morning and evening.' },
          { icon: 'calendar', title: 'Retreats', body: 'Weekend retreats by the sea, twice a year.' },
          { icon: 'droplet', title: 'Heated studio', body: 'Warm classes that deepen stretches and soothe muscles.' },
        ],
        plans: [
          { name: 'Intro week', price: '$29', period: 'seven days', blurb: 'Unlimited classes for new students.', features: ['All classes', 'Mat rental', 'Welcome tea'], cta: 'Start intro week' },
          { name: 'Monthly', price: '$119', period: 'per month', blurb: 'Practise as often as you like.', features: ['Unlimited classes', 'Workshop discounts', 'Guest pass each month'], cta: 'Join monthly', featured: true },
          { name: '10-class pass', price: '$180', period: 'valid 6 months', blurb: 'Flexible for busy weeks.', features: ['Ten classes', 'Shareable with family', 'No expiry stress'], cta: 'Buy pass' },
        ],
      };
    case 'dental':
      return {
        title: 'Gentle, modern care for the whole family',
        highlight: 'whole family',
        subtitle: `Same-week appointments, transparent pricing and a team that puts nervous patients at ease. Welcome to ${name}.`,
        cta: 'Book an appointment',
        icon: 'smile',
        features: [
          { icon: 'smile', title: 'Check-ups & cleaning', body: 'Thorough, gentle exams and hygiene visits for every age.' },
          { icon: 'sparkles', title: 'Cosmetic care', body: 'Whitening, veneers and invisible aligners with natural results.' },
          { icon: 'shield', title: 'Emergency visits', body: 'Same-day appointments for pain, chips and accidents.' },
          { icon: 'heart', title: 'Nervous patients', body: 'Calm rooms, clear explanations and sedation options.' },
          { icon: 'users', title: 'Family plans', body: 'One membership that covers the whole household.' },
          { icon: 'calendar', title: 'Online booking', body: 'Choose your time in seconds, with reminders by text.' },
        ],
      };
    case 'realestate':
      return {
        title: 'Find the place you’ll love coming home to',
        highlight: 'coming home',
        subtitle: `Local agents, honest valuations and homes you will not find anywhere else. ${name} has helped 3,000 families move.`,
        cta: 'Book a valuation',
        icon: 'home',
        features: [
          { icon: 'search', title: 'Buy', body: 'First access to new listings and agents who know every street.' },
          { icon: 'tag', title: 'Sell', body: 'Free valuations, professional photography and marketing that sells.' },
          { icon: 'home', title: 'Rent', body: 'Carefully vetted rentals and responsive property management.' },
          { icon: 'chart', title: 'Market insights', body: 'Monthly reports on prices, demand and what is coming next.' },
          { icon: 'shield', title: 'Mortgage advice', body: 'Independent advisors who find the right deal for you.' },
          { icon: 'message', title: 'Always reachable', body: 'Your agent answers evenings and weekends, when it matters.' },
        ],
      };
    case 'salon':
      return {
        title: 'Great hair, good conversation',
        highlight: 'Great hair',
        subtitle: `Precision cuts, lived-in colour and a chair you will not want to leave. Book online at ${name} in under a minute.`,
        cta: 'Book an appointment',
        icon: 'scissors',
        features: [
          { icon: 'scissors', title: 'Cuts & styling', body: 'Consultation-first cuts for every hair type and length.' },
          { icon: 'droplet', title: 'Colour', body: 'Balayage, highlights and gloss with gentle, vegan products.' },
          { icon: 'sparkles', title: 'Treatments', body: 'Bond repair and deep conditioning for healthy shine.' },
          { icon: 'heart', title: 'Bridal', body: 'Trials and on-the-day styling for you and your party.' },
          { icon: 'users', title: 'Barbering', body: 'Skin fades, beard trims and hot-towel shaves.' },
          { icon: 'gift', title: 'Gift cards', body: 'The perfect present, available in any amount.' },
        ],
      };
    case 'education':
      return {
        title: 'Learn the skills that open doors',
        highlight: 'open doors',
        subtitle: `Small classes, practical projects and teachers who have done the work. ${name} helps learners of every age move forward.`,
        cta: 'Enrol today',
        icon: 'book',
        features: [
          { icon: 'users', title: 'Small classes', body: 'No more than fifteen students, so every question gets answered.' },
          { icon: 'award', title: 'Certified courses', body: 'Recognised certificates that employers know and trust.' },
          { icon: 'clock', title: 'Flexible schedule', body: 'Evening, weekend and self-paced options to fit your life.' },
          { icon: 'briefcase', title: 'Career support', body: 'CV reviews, mock interviews and an employer network.' },
          { icon: 'globe', title: 'Learn anywhere', body: 'Join in person or live online with the same teachers.' },
          { icon: 'heart', title: 'Scholarships', body: 'Need-based scholarships cover up to 100% of tuition.' },
        ],
        plans: [
          { name: 'Single course', price: '$390', period: 'eight weeks', blurb: 'One course, your pace.', features: ['Live classes', 'Project feedback', 'Certificate'], cta: 'Choose a course' },
          { name: 'Programme', price: '$1,490', period: 'six months', blurb: 'A complete learning path.', features: ['Four courses', 'Personal mentor', 'Career support', 'Certificate'], cta: 'Enrol now', featured: true },
          { name: 'Teams', price: 'Custom', period: '', blurb: 'Training for your organisation.', features: ['Tailored curriculum', 'Progress reports', 'On-site options'], cta: 'Talk to us' },
        ],
      };
    case 'nonprofit': {
      // A non-profit's own mission is not known: the copy is about giving to, and joining, the
      // subject the prompt names ("volunteer fire brigade"), never another organisation's cause.
      const what = `${article(ctx.noun)} ${ctx.noun}${ctx.place ? ` in ${ctx.place}` : ''}`;
      return {
        title: `${cap(ctx.noun)}: every hand helps`,
        highlight: 'every hand helps',
        subtitle: `${name} is ${what}. Your time, your gift and your voice keep its work going — and we report back on where every donation goes.`,
        cta: 'Donate now',
        note: 'Every donation accounted for',
        icon: 'heart',
        features: [
          { icon: 'heart', title: 'Give', body: `Every donation goes to the work of ${name}; we say what it paid for.` },
          { icon: 'users', title: 'Join us', body: `${cap(ctx.noun)} work needs people: come along, meet the team and see where you fit.` },
          { icon: 'chart', title: 'Open books', body: 'What comes in and what it was spent on, published every year.' },
          { icon: 'calendar', title: 'Get involved', body: 'Dates, meetings and ways to help, posted here first.' },
          { icon: 'shield', title: 'In safe hands', body: 'Run with care by people who answer to the members and the people we serve.' },
          { icon: 'message', title: 'Stay in touch', body: `News from ${name}, a few times a year.` },
        ],
      };
    }
    case 'travel':
      return {
        title: 'A quiet escape by the sea',
        highlight: 'by the sea',
        subtitle: `Twelve light-filled rooms, a garden pool and breakfast worth waking up for. ${name} is the slow holiday you have been promising yourself.`,
        cta: 'Check availability',
        icon: 'sun',
        features: [
          { icon: 'home', title: 'Twelve unique rooms', body: 'Each designed by local artisans, most with a sea view.' },
          { icon: 'coffee', title: 'Breakfast included', body: 'Fresh bread, local cheese and eggs from the farm next door.' },
          { icon: 'sun', title: 'Garden pool', body: 'Heated from April to October, with loungers in the shade.' },
          { icon: 'compass', title: 'Curated experiences', body: 'Boat trips, wine tastings and hikes planned by our team.' },
          { icon: 'heart', title: 'Spa treatments', body: 'Massages and facials in the garden pavilion.' },
          { icon: 'leaf', title: 'Sustainable stay', body: 'Solar power, no single-use plastic and a kitchen garden.' },
        ],
      };
    case 'subscription': {
      const item = ctx.noun.replace(/\s*\b(subscriptions?|club|box|delivery)\b.*$/i, '').trim() || 'favourites';
      return {
        title: `Fresh ${item}, delivered to your door`,
        highlight: 'delivered',
        subtitle: `${name} sends hand-picked ${item} to your door on your schedule. Choose a plan, then skip, pause or cancel any time.`,
        cta: 'Start your subscription',
        ctaTo: 'pricing',
        badge: 'Free delivery on every plan',
        note: 'Skip, pause or cancel any time',
        icon: 'truck',
        features: [
          { icon: 'sparkles', title: `Hand-picked ${item}`, body: `Every delivery is chosen by people who care about ${item} as much as you do.` },
          { icon: 'truck', title: 'Free delivery', body: 'Shipped straight to your door, with tracking and no delivery fees.' },
          { icon: 'calendar', title: 'Your schedule', body: 'Weekly, fortnightly or monthly: change how often in two taps.' },
          { icon: 'refresh', title: 'Skip or pause anytime', body: 'Away for a while? Skip a delivery or pause, no questions asked.' },
          { icon: 'gift', title: 'Gift subscriptions', body: `Give three, six or twelve months of ${item} to someone you like.` },
          { icon: 'leaf', title: 'Sustainably sourced', body: 'Fair prices for producers and fully recyclable packaging.' },
        ],
        plans: [
          { name: 'Taster', price: '$18', period: 'per delivery', blurb: `A little ${item}, once a month.`, features: ['One delivery a month', 'Free shipping', 'Skip anytime'], cta: 'Choose Taster' },
          { name: 'Regular', price: '$32', period: 'per delivery', blurb: 'Our most popular plan.', features: ['Two deliveries a month', 'Free shipping', 'Member extras', 'Skip or pause anytime'], cta: 'Choose Regular', featured: true },
          { name: 'Family', price: '$54', period: 'per delivery', blurb: 'Enough for the whole household.', features: ['Weekly deliveries', 'Free shipping', 'Bigger portions', 'Priority support'], cta: 'Choose Family' },
        ],
        steps: [
          { icon: 'layers', title: 'Choose your plan', body: `Pick how much ${item} you want and how often it should arrive.` },
          { icon: 'truck', title: 'We deliver to your door', body: `Your first ${item} ships within two days, then on your schedule.` },
          { icon: 'heart', title: 'Enjoy, skip or pause', body: 'Manage every delivery from your account; change plans any time.' },
        ],
        faq: [
          { q: 'Can I skip or pause a delivery?', a: 'Yes. Skip or pause from your account up to two days before the next delivery.' },
          { q: 'When does my first delivery arrive?', a: 'Within two to four working days of signing up, then on the schedule you chose.' },
          { q: 'Can I change my plan?', a: 'Any time. The change applies from your next delivery.' },
          { q: 'Is delivery really free?', a: 'Yes, delivery is included in every plan.' },
          { q: `Can I give ${item} as a gift?`, a: 'Gift subscriptions of three, six or twelve months are available at checkout.' },
        ],
      };
    }
    case 'law':
      return {
        title: 'Clear legal advice when it matters most',
        highlight: 'when it matters most',
        subtitle: `${name} is a law firm of experienced solicitors who explain your options in plain language and fight for the right outcome.`,
        cta: 'Book a consultation',
        icon: 'shield',
        badge: 'Free first consultation',
        features: [
          { icon: 'briefcase', title: 'Business law', body: 'Contracts, disputes and company matters handled by specialist lawyers.' },
          { icon: 'home', title: 'Property & real estate', body: 'Purchases, leases and conveyancing without the delays.' },
          { icon: 'users', title: 'Family law', body: 'Divorce, custody and agreements handled with care and discretion.' },
          { icon: 'pen', title: 'Wills & estates', body: 'Wills, trusts and probate that protect the people you love.' },
          { icon: 'shield', title: 'Employment law', body: 'Advice for employers and employees on contracts and disputes.' },
          { icon: 'tag', title: 'Fixed-fee options', body: 'Clear quotes up front for most legal services.' },
        ],
      };
    case 'band':
      return {
        title: `${name}: new album out now`,
        highlight: 'out now',
        subtitle: `Listen to the new record, catch ${name} live on tour and join the mailing list for first access to tickets.`,
        cta: 'See tour dates',
        ctaTo: 'schedule',
        badge: 'New album out now',
        note: 'Tour dates announced · Tickets on sale',
        icon: 'music',
        features: [
          { icon: 'music', title: 'New album', body: 'Ten new songs, recorded live to tape over one summer.' },
          { icon: 'mic', title: 'Live shows', body: 'A full band on stage and a setlist that changes every night.' },
          { icon: 'tag', title: 'Merch', body: 'Vinyl, shirts and posters from the tour.' },
        ],
        schedule: {
          title: 'Tour dates',
          items: [
            { time: 'Mar 14', title: 'The Roundhouse, London', meta: 'Tickets on sale', body: 'Doors 7pm, support from friends of the band.' },
            { time: 'Mar 18', title: 'Paradiso, Amsterdam', meta: 'Few tickets left', body: 'Doors 8pm.' },
            { time: 'Mar 21', title: 'Astra, Berlin', meta: 'Tickets on sale', body: 'Doors 7:30pm.' },
            { time: 'Mar 25', title: 'La Cigale, Paris', meta: 'Sold out', body: 'Join the waiting list for returns.' },
            { time: 'Apr 2', title: 'Brooklyn Steel, New York', meta: 'Tickets on sale', body: 'Doors 7pm, all ages.' },
          ],
        },
      };
    case 'podcast':
      return {
        title: 'Conversations worth your commute',
        highlight: 'worth your commute',
        subtitle: `${name} is a weekly podcast with honest conversations and curious guests. New episodes every Tuesday, wherever you listen.`,
        cta: 'Listen to the latest episode',
        ctaTo: 'features',
        badge: 'New episode every Tuesday',
        note: 'On Apple Podcasts, Spotify and everywhere you listen',
        icon: 'mic',
        features: [
          { icon: 'mic', title: 'Weekly episodes', body: 'A new long-form conversation every Tuesday morning.' },
          { icon: 'users', title: 'Curious guests', body: 'Writers, founders and scientists with stories worth hearing.' },
          { icon: 'phone', title: 'Listen anywhere', body: 'Apple Podcasts, Spotify and every podcast app.' },
        ],
      };
    case 'home-services':
    case 'pets':
      return null;
    default:
      return null;
  }
}

export function localContent(ctx: CopyContext, base: PageContent): PageContent {
  const l = local(ctx);
  if (!l && ctx.topic === 'generic') {
    // No known subject: neutral copy around the prompt's own words (and place), not a walk-in shop's.
    const where = ctx.place ? ` in ${ctx.place}` : '';
    if (RETAIL_HEAD.test(ctx.noun)) return shopFloor(ctx, base, where);
    const subtitle = `${ctx.name} is ${article(ctx.noun)} ${ctx.noun}${where} run by people who care: clear information, friendly help and everything you need in one place.`;
    const title = `${cap(ctx.noun)}${where}, done properly`;
    return {
      ...base,
      tagline: title,
      description: subtitle,
      navCta: { label: 'Get in touch', to: 'contact' },
      hero: { ...base.hero, badge: undefined, note: undefined, facts: undefined, title, highlight: 'done properly', subtitle, primary: { label: 'Get in touch', to: 'contact' }, visual: 'place' },
      about: { ...base.about, media: { icon: 'heart', label: `Inside ${ctx.name}` } },
    };
  }
  if (!l) {
    return {
      ...base,
      hero: { ...base.hero, badge: `${cap(ctx.noun)}${ctx.place ? ` in ${ctx.place}` : ''}`, visual: 'place' },
      about: { ...base.about, media: { icon: 'heart', label: `${cap(ctx.noun)} with care` } },
    };
  }
  return {
    ...base,
    tagline: l.title,
    description: l.subtitle,
    navCta: { label: l.cta, to: l.ctaTo ?? 'contact' },
    hero: {
      ...base.hero,
      title: l.title,
      highlight: l.highlight,
      // The topic's headline is its own; the badge says what and where, in the prompt's words.
      badge: l.badge ?? `${cap(ctx.noun)}${ctx.place ? ` in ${ctx.place}` : ''}`,
      note: l.note ?? base.hero.note,
      subtitle: l.subtitle,
      primary: { label: l.cta, to: l.ctaTo ?? 'contact' },
      secondary: { label: ctx.topic === 'nonprofit' ? 'Ways to help' : 'Explore', to: l.steps ? 'how-it-works' : 'features' },
    },
    features: { ...base.features, title: `Why choose ${ctx.name}`, subtitle: `Everything you would hope for from ${article(ctx.noun)} ${ctx.noun}, and a little more.`, items: [...l.features, ...base.features.items.slice(6)] },
    about: { ...base.about, media: { icon: l.icon, label: `Inside ${ctx.name}` } },
    pricing: l.plans ? { ...base.pricing, plans: l.plans } : base.pricing,
    steps: l.steps ? { ...base.steps, items: l.steps } : base.steps,
    faq: l.faq ? { ...base.faq, items: l.faq } : base.faq,
    schedule: l.schedule ? { ...base.schedule, title: l.schedule.title, items: l.schedule.items } : base.schedule,
    labels: l.schedule ? { ...base.labels, schedule: l.schedule.title } : base.labels,
    cta: { ...base.cta, primary: { label: l.cta, to: l.ctaTo ?? 'contact' } },
  };
}

/** A subject whose head noun is a place things are sold over a counter (decision 049). */
const RETAIL_HEAD = /\b(?:shop|store|boutique|showroom|outlet|emporium|bookshop|bookstore|kiosk|pharmacy|chemist|grocer|greengrocer|grocery|butcher|deli|delicatessen|dealership|haberdashery|ironmonger|stall|atelier)s?(?: for [a-z' -]+)?$/;

/**
 * A shop people walk into: its page says when it is open and where, and invites a visit — no cart,
 * no shipping, no sample products it cannot know.
 */
function shopFloor(ctx: CopyContext, base: PageContent, where: string): PageContent {
  const title = `${cap(ctx.noun)}${where}: come in and see`;
  const subtitle = `${ctx.name} is ${article(ctx.noun)} ${ctx.noun}${where}. Come and look around and ask us anything — we are happy to take our time with you.`;
  const visit = { label: 'Plan your visit', to: 'contact' as const };
  return {
    ...base,
    tagline: title,
    description: subtitle,
    navCta: visit,
    labels: { ...base.labels, contact: 'Visit us' },
    hero: { ...base.hero, badge: `${cap(ctx.noun)}${where}`, note: 'Open Monday to Saturday · Walk-ins welcome', facts: undefined, title, highlight: 'come in and see', subtitle, primary: visit, secondary: { label: 'What to expect', to: 'features' }, visual: 'place' },
    features: { ...base.features, title: `Why people visit ${ctx.name}`, subtitle: `What you can expect when you come to our ${ctx.noun}.`, items: SHOP_FLOOR.map((f) => ({ ...f })) },
    about: { ...base.about, media: { icon: 'heart', label: `Inside ${ctx.name}` } },
    contact: {
      ...base.contact,
      eyebrow: 'Visit us',
      title: 'Visit us',
      subtitle: 'Drop in during opening hours, or tell us when you would like to come and we will keep time for you.',
      details: base.contact.details.map((d) => (d.icon === 'clock' ? { ...d, label: 'Opening hours', value: 'Mon–Fri 10am – 7pm · Sat 10am – 5pm' } : d)),
    },
    cta: { ...base.cta, title: 'Come and see us', primary: visit },
  };
}

const SHOP_FLOOR: IconItem[] = [
  { icon: 'users', title: 'Advice in person', body: 'Someone who knows the range takes the time to help you choose, without pressure.' },
  { icon: 'star', title: 'See it before you decide', body: 'Look closely, compare side by side and ask before you choose.' },
  { icon: 'clock', title: 'Open six days a week', body: 'Come in on your way home or on a Saturday; for a quiet moment, tell us when you are coming.' },
  { icon: 'heart', title: 'A local, independent shop', body: 'Owned and run here, with regulars we know by name.' },
  { icon: 'shield', title: 'Fair and clear', body: 'Prices on everything, and an honest word when something is not right for you.' },
  { icon: 'pin', title: 'Easy to find', body: 'Our address and opening hours are below, with a note on getting here.' },
];
