/** Copy for events: conferences, festivals, meetups and weddings. */
import type { PageContent, CopyContext, Slot } from './types';
import { addDays, dateRange, dayMonth, eventStart, longDate, yearInName } from './dates';
import { people } from './people';

/**
 * The event's first day (a wedding's only one) and how many more days it runs. A year in its name,
 * or else in what the prompt asked for ("the NodeConf Lisbon 2026 conference"), is the event's year.
 */
function eventDays(ctx: CopyContext, wedding: boolean, festival: boolean, meetup: boolean): { from: Date; days: number } {
  const [weekday, days] = wedding ? [6, 0] : meetup ? [4, 0] : festival ? [5, 2] : [2, 1];
  return { from: eventStart(ctx.today, weekday, days, yearInName(ctx.name) ?? yearInName(ctx.noun)), days };
}

/** The event's date as the page shows it: about four months after the day the page is made, in the year its name says. */
function eventDate({ from, days }: { from: Date; days: number }): string {
  return days === 0 ? longDate(from) : dateRange(from, addDays(from, days));
}

export function eventContent(ctx: CopyContext, base: PageContent): PageContent {
  const { name, topic } = ctx;
  const speakers = people(ctx.seed, 6, 13);
  const wedding = topic === 'wedding';
  const festival = topic === 'festival';
  const meetup = topic === 'hackathon';
  const when = eventDays(ctx, wedding, festival, meetup);
  const date = eventDate(when);
  // Dates before the event, counted back from it: never after it, never already past.
  const today = new Date(`${ctx.today}T12:00:00Z`);
  const before = (days: number) => addDays(when.from, -days);
  const ahead = (days: number) => (before(days) > addDays(today, 7) ? dayMonth(before(days)) : null);
  const replyBy = ahead(42);
  const earlyBird = ahead(56);
  const place = wedding ? 'Villa Rosa, Tuscany' : festival ? 'Riverside Park, Austin' : meetup ? 'The Foundry, Berlin' : 'Harbour Convention Centre, Lisbon';
  const title = wedding
    ? 'We’re getting married'
    : festival
      ? 'Three days of music under open skies'
      : meetup
        ? 'Build something great in one night'
        : 'Where the future of the web gets built';
  const highlight = wedding ? 'married' : festival ? 'open skies' : meetup ? 'one night' : 'future of the web';
  const subtitle = wedding
    ? `Join us for a day of love, laughter and far too much dancing. We can’t wait to celebrate with you.`
    : festival
      ? `${name} brings forty artists, two stages and a river full of sunsets together for one unforgettable weekend.`
      : meetup
        ? `${name} is a friendly evening of talks, pizza and hacking for developers of every level. Free to attend.`
        : `${name} brings 2,000 engineers, designers and founders together for two days of talks, workshops and conversations that matter.`;
  const schedule: Slot[] = wedding
    ? [
        { time: '14:00', title: 'Ceremony', meta: 'Olive garden', body: 'Please arrive fifteen minutes early to find your seat.' },
        { time: '15:00', title: 'Drinks & photos', meta: 'Terrace', body: 'Prosecco, lawn games and golden-hour portraits.' },
        { time: '17:30', title: 'Dinner', meta: 'Main hall', body: 'A long Tuscan table, four courses and a few speeches.' },
        { time: '20:00', title: 'First dance & party', meta: 'Courtyard', body: 'Live band until midnight, DJ until late.' },
        { time: '23:30', title: 'Midnight snacks', meta: 'Courtyard', body: 'Pizza from the wood oven for the dancers.' },
      ]
    : festival
      ? [
          { time: 'Fri 17:00', title: 'Gates open', meta: 'Main entrance', body: 'Collect wristbands, find your spot, grab a drink.' },
          { time: 'Fri 21:00', title: 'Opening headliner', meta: 'River Stage', body: 'The night kicks off with a sunset set you will remember.' },
          { time: 'Sat 14:00', title: 'Local heroes', meta: 'Garden Stage', body: 'Five up-and-coming acts from the city’s best venues.' },
          { time: 'Sat 22:00', title: 'Saturday headliner', meta: 'River Stage', body: 'Fireworks included.' },
          { time: 'Sun 12:00', title: 'Sunday brunch sessions', meta: 'Garden Stage', body: 'Acoustic sets, food trucks and a slower pace.' },
          { time: 'Sun 20:00', title: 'Closing party', meta: 'River Stage', body: 'One last dance before the lights come up.' },
        ]
      : [
          { time: '09:00', title: 'Registration & breakfast', meta: 'Foyer', body: 'Pick up your badge, have a coffee and meet other attendees.' },
          { time: '10:00', title: 'Keynote: the next ten years', meta: speakers[0], body: 'Where the platform is heading and what it means for your team.' },
          { time: '11:15', title: 'Designing for speed', meta: speakers[1], body: 'Practical techniques for interfaces that feel instant.' },
          { time: '13:00', title: 'Lunch & expo', meta: 'Hall B', body: 'Local food, partner booths and plenty of time to talk.' },
          { time: '14:30', title: 'Workshops', meta: 'Rooms 1–6', body: 'Hands-on sessions in small groups, from AI to accessibility.' },
          { time: '16:30', title: 'Panel: building in public', meta: `${speakers[2]} & guests`, body: 'Founders share what worked, what did not and what they would do again.' },
          { time: '18:00', title: 'Closing party', meta: 'Rooftop', body: 'Drinks, music and a view of the river.' },
        ];
  return {
    ...base,
    kind: 'event',
    tagline: `${date} · ${place}`,
    description: subtitle,
    labels: { ...base.labels, about: wedding ? 'Our story' : 'About', schedule: wedding ? 'The day' : festival ? 'Line-up' : 'Agenda', team: festival ? 'Artists' : 'Speakers', pricing: 'Tickets', faq: 'FAQ', contact: wedding ? 'RSVP' : 'Contact', gallery: 'Photos' },
    navCta: wedding ? { label: 'RSVP', to: 'contact' } : { label: meetup ? 'Register free' : 'Get tickets', to: meetup ? 'contact' : 'pricing' },
    hero: {
      badge: `${date} · ${place}`,
      title,
      highlight,
      subtitle,
      primary: wedding ? { label: 'RSVP now', to: 'contact' } : { label: meetup ? 'Save your seat' : 'Get your ticket', to: meetup ? 'contact' : 'pricing' },
      secondary: { label: wedding ? 'See the day' : festival ? 'See the line-up' : 'View the agenda', to: 'schedule' },
      note: wedding
        ? replyBy ? `Kindly reply by ${replyBy}` : 'Kindly reply soon'
        : festival ? 'Early-bird tickets end soon' : meetup ? 'Free · 120 seats · Food & drinks included' : earlyBird ? `Early-bird pricing ends ${earlyBird}` : 'Early-bird tickets end soon',
      visual: 'event',
      layout: 'center',
      facts: wedding
        ? [{ label: 'Date', value: date }, { label: 'Venue', value: place }]
        : [
            { label: festival ? 'Artists' : 'Speakers', value: festival ? '40+' : '60+' },
            { label: festival ? 'Stages' : 'Workshops', value: festival ? '2' : '24' },
            { label: 'Attendees', value: festival ? '15,000' : meetup ? '120' : '2,000' },
          ],
    },
    about: {
      eyebrow: wedding ? 'Our story' : 'About',
      title: wedding ? 'How it all began' : `Why ${name}?`,
      paragraphs: wedding
        ? [
            'We met on a rainy Tuesday in a tiny bookshop, both reaching for the last copy of the same novel. Neither of us let go, so we shared a coffee instead.',
            'Seven years, two cities and one very patient dog later, we are making it official, and we would love you to be there.',
          ]
        : [
            subtitle,
            festival
              ? 'Expect riverside stages, local food, art installations and a crowd that comes back every year.'
              : 'Every session is chosen by our community, every talk is recorded and every ticket includes lunch, coffee and the after-party.',
          ],
      bullets: wedding
        ? ['Ceremony and reception at the same venue', 'Shuttle from Florence at 12:30', 'Dress code: garden formal']
        : festival
          ? ['Camping and day passes', 'Family-friendly until 8pm', 'Free water refill stations']
          : ['Talks, workshops and open spaces', 'Recordings for every ticket holder', 'Diversity scholarships available'],
      media: { icon: wedding ? 'heart' : festival ? 'music' : 'mic', label: place },
      cta: wedding ? { label: 'RSVP', to: 'contact' } : { label: 'Get tickets', to: 'pricing' },
    },
    schedule: {
      eyebrow: wedding ? 'The day' : festival ? 'Line-up' : 'Agenda',
      title: wedding ? 'Order of the day' : festival ? 'Weekend at a glance' : 'Day one agenda',
      subtitle: wedding ? 'Times are approximate — love is not always punctual.' : 'Full programme with room numbers in the app.',
      items: schedule,
    },
    team: {
      eyebrow: festival ? 'Artists' : 'Speakers',
      title: festival ? 'On the line-up' : 'Learn from the best',
      subtitle: festival ? 'Headliners, rising stars and local favourites.' : 'Practitioners from the teams building the tools you use every day.',
      people: [
        { name: speakers[0], role: festival ? 'Headliner · Friday' : 'VP Engineering, Lumen', bio: festival ? 'Soulful electronic sets at sunset.' : 'Scaled the platform from 1 to 40 million users.' },
        { name: speakers[1], role: festival ? 'Headliner · Saturday' : 'Design Lead, Northwind', bio: festival ? 'Guitar-driven indie with a big chorus.' : 'Author of “Fast by Default”.' },
        { name: speakers[2], role: festival ? 'Garden Stage' : 'Founder, Stackbeam', bio: festival ? 'Folk duo with perfect harmonies.' : 'Built and sold two developer tools start-ups.' },
        { name: speakers[3], role: festival ? 'DJ set · Sunday' : 'Staff Engineer, Globex', bio: festival ? 'Disco, funk and joy.' : 'Maintainer of a popular open-source framework.' },
        { name: speakers[4], role: festival ? 'River Stage' : 'Researcher, Initech', bio: festival ? 'Big brass, bigger energy.' : 'Studies how teams adopt AI tools.' },
        { name: speakers[5], role: festival ? 'Local hero' : 'CTO, Pioneer', bio: festival ? 'The city’s favourite live act.' : 'Leads 200 engineers across four continents.' },
      ],
    },
    pricing: {
      eyebrow: 'Tickets',
      title: festival ? 'Choose your pass' : 'Get your ticket',
      subtitle: festival ? 'All passes include free water, lockers and a reusable cup.' : 'Group discounts for teams of five or more.',
      plans: festival
        ? [
            { name: 'Day pass', price: '$79', period: 'per day', blurb: 'Pick your favourite day.', features: ['Access to both stages', 'Food village', 'Re-entry until 8pm'], cta: 'Buy day pass' },
            { name: 'Weekend', price: '$189', period: 'three days', blurb: 'The full experience.', features: ['All three days', 'Fast-track entry', 'Festival tote', 'Discounted camping'], cta: 'Buy weekend pass', featured: true },
            { name: 'VIP', price: '$349', period: 'three days', blurb: 'Best views, shortest queues.', features: ['Everything in Weekend', 'VIP deck & bar', 'Private restrooms', 'Artist meet & greet'], cta: 'Go VIP' },
          ]
        : [
            { name: 'Online', price: '$99', period: 'two days', blurb: 'Watch every talk live.', features: ['Live stream of all talks', 'Recordings for a year', 'Online Q&A'], cta: 'Buy online pass' },
            { name: 'Standard', price: '$499', period: 'two days', blurb: 'The full in-person experience.', features: ['All talks & workshops', 'Lunch & coffee', 'After-party', 'Recordings'], cta: 'Buy ticket', featured: true },
            { name: 'Team', price: '$399', period: 'per person', blurb: 'For five or more colleagues.', features: ['Everything in Standard', 'Reserved seating', 'Team photo', 'Invoice billing'], cta: 'Book for team' },
          ],
      note: 'Prices include VAT. Tickets are transferable until one week before the event.',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Good to know',
      subtitle: wedding ? 'Everything guests usually ask us.' : 'Still curious? Send us a message.',
      items: wedding
        ? [
            { q: 'Can I bring a plus-one?', a: 'If your invitation includes a guest, their name will be on it. We are keeping it small, so thank you for understanding.' },
            { q: 'Are children welcome?', a: 'We love your little ones, but we have planned an adults-only celebration.' },
            { q: 'Where should I stay?', a: 'We have reserved rooms at two nearby hotels. Mention our names when booking for a discount.' },
            { q: 'Is there a gift list?', a: 'Your presence is the best present. If you wish, a contribution to our honeymoon fund would be lovely.' },
            { q: 'What about dietary requirements?', a: 'Let us know in your RSVP and the kitchen will take care of you.' },
          ]
        : [
            { q: 'Where exactly is the venue?', a: `${place}. It is a ten-minute walk from the central station, with step-free access throughout.` },
            { q: 'Can I get a refund?', a: 'Tickets are refundable until 30 days before the event, and transferable until one week before.' },
            { q: 'Are talks recorded?', a: 'Yes. Every ticket holder gets access to recordings within a week.' },
            { q: 'Is there a code of conduct?', a: 'Yes, and we enforce it. We want everyone to feel safe and welcome.' },
            { q: 'Do you offer scholarships?', a: 'We offer free tickets to students and under-represented groups in tech. Apply through the contact form.' },
            { q: 'Is food included?', a: 'Breakfast, lunch, snacks and coffee are included, with vegetarian and vegan options.' },
          ],
    },
    gallery: { ...base.gallery, title: wedding ? 'Our favourite moments' : 'Last year in pictures', subtitle: wedding ? 'A few snapshots from our story so far.' : 'Highlights from the last edition.' },
    contact: wedding
      ? {
          eyebrow: 'RSVP',
          title: 'Will you join us?',
          subtitle: 'Kindly reply by 1 May so we can plan the perfect day.',
          details: [
            { icon: 'calendar', label: 'Date', value: date },
            { icon: 'pin', label: 'Venue', value: place },
            { icon: 'mail', label: 'Questions', value: 'rsvp@example.com' },
          ],
          fields: [
            { name: 'name', label: 'Full name', type: 'text', placeholder: 'Your name', half: true },
            { name: 'guests', label: 'Number of guests', type: 'number', placeholder: '1', half: true },
            { name: 'diet', label: 'Dietary requirements', type: 'text', placeholder: 'Vegetarian, allergies…' },
            { name: 'message', label: 'A note for us', type: 'textarea', placeholder: 'Song requests welcome!' },
          ],
          submit: 'Send RSVP',
          thanks: 'Thank you! We can’t wait to celebrate with you.',
        }
      : { ...base.contact, title: meetup ? 'Save your seat' : 'Questions? Get in touch', subtitle: meetup ? 'Registration is free. Tell us a little about yourself.' : 'Sponsorships, press or accessibility questions — we are happy to help.' },
    cta: {
      title: wedding ? 'We hope to see you there' : festival ? 'Don’t miss the summer’s best weekend' : `Join us at ${name}`,
      subtitle: wedding ? (replyBy ? `Please RSVP by ${replyBy}.` : 'Please RSVP soon.') : `${date} · ${place}`,
      primary: wedding ? { label: 'RSVP now', to: 'contact' } : { label: 'Get tickets', to: 'pricing' },
      secondary: { label: 'See the schedule', to: 'schedule' },
    },
    footer: {
      blurb: `${name} · ${date} · ${place}`,
      columns: [
        { title: 'Event', links: [{ label: 'Schedule', to: 'schedule' }, { label: festival ? 'Artists' : 'Speakers', to: 'team' }, { label: 'Tickets', to: 'pricing' }] },
        { title: 'Info', links: [{ label: 'FAQ', to: 'faq' }, { label: 'Contact', to: 'contact' }] },
      ],
      legal: 'All rights reserved.',
    },
  };
}
