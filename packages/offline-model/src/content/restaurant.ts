/** Copy for restaurants, cafés, bakeries and bars: menus, hours, reservations. */
import type { MenuItem, PageContent, CopyContext } from './types';
import { cap, people } from './people';

type Groups = Array<{ name: string; items: MenuItem[] }>;

interface Venue {
  title: string;
  highlight: string;
  subtitle: string;
  menuTitle: string;
  groups: Groups;
  hours: string;
  story: string;
}

function venue(ctx: CopyContext): Venue {
  const { name } = ctx;
  switch (ctx.topic) {
    case 'cafe':
      return {
        title: 'Slow coffee for busy mornings',
        highlight: 'Slow coffee',
        subtitle: `Single-origin beans roasted in small batches, pastries baked at dawn and a corner table with your name on it. Welcome to ${name}.`,
        menuTitle: 'Brewed with care',
        hours: 'Mon–Fri 7am – 6pm · Sat–Sun 8am – 5pm',
        story: `${name} began as a weekend coffee cart and grew into the neighbourhood’s favourite living room. We roast every bean ourselves, twice a week, and know most of our regulars by their order.`,
        groups: [
          { name: 'Espresso bar', items: [
            { name: 'Flat white', desc: 'Double ristretto, silky milk', price: '$4.50' },
            { name: 'Oat cortado', desc: 'Equal parts espresso and oat milk', price: '$4.20', tag: 'VG' },
            { name: 'Honey lavender latte', desc: 'Local honey, house lavender syrup', price: '$5.40' },
            { name: 'Espresso tonic', desc: 'Tonic, orange peel, ice', price: '$4.80' },
            { name: 'Mocha', desc: 'Dark chocolate ganache, espresso', price: '$5.20' },
          ] },
          { name: 'Slow bar', items: [
            { name: 'Pour-over of the week', desc: 'Ask about our current single origin', price: '$5.50' },
            { name: 'Cold brew', desc: '18-hour steep, chocolate notes', price: '$4.90', tag: 'VG' },
            { name: 'Matcha latte', desc: 'Ceremonial grade, oat or whole milk', price: '$5.20' },
            { name: 'Chai', desc: 'House-spiced, slow simmered', price: '$4.80' },
          ] },
          { name: 'From the oven', items: [
            { name: 'Almond croissant', desc: 'Twice-baked, frangipane', price: '$4.60', tag: 'V' },
            { name: 'Cardamom bun', desc: 'Swedish-style, pearl sugar', price: '$4.20', tag: 'V' },
            { name: 'Avocado toast', desc: 'Sourdough, chilli, lime, seeds', price: '$10.50', tag: 'VG' },
            { name: 'Banana bread', desc: 'Brown butter, walnuts', price: '$3.90', tag: 'V' },
          ] },
        ],
      };
    case 'bakery':
      return {
        title: 'Baked before sunrise, gone by noon',
        highlight: 'before sunrise',
        subtitle: `Naturally leavened loaves, flaky pastries and celebration cakes, made by hand every morning at ${name}.`,
        menuTitle: 'Fresh from the oven',
        hours: 'Tue–Sun 6:30am – 2pm · Closed Mondays',
        story: `At ${name} we still do things the slow way: 36-hour sourdough, butter laminated by hand and flour milled just down the road. When it is gone, it is gone.`,
        groups: [
          { name: 'Breads', items: [
            { name: 'Country sourdough', desc: '36-hour ferment, crackly crust', price: '$8', tag: 'VG' },
            { name: 'Seeded rye', desc: 'Sunflower, flax, pumpkin seeds', price: '$9', tag: 'VG' },
            { name: 'Focaccia', desc: 'Rosemary, sea salt, olive oil', price: '$7', tag: 'VG' },
            { name: 'Brioche loaf', desc: 'Rich, buttery, perfect for toast', price: '$9', tag: 'V' },
          ] },
          { name: 'Pastries', items: [
            { name: 'Butter croissant', desc: 'Laminated over three days', price: '$4', tag: 'V' },
            { name: 'Pain au chocolat', desc: 'Two batons of dark chocolate', price: '$4.50', tag: 'V' },
            { name: 'Cinnamon knot', desc: 'Brown sugar, cardamom glaze', price: '$4.20', tag: 'V' },
            { name: 'Seasonal danish', desc: 'Vanilla custard, fruit of the week', price: '$4.80', tag: 'V' },
          ] },
          { name: 'Cakes', items: [
            { name: 'Lemon drizzle slice', desc: 'Zesty, moist, classic', price: '$4.50', tag: 'V' },
            { name: 'Chocolate fudge cake', desc: 'Whole cakes to order', price: '$42' },
            { name: 'Carrot cake', desc: 'Cream cheese frosting, walnuts', price: '$5', tag: 'V' },
          ] },
        ],
      };
    case 'italian':
      return {
        title: 'Handmade pasta, wood-fired pizza, long dinners',
        highlight: 'long dinners',
        subtitle: `Recipes from our grandmother’s kitchen, ingredients from Italy and our own garden, and a table waiting for you at ${name}.`,
        menuTitle: 'La cucina',
        hours: 'Tue–Sun 5pm – 11pm · Lunch Sat & Sun',
        story: `${name} is a family kitchen first. Our pasta is rolled every afternoon, our dough rests for 48 hours and our wine list is full of small producers we have visited ourselves.`,
        groups: [
          { name: 'Antipasti', items: [
            { name: 'Burrata', desc: 'Heirloom tomatoes, basil, olive oil', price: '$15', tag: 'V' },
            { name: 'Arancini', desc: 'Saffron risotto, mozzarella, aioli', price: '$11', tag: 'V' },
            { name: 'Vitello tonnato', desc: 'Thin veal, tuna sauce, capers', price: '$16' },
          ] },
          { name: 'Pasta', items: [
            { name: 'Tagliatelle al ragù', desc: 'Slow-cooked beef and pork ragù', price: '$22' },
            { name: 'Cacio e pepe', desc: 'Tonnarelli, pecorino, black pepper', price: '$19', tag: 'V' },
            { name: 'Ravioli di zucca', desc: 'Pumpkin, sage butter, amaretti', price: '$21', tag: 'V' },
            { name: 'Linguine alle vongole', desc: 'Clams, garlic, chilli, parsley', price: '$26' },
          ] },
          { name: 'Pizza', items: [
            { name: 'Margherita', desc: 'San Marzano, fior di latte, basil', price: '$16', tag: 'V' },
            { name: 'Diavola', desc: 'Spicy salami, chilli honey', price: '$19' },
            { name: 'Funghi e tartufo', desc: 'Wild mushrooms, truffle, taleggio', price: '$22', tag: 'V' },
          ] },
        ],
      };
    case 'japanese':
      return {
        title: 'Quiet precision, bold flavour',
        highlight: 'bold flavour',
        subtitle: `Seasonal fish, rice seasoned the traditional way and broths simmered for eighteen hours. ${name} is a small counter with a big heart.`,
        menuTitle: 'Omakase & à la carte',
        hours: 'Wed–Sun 5:30pm – 10:30pm',
        story: `Our chef trained for a decade in Osaka before opening ${name}. Every evening starts at the fish market and ends with a counter full of regulars.`,
        groups: [
          { name: 'Nigiri (2 pcs)', items: [
            { name: 'Otoro', desc: 'Fatty bluefin tuna', price: '$14' },
            { name: 'Hamachi', desc: 'Yellowtail, yuzu kosho', price: '$9' },
            { name: 'Hotate', desc: 'Hokkaido scallop, sea salt', price: '$10' },
            { name: 'Unagi', desc: 'Grilled eel, sweet soy glaze', price: '$9' },
          ] },
          { name: 'Ramen', items: [
            { name: 'Tonkotsu', desc: '18-hour pork broth, chashu, egg', price: '$18' },
            { name: 'Shoyu', desc: 'Chicken and dashi, bamboo, nori', price: '$17' },
            { name: 'Miso vegan', desc: 'Roasted vegetables, chilli oil', price: '$16', tag: 'VG' },
          ] },
          { name: 'Small plates', items: [
            { name: 'Gyoza', desc: 'Pork and cabbage, crispy skirt', price: '$9' },
            { name: 'Agedashi tofu', desc: 'Dashi broth, daikon, ginger', price: '$8', tag: 'V' },
            { name: 'Karaage', desc: 'Ginger-soy fried chicken, kewpie', price: '$11' },
          ] },
        ],
      };
    case 'bar':
      return {
        title: 'Good drinks, low lights, late nights',
        highlight: 'late nights',
        subtitle: `Seasonal cocktails, natural wines and small plates worth staying for. ${name} opens at five and the music gets better after nine.`,
        menuTitle: 'On the bar',
        hours: 'Tue–Thu 5pm – 12am · Fri–Sat 5pm – 2am',
        story: `${name} is a neighbourhood bar with serious drinks and no attitude. Our bartenders make their own syrups, bitters and terrible jokes.`,
        groups: [
          { name: 'Signatures', items: [
            { name: 'Smoke & Honey', desc: 'Mezcal, honey, lemon, smoked salt', price: '$15' },
            { name: 'Garden Spritz', desc: 'Aperitivo, cucumber, elderflower, soda', price: '$13' },
            { name: 'Midnight Negroni', desc: 'Gin, coffee-infused vermouth, bitter', price: '$15' },
            { name: 'Velvet Sour', desc: 'Bourbon, plum, egg white, bitters', price: '$14' },
          ] },
          { name: 'Low & no', items: [
            { name: 'Citrus Cooler', desc: 'Yuzu, rosemary, tonic', price: '$9' },
            { name: 'Berry Shrub', desc: 'House vinegar shrub, soda', price: '$8' },
          ] },
          { name: 'Small plates', items: [
            { name: 'Marinated olives', desc: 'Orange, fennel, chilli', price: '$6', tag: 'VG' },
            { name: 'Truffle fries', desc: 'Parmesan, herbs', price: '$9', tag: 'V' },
            { name: 'Bao sliders', desc: 'Crispy pork belly, pickles', price: '$12' },
          ] },
        ],
      };
    default:
      return {
        title: 'Seasonal food, made to share',
        highlight: 'made to share',
        subtitle: `Honest cooking from local farms, a wine list full of small producers and a room that feels like home. Welcome to ${name}.`,
        menuTitle: 'Tonight’s menu',
        hours: 'Tue–Sun 12pm – 3pm · 5:30pm – 11pm',
        story: `${name} is a neighbourhood ${ctx.noun} run by a chef and a sommelier who believe the best meals are simple, generous and shared.`,
        groups: [],
      };
  }
}

/**
 * Places people walk into rather than book (a café, a bakery, a tea house): their page leads to the
 * menu and the address, and a table is only offered when the prompt asks for bookings (parts.ts).
 */
const WALK_IN = /\b(caf[eé]s?|coffee|espresso|roaster[sy]?|tea|teas|tearoom|teahouse|bakery|bakehouse|bakers?|patisserie|p[aâ]tisserie|pastry|pastries|cakes?|donuts?|doughnuts?|ice cream|gelato|gelateria|juice|smoothies?|dessert|desserts|creamery|kiosk|deli)\b|咖啡|茶|面包|烘焙|甜品|蛋糕|冰淇淋|果汁|चाय|कॉफ़ी|कॉफी|बेकरी|मिठाई/i;

export function walkIn(ctx: Pick<CopyContext, 'topic' | 'noun'>): boolean {
  return ctx.topic === 'cafe' || ctx.topic === 'bakery' || WALK_IN.test(ctx.noun);
}

export function restaurantContent(ctx: CopyContext, base: PageContent): PageContent {
  const v = venue(ctx);
  const counter = walkIn(ctx);
  const lead = counter ? { label: 'See the menu', to: 'menu' as const } : { label: 'Reserve a table', to: 'contact' as const };
  const { name } = ctx;
  const [a, b, c, d, e, f] = people(ctx.seed, 6, 5);
  const groups = v.groups.length > 0 ? v.groups : base.menu.groups;
  return {
    ...base,
    kind: 'restaurant',
    tagline: v.title,
    description: v.subtitle,
    labels: { ...base.labels, about: 'Our story', menu: 'Menu', gallery: 'Gallery', testimonials: 'Reviews', contact: 'Visit us', team: 'Kitchen' },
    navCta: lead,
    hero: {
      badge: `Open today · ${v.hours.split('·')[0].trim()}`,
      title: v.title,
      highlight: v.highlight,
      subtitle: v.subtitle,
      primary: lead,
      secondary: counter ? { label: 'Find us', to: 'contact' } : { label: 'View the menu', to: 'menu' },
      note: v.hours,
      visual: 'dish',
      layout: 'split',
      facts: [
        { label: 'Google rating', value: '4.8 ★' },
        { label: 'Since', value: '2014' },
      ],
    },
    features: {
      eyebrow: 'Why guests return',
      title: 'More than a meal',
      subtitle: 'The little things that make a visit special.',
      items: [
        { icon: 'leaf', title: 'Locally sourced', body: 'Produce from farms within fifty miles, delivered fresh every morning.' },
        { icon: 'utensils', title: 'Made in-house', body: 'Breads, sauces, pickles and desserts are all made from scratch.' },
        { icon: 'users', title: 'Private dining', body: 'A private room for up to 24 guests, with a set menu planned with you.' },
        { icon: 'gift', title: 'Gift cards', body: 'The easiest present to get right, delivered instantly by e-mail.' },
        { icon: 'truck', title: 'Takeaway', body: 'Order ahead and pick up in ten minutes, packed in compostable boxes.' },
        { icon: 'calendar', title: 'Events & catering', body: 'From office lunches to weddings, we bring the kitchen to you.' },
      ],
    },
    about: {
      eyebrow: 'Our story',
      title: 'A neighbourhood table since 2014',
      paragraphs: [v.story, 'Pull up a chair, ask us what is good today and stay as long as you like.'],
      bullets: ['Seasonal, locally sourced ingredients', 'Vegetarian and vegan options', 'Dog-friendly terrace'],
      media: { icon: ctx.topic === 'cafe' ? 'coffee' : 'utensils', label: 'From our kitchen' },
      cta: { label: 'See the menu', to: 'menu' },
    },
    menu: {
      eyebrow: 'Menu',
      title: v.menuTitle,
      subtitle: 'Our menu changes with the seasons. Ask your server about today’s specials.',
      groups,
      note: 'V vegetarian · VG vegan · Please tell us about any allergies.',
    },
    gallery: {
      eyebrow: 'Gallery',
      title: `A taste of ${name}`,
      subtitle: 'Plates, people and the room where it all happens.',
      items: [
        { title: 'The dining room', caption: 'Warm light and long tables', tag: 'Space', icon: 'home' },
        { title: 'From the pass', caption: 'Plated the moment it is ready', tag: 'Kitchen', icon: 'utensils' },
        { title: 'Morning delivery', caption: 'Fresh produce from our growers', tag: 'Sourcing', icon: 'leaf' },
        { title: ctx.topic === 'cafe' ? 'Latte art' : 'Signature dish', caption: 'A guest favourite', tag: 'Menu', icon: ctx.topic === 'cafe' ? 'coffee' : 'heart' },
        { title: 'The terrace', caption: 'Sunny seats, dogs welcome', tag: 'Space', icon: 'sun' },
        { title: 'Friday nights', caption: 'Live music from 8pm', tag: 'Events', icon: 'music' },
        { title: 'The counter', caption: 'Watch the kitchen at work', tag: 'Kitchen', icon: 'users' },
        { title: 'Sweet endings', caption: 'Desserts made in-house', tag: 'Menu', icon: 'star' },
        { title: 'Private room', caption: 'Up to 24 guests', tag: 'Events', icon: 'calendar' },
      ],
    },
    testimonials: {
      eyebrow: 'Reviews',
      title: 'What our guests say',
      subtitle: 'Rated 4.8 from more than 1,200 reviews.',
      items: [
        { quote: `The best ${ctx.topic === 'cafe' ? 'flat white' : 'meal'} I have had in years. Warm service, beautiful room, and we were already planning our next visit on the way out.`, name: a, role: 'Google review' },
        { quote: 'Everything tasted like it was made by someone who cares. The staff remembered our names on the second visit.', name: b, role: 'Regular guest' },
        { quote: 'Booked for a birthday and they went above and beyond. Generous portions, brilliant recommendations.', name: c, role: 'Birthday dinner' },
        { quote: 'A proper neighbourhood gem. Relaxed, friendly and seriously good food.', name: d, role: 'Local food blogger' },
        { quote: 'Came for a quick bite, stayed for three hours. That says it all.', name: e, role: 'First visit' },
        { quote: 'Great vegan options that are not an afterthought. Highly recommended.', name: f, role: 'Verified diner' },
      ],
    },
    team: { ...base.team, eyebrow: 'The kitchen', title: 'The people behind your plate', subtitle: 'A small team that cooks, serves and laughs together.' },
    pricing: {
      eyebrow: 'Private dining',
      title: 'Set menus for groups',
      subtitle: 'For celebrations and team dinners of eight guests or more.',
      plans: [
        { name: 'Sharing', price: '$45', period: 'per guest', blurb: 'Family-style sharing plates.', features: ['Four sharing plates', 'Seasonal dessert', 'Bread and olives'], cta: 'Enquire' },
        { name: 'Chef’s table', price: '$75', period: 'per guest', blurb: 'Our most popular group menu.', features: ['Six courses', 'Welcome drink', 'Chef introduction', 'Private room'], cta: 'Enquire', featured: true },
        { name: 'Wine pairing', price: '$110', period: 'per guest', blurb: 'The full experience.', features: ['Six courses', 'Paired wines', 'Sommelier-led tasting'], cta: 'Enquire' },
      ],
    },
    contact: {
      eyebrow: 'Visit us',
      title: counter ? 'Visit us' : 'Book a table',
      subtitle: counter ? 'No booking needed: just walk in. For large orders or questions, send us a message.' : 'Reserve online or just walk in — we always keep a few tables for neighbours.',
      details: [
        { icon: 'pin', label: 'Address', value: '18 Harbour Lane, Portland' },
        { icon: 'clock', label: 'Opening hours', value: v.hours },
        { icon: 'phone', label: 'Phone', value: '+1 (555) 014-7788' },
        { icon: 'mail', label: 'E-mail', value: 'hello@example.com' },
      ],
      fields: counter ? [
        { name: 'name', label: 'Name', type: 'text', placeholder: 'Your name', half: true },
        { name: 'email', label: 'E-mail', type: 'email', placeholder: 'you@example.com', half: true },
        { name: 'message', label: 'Message', type: 'textarea', placeholder: 'A cake order, a question, a hello…' },
      ] : [
        { name: 'name', label: 'Name', type: 'text', placeholder: 'Your name', half: true },
        { name: 'guests', label: 'Guests', type: 'number', placeholder: '2', half: true },
        { name: 'date', label: 'Date', type: 'date', placeholder: '', half: true },
        { name: 'phone', label: 'Phone', type: 'tel', placeholder: '+1 555 000 0000', half: true },
        { name: 'notes', label: 'Special requests', type: 'textarea', placeholder: 'Allergies, celebrations, high chair…' },
      ],
      submit: counter ? 'Send message' : 'Request booking',
      thanks: counter ? 'Thank you! We will reply within a day.' : 'Thank you! We will confirm your table by text within the hour.',
    },
    cta: counter
      ? { title: 'Come in and say hello', subtitle: `No booking needed: find ${name} and pull up a chair.`, primary: { label: 'Find us', to: 'contact' }, secondary: { label: 'View the menu', to: 'menu' } }
      : {
          title: 'Your table is waiting',
          subtitle: `Book in seconds, or call us and we will find you a spot at ${name}.`,
          primary: { label: 'Reserve a table', to: 'contact' },
          secondary: { label: 'View the menu', to: 'menu' },
        },
    newsletter: { ...base.newsletter, title: 'Be first to hear about new menus', subtitle: 'Seasonal menus, supper clubs and the occasional recipe. Once a month.' },
    footer: {
      blurb: `${name} — ${cap(ctx.noun)}. ${v.hours}.`,
      columns: [
        { title: 'Visit', links: [{ label: 'Menu', to: 'menu' }, { label: counter ? 'Visit us' : 'Book a table', to: 'contact' }, { label: 'Our story', to: 'about' }] },
        { title: 'More', links: [{ label: 'Gallery', to: 'gallery' }, { label: 'Reviews', to: 'testimonials' }, { label: 'FAQ', to: 'faq' }] },
      ],
      legal: 'All rights reserved.',
    },
  };
}
