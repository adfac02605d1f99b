/**
 * Baseline copy for every section. Kind modules override what they know better; anything a
 * follow-up adds to a page of another kind ("add a menu" to a SaaS page) still has sensible copy.
 */
import type { CopyContext, PageContent } from './types';
import { article, cap, people } from './people';

/** Last year, by the page's clock: an award is never dated in the future nor years stale. */
export function lastYear(today: string): number {
  return Number(today.slice(0, 4)) - 1;
}

export function defaultContent(ctx: CopyContext): PageContent {
  const { name, noun, seed } = ctx;
  const [p1, p2, p3, p4, p5, p6] = people(seed, 6);
  const [t1, t2, t3, t4, t5, t6] = people(seed, 6, 7);
  return {
    kind: 'generic',
    name,
    noun,
    tagline: `${cap(noun)}, done properly`,
    description: `${name} is ${article(noun)} ${noun} built around people: honest advice, friendly experts and results you can see.`,
    labels: {
      features: 'Services', about: 'About', stats: 'Results', pricing: 'Pricing', testimonials: 'Reviews', faq: 'FAQ',
      team: 'Team', gallery: 'Gallery', menu: 'Menu', products: 'Shop', blog: 'Journal', schedule: 'Schedule',
      experience: 'Experience', contact: 'Contact', analytics: 'Analytics', activity: 'Activity', newsletter: 'Newsletter',
      cta: 'Get started', logos: 'Clients', 'how-it-works': 'How it works', awards: 'Awards',
    },
    navCta: { label: 'Book a visit', to: 'contact' },
    hero: {
      badge: 'Now welcoming new clients',
      title: `The ${noun} your neighbourhood recommends`,
      highlight: 'recommends',
      subtitle: `${name} pairs experienced people with a calm, modern space, so every visit feels easy and every result feels worth it.`,
      primary: { label: 'Book a visit', to: 'contact' },
      secondary: { label: 'Explore services', to: 'features' },
      note: 'Open six days a week · Same-week appointments',
      visual: 'place',
      layout: 'split',
      facts: [
        { label: 'Rated', value: '4.9 ★' },
        { label: 'Clients', value: '2,400+' },
      ],
    },
    logos: {
      title: 'Trusted by teams and neighbours alike',
      names: ['Northwind', 'Acme Co.', 'Lumen', 'Harbor', 'Evergreen', 'Pioneer', 'Keystone', 'Bluebird'],
    },
    features: {
      eyebrow: 'What we offer',
      title: `Everything you expect from a great ${noun}`,
      subtitle: 'Clear options, fair prices and people who take the time to get it right.',
      items: [
        { icon: 'users', title: 'Experienced team', body: 'Certified specialists with years of hands-on practice and a habit of explaining things plainly.' },
        { icon: 'calendar', title: 'Easy booking', body: 'Pick a time online in under a minute and get a reminder the day before.' },
        { icon: 'shield', title: 'Quality guaranteed', body: 'If something is not right, we make it right. No small print, no awkward conversations.' },
        { icon: 'heart', title: 'Personal care', body: 'Every plan starts with listening, then is tailored to what you actually need.' },
        { icon: 'clock', title: 'Flexible hours', body: 'Early mornings, late evenings and Saturdays, because life does not run nine to five.' },
        { icon: 'tag', title: 'Transparent pricing', body: 'You see the price before you commit. What we quote is what you pay.' },
        { icon: 'leaf', title: 'Responsible choices', body: 'Local suppliers, low-waste materials and a team that cares about the neighbourhood.' },
        { icon: 'message', title: 'Always reachable', body: 'Questions after your visit? Message us and a real person replies the same day.' },
        { icon: 'award', title: 'Award-winning', body: 'Recognised by local press and, more importantly, recommended by our regulars.' },
      ],
    },
    steps: {
      eyebrow: 'How it works',
      title: 'How it works',
      subtitle: `Getting started with ${name} takes three simple steps.`,
      items: [
        { icon: 'message', title: 'Tell us what you need', body: `Share a few details and we suggest the ${noun} option that fits you best.` },
        { icon: 'calendar', title: 'Pick a time that suits you', body: 'Choose a date online in under a minute; we confirm it straight away.' },
        { icon: 'check', title: 'Enjoy the result', body: `Sit back while ${name} takes care of the rest, and tell us how it went.` },
      ],
    },
    awards: {
      eyebrow: 'Awards',
      title: 'Awards and recognition',
      subtitle: `A few of the honours ${name} has received.`,
      items: [
        { icon: 'award', title: `Best ${noun} ${lastYear(ctx.today)}`, body: 'City Business Awards' },
        { icon: 'star', title: 'Customer Choice Award', body: 'Rated 4.9 by more than 2,000 reviews' },
        { icon: 'shield', title: 'Certified excellence', body: 'Independent quality audit, renewed every year' },
        { icon: 'heart', title: 'Community Champion', body: 'Local Chamber of Commerce' },
      ],
    },
    about: {
      eyebrow: 'Our story',
      title: `Why people choose ${name}`,
      paragraphs: [
        `${name} started with a simple idea: ${article(noun)} ${noun} should feel welcoming, honest and genuinely good at what it does.`,
        'Years later we still work the same way: small teams, long-term relationships and a real pride in the details most people never notice.',
      ],
      bullets: ['Independent and locally owned', 'Friendly, certified specialists', 'Thousands of happy regulars'],
      media: { icon: 'heart', label: `Inside ${name}` },
      cta: { label: 'Meet the team', to: 'team' },
    },
    stats: {
      eyebrow: 'By the numbers',
      title: 'Small team, big results',
      items: [
        { value: '12 yrs', label: 'Serving our community' },
        { value: '2,400+', label: 'Happy clients' },
        { value: '4.9/5', label: 'Average rating' },
        { value: '98%', label: 'Would recommend us' },
      ],
    },
    pricing: {
      eyebrow: 'Pricing',
      title: 'Simple, honest pricing',
      subtitle: 'No hidden fees. Change or cancel any time.',
      plans: [
        // Neutral on purpose: these plans are the fallback for subjects nobody wrote copy for.
        { name: 'Basic', price: '$49', period: 'one-off', blurb: `The essentials from ${name}, priced up front.`, features: ['A clear quote before anything starts', 'Done by an experienced hand', 'A follow-up if anything is unclear'], cta: 'Choose Basic' },
        { name: 'Standard', price: '$129', period: 'per month', blurb: 'Our most popular choice.', features: ['Everything in Basic', 'Priority when you need us', 'Member prices on extras', 'Free changes to your booking'], cta: 'Choose Standard', featured: true },
        { name: 'Complete', price: '$249', period: 'per month', blurb: 'For when you want everything taken care of.', features: ['Everything in Standard', 'One dedicated contact', 'Flexible timing', 'A check-in every quarter'], cta: 'Choose Complete' },
        { name: 'Group', price: '$399', period: 'per month', blurb: 'One plan for a family, a team or a group.', features: ['Up to five people', 'One shared account', 'Group discounts'], cta: 'Ask about Group' },
      ],
      note: 'All prices include tax. Gift cards available.',
    },
    testimonials: {
      eyebrow: 'Reviews',
      title: 'Loved by the people we serve',
      subtitle: 'A few words from regulars and first-timers.',
      items: [
        { quote: `I have tried a few places over the years, and ${name} is the first one that felt personal. They remembered every detail.`, name: t1, role: 'Client since 2019' },
        { quote: 'Booking took a minute, the team was on time, and the result was better than I hoped. I already recommended them to two friends.', name: t2, role: 'First-time visitor' },
        { quote: 'Warm, professional and genuinely skilled. You can tell they care about doing it properly rather than quickly.', name: t3, role: 'Regular client' },
        { quote: 'Clear prices, no upselling and a space that feels calm. Exactly what I was looking for.', name: t4, role: 'Local resident' },
        { quote: 'They fitted me in the same week and followed up afterwards to check everything was fine. Rare these days.', name: t5, role: 'Client since 2022' },
        { quote: 'Five stars, without hesitation. The whole team is lovely.', name: t6, role: 'Verified review' },
      ],
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Questions, answered',
      subtitle: 'Cannot find what you are looking for? Send us a message.',
      items: [
        { q: 'How do I book?', a: 'Use the booking form on this page or call us. We confirm every booking by e-mail within a few hours.' },
        { q: 'Can I reschedule or cancel?', a: 'Yes. Change or cancel up to 24 hours before your appointment at no cost.' },
        { q: 'Do you offer gift cards?', a: 'We do, in any amount. They are valid for twelve months and can be used for every service.' },
        { q: 'Which payment methods do you accept?', a: 'All major cards, Apple Pay, Google Pay and bank transfer for memberships.' },
        { q: 'Is there parking nearby?', a: 'Free parking is available behind the building, and the nearest bus stop is two minutes away.' },
        { q: 'Do you work with companies?', a: 'Yes, we offer team packages and invoicing for businesses of every size.' },
        { q: 'Are you accessible?', a: 'Our space is step-free with an accessible restroom. Tell us if you need anything else.' },
      ],
    },
    team: {
      eyebrow: 'Our people',
      title: 'The team behind the work',
      subtitle: 'Friendly experts who love what they do.',
      people: [
        { name: p1, role: 'Founder', bio: 'Started the business after fifteen years in the field.' },
        { name: p2, role: 'Lead specialist', bio: 'Known for patience, precision and terrible puns.' },
        { name: p3, role: 'Client experience', bio: 'Makes sure every visit runs smoothly from start to finish.' },
        { name: p4, role: 'Specialist', bio: 'Brings a calm focus and a sharp eye for detail.' },
        { name: p5, role: 'Operations', bio: 'Keeps the schedule, the suppliers and the coffee flowing.' },
        { name: p6, role: 'Apprentice', bio: 'Our newest team member, learning fast from the best.' },
      ],
    },
    gallery: {
      eyebrow: 'Gallery',
      title: 'A look inside',
      subtitle: 'Moments from our space, our work and our community.',
      items: [
        { title: 'The space', caption: 'Bright, calm and designed for comfort', tag: 'Inside', icon: 'home' },
        { title: 'Behind the scenes', caption: 'Where the careful work happens', tag: 'Craft', icon: 'camera' },
        { title: 'Community day', caption: 'Our yearly open house', tag: 'Events', icon: 'users' },
        { title: 'Details', caption: 'The little things that matter', tag: 'Craft', icon: 'sparkles' },
        { title: 'Morning light', caption: 'The first hour of the day', tag: 'Inside', icon: 'sun' },
        { title: 'Our team', caption: 'The people who make it happen', tag: 'People', icon: 'heart' },
        { title: 'Finishing touches', caption: 'Quality checked, every time', tag: 'Craft', icon: 'check' },
        { title: 'Workshops', caption: 'Learning together on Saturdays', tag: 'Events', icon: 'book' },
        { title: 'Neighbourhood', caption: 'Proudly part of the street', tag: 'Local', icon: 'pin' },
      ],
    },
    menu: {
      eyebrow: 'Menu',
      title: 'Seasonal, simple, made in-house',
      subtitle: 'Our menu follows the seasons and the best of what local growers bring us.',
      groups: [
        {
          name: 'Starters',
          items: [
            { name: 'Charred sourdough', desc: 'Cultured butter, flaky salt', price: '$7', tag: 'V' },
            { name: 'Burrata & peaches', desc: 'Basil oil, toasted almonds', price: '$14', tag: 'V' },
            { name: 'Crispy squid', desc: 'Lemon aioli, chilli, herbs', price: '$13' },
            { name: 'Soup of the day', desc: 'Ask your server, always vegan', price: '$9', tag: 'VG' },
            { name: 'Heritage tomatoes', desc: 'Whipped feta, oregano, olive oil', price: '$12', tag: 'V' },
          ],
        },
        {
          name: 'Mains',
          items: [
            { name: 'Roast chicken', desc: 'Salsa verde, crushed potatoes', price: '$24' },
            { name: 'Wild mushroom risotto', desc: 'Aged parmesan, thyme', price: '$21', tag: 'V' },
            { name: 'Market fish', desc: 'Brown butter, capers, greens', price: '$28' },
            { name: 'Braised short rib', desc: 'Polenta, gremolata', price: '$31' },
            { name: 'Garden bowl', desc: 'Grains, roasted roots, tahini', price: '$18', tag: 'VG' },
          ],
        },
        {
          name: 'Desserts',
          items: [
            { name: 'Olive oil cake', desc: 'Crème fraîche, citrus', price: '$9' },
            { name: 'Dark chocolate mousse', desc: 'Sea salt, hazelnut', price: '$10' },
            { name: 'Affogato', desc: 'Vanilla gelato, espresso', price: '$7' },
          ],
        },
      ],
      note: 'V vegetarian · VG vegan · Please tell us about any allergies.',
    },
    products: {
      eyebrow: 'Shop',
      title: 'Customer favourites',
      subtitle: 'Thoughtfully made, built to last and shipped with care.',
      items: [
        { name: 'The Everyday Tote', blurb: 'Heavy canvas, leather handles', price: '$68', rating: 4.9, reviews: 214, tag: 'Bestseller', icon: 'bag' },
        { name: 'Stoneware Mug Set', blurb: 'Set of two, hand-glazed', price: '$42', rating: 4.8, reviews: 128, icon: 'coffee' },
        { name: 'Linen Throw', blurb: 'Stonewashed European linen', price: '$96', was: '$120', rating: 4.7, reviews: 86, tag: 'Sale', icon: 'layers' },
        { name: 'Soy Candle No. 3', blurb: 'Cedar, fig and amber', price: '$28', rating: 4.9, reviews: 302, icon: 'sun' },
        { name: 'Field Notebook', blurb: 'Recycled paper, lay-flat binding', price: '$18', rating: 4.6, reviews: 57, tag: 'New', icon: 'book' },
        { name: 'Brass Desk Lamp', blurb: 'Dimmable warm LED', price: '$145', rating: 4.8, reviews: 44, icon: 'bolt' },
        { name: 'Gift Card', blurb: 'Delivered instantly by e-mail', price: 'from $25', rating: 5, reviews: 91, icon: 'gift' },
        { name: 'Wool Blanket', blurb: 'Woven in a family mill', price: '$138', rating: 4.9, reviews: 73, icon: 'heart' },
        { name: 'Ceramic Planter', blurb: 'With drainage and saucer', price: '$36', rating: 4.7, reviews: 65, tag: 'New', icon: 'leaf' },
        { name: 'Travel Pouch', blurb: 'Water-resistant, two sizes', price: '$24', rating: 4.6, reviews: 39, icon: 'briefcase' },
      ],
    },
    blog: {
      eyebrow: 'Journal',
      title: 'Latest stories',
      subtitle: 'Ideas, guides and news from our team.',
      posts: [
        { title: 'Five small habits that make a big difference', excerpt: 'The simple routines our team swears by, and how to start them this week.', category: 'Guides', date: 'Mar 12, 2025', minutes: 6 },
        { title: `Behind the scenes: a day at ${name}`, excerpt: 'From the first coffee to the last appointment, here is what a real day looks like.', category: 'Stories', date: 'Feb 27, 2025', minutes: 4 },
        { title: 'What we learned from 1,000 client conversations', excerpt: 'Patterns, surprises and the questions we now ask everyone on day one.', category: 'Insights', date: 'Feb 9, 2025', minutes: 8 },
        { title: 'A beginner’s checklist', excerpt: 'Everything to prepare before your first visit, in one printable page.', category: 'Guides', date: 'Jan 22, 2025', minutes: 3 },
        { title: 'Meet our newest team member', excerpt: 'Where they trained, what they love and the one tip they give everyone.', category: 'News', date: 'Jan 8, 2025', minutes: 4 },
        { title: 'Our year in review', excerpt: 'New faces, a bigger space and the milestones we are proudest of.', category: 'News', date: 'Dec 30, 2024', minutes: 5 },
      ],
    },
    schedule: {
      eyebrow: 'Schedule',
      title: 'What happens when',
      subtitle: 'A relaxed day with plenty of time in between.',
      items: [
        { time: '09:00', title: 'Doors open & welcome coffee', meta: 'Main hall', body: 'Pick up your badge, grab a coffee and meet the people around you.' },
        { time: '10:00', title: 'Opening talk', meta: 'Main stage', body: 'Where we are, where we are going and why it matters.' },
        { time: '11:30', title: 'Hands-on sessions', meta: 'Rooms A–C', body: 'Small-group workshops led by practitioners.' },
        { time: '13:00', title: 'Lunch', meta: 'Garden terrace', body: 'Seasonal food from local kitchens, vegetarian options throughout.' },
        { time: '14:30', title: 'Panel discussion', meta: 'Main stage', body: 'Four perspectives, one honest conversation, plenty of audience questions.' },
        { time: '17:00', title: 'Closing drinks', meta: 'Rooftop', body: 'Celebrate the day with music and a view.' },
      ],
    },
    experience: {
      eyebrow: 'Experience',
      title: 'Where I have worked',
      items: [
        { time: '2022 — Now', title: 'Lead Product Designer', meta: 'Northwind', body: 'Leading design for the core platform; shipped a new onboarding that lifted activation by 31%.' },
        { time: '2019 — 2022', title: 'Senior Designer', meta: 'Lumen Labs', body: 'Built the design system used by six product teams and mentored four designers.' },
        { time: '2016 — 2019', title: 'Product Designer', meta: 'Harbor & Co.', body: 'Designed mobile checkout flows used by two million shoppers a month.' },
        { time: '2014 — 2016', title: 'Junior Designer', meta: 'Studio Pine', body: 'Brand and web projects for start-ups, museums and non-profits.' },
        { time: '2010 — 2014', title: 'BA Interaction Design', meta: 'Design Academy', body: 'Graduated with honours; thesis on accessible interfaces.' },
      ],
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Get in touch',
      subtitle: 'Tell us a little about what you need and we will reply within one business day.',
      details: [
        { icon: 'mail', label: 'E-mail', value: 'hello@example.com' },
        { icon: 'phone', label: 'Phone', value: '+1 (555) 014-2290' },
        { icon: 'pin', label: 'Visit', value: '24 Market Street, Portland' },
        { icon: 'clock', label: 'Hours', value: 'Mon–Sat, 8am – 6pm' },
      ],
      fields: [
        { name: 'name', label: 'Name', type: 'text', placeholder: 'Jane Cooper', half: true },
        { name: 'email', label: 'E-mail', type: 'email', placeholder: 'jane@example.com', half: true },
        { name: 'message', label: 'Message', type: 'textarea', placeholder: 'How can we help?' },
      ],
      submit: 'Send message',
      thanks: 'Thank you! We will be in touch shortly.',
    },
    cta: {
      title: `Ready when you are`,
      subtitle: `Join the people who already rely on ${name}. It takes less than a minute to get started.`,
      primary: { label: 'Get started', to: 'contact' },
      secondary: { label: 'See pricing', to: 'pricing' },
    },
    newsletter: {
      eyebrow: 'Newsletter',
      title: 'Good news, once a month',
      subtitle: `Offers, new arrivals and stories from ${name}. No spam, ever.`,
      placeholder: 'you@example.com',
      button: 'Subscribe',
      note: 'Unsubscribe with one click at any time.',
    },
    analytics: {
      eyebrow: 'Analytics',
      title: 'Performance overview',
      subtitle: 'Last 12 months compared with the previous period.',
      chartTitle: 'Revenue',
      chartValue: '$482,910',
      chartDelta: '+18.2%',
      bars: [
        { label: 'Jan', value: 42 }, { label: 'Feb', value: 55 }, { label: 'Mar', value: 48 }, { label: 'Apr', value: 63 },
        { label: 'May', value: 58 }, { label: 'Jun', value: 72 }, { label: 'Jul', value: 69 }, { label: 'Aug', value: 81 },
        { label: 'Sep', value: 77 }, { label: 'Oct', value: 88 }, { label: 'Nov', value: 84 }, { label: 'Dec', value: 96 },
      ],
      breakdownTitle: 'Traffic sources',
      breakdown: [
        { label: 'Organic search', value: 46 },
        { label: 'Direct', value: 24 },
        { label: 'Social', value: 17 },
        { label: 'Referral', value: 13 },
      ],
    },
    activity: {
      eyebrow: 'Activity',
      title: 'Recent orders',
      subtitle: 'The latest transactions across all channels.',
      columns: ['Order', 'Customer', 'Date', 'Amount', 'Status'],
      rows: [
        { cells: ['#10482', p1, 'Mar 14, 2025', '$1,240.00'], status: 'Paid', tone: 'success' },
        { cells: ['#10481', p2, 'Mar 14, 2025', '$86.50'], status: 'Pending', tone: 'warning' },
        { cells: ['#10480', p3, 'Mar 13, 2025', '$412.00'], status: 'Paid', tone: 'success' },
        { cells: ['#10479', p4, 'Mar 13, 2025', '$58.00'], status: 'Refunded', tone: 'danger' },
        { cells: ['#10478', p5, 'Mar 12, 2025', '$2,310.00'], status: 'Paid', tone: 'success' },
        { cells: ['#10477', p6, 'Mar 12, 2025', '$129.00'], status: 'Processing', tone: 'neutral' },
      ],
    },
    footer: {
      blurb: `${name} — ${noun} with care. Independent, local and proud of it.`,
      columns: [
        { title: 'Explore', links: [{ label: 'Services', to: 'features' }, { label: 'About', to: 'about' }, { label: 'Reviews', to: 'testimonials' }] },
        { title: 'Visit', links: [{ label: 'Contact', to: 'contact' }, { label: 'FAQ', to: 'faq' }, { label: 'Pricing', to: 'pricing' }] },
      ],
      legal: 'All rights reserved.',
    },
    ui: { mostPopular: 'Most popular', addToCart: 'Add to cart', readArticle: 'Read article', minRead: 'min read', explore: 'Explore' },
  };
}
