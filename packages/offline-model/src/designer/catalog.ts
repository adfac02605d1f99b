/**
 * What the designer knows about kinds of apps: the screens each one needs on a phone and on the
 * web, its look, and the sample content its screens are filled with.
 */
import type { IconName } from '../icons';
import type { FontStyle } from '../types';
import type { DesignScreen, DesignTheme } from './types';

export interface SampleItem {
  title: string;
  meta: string;
  tag: string;
}

export interface Recipe {
  id: string;
  re: RegExp;
  title: string;
  tagline: string;
  palette: readonly [string, string];
  dark: boolean;
  font: FontStyle;
  radius: number;
  iconStyle: DesignTheme['iconStyle'];
  icon: IconName;
  itemNoun: string;
  items: readonly SampleItem[];
  mobile: readonly DesignScreen[];
  web: readonly DesignScreen[];
}

const s = (name: string, description: string): DesignScreen => ({ name, description });

export const RECIPES: readonly Recipe[] = [
  {
    id: 'pets',
    re: /\bpets?\b|adopt|shelter|puppy|puppies|kitten|\bdogs?\b|\bcats?\b|宠物|领养/,
    title: 'Pet Adoption App',
    tagline: 'Find a friend who needs a home',
    palette: ['#ea580c', '#0d9488'],
    dark: false,
    font: 'sans',
    radius: 16,
    iconStyle: 'rounded',
    icon: 'heart',
    itemNoun: 'pet',
    items: [
      { title: 'Milo', meta: 'Golden Retriever · 2 yrs · 1.2 km away', tag: 'Dog' },
      { title: 'Luna', meta: 'Tabby cat · 1 yr · 3 km away', tag: 'Cat' },
      { title: 'Biscuit', meta: 'Beagle mix · 4 yrs · 5 km away', tag: 'Dog' },
      { title: 'Pepper', meta: 'Holland Lop rabbit · 8 mo · 2 km away', tag: 'Rabbit' },
      { title: 'Oscar', meta: 'Maine Coon · 3 yrs · 6 km away', tag: 'Cat' },
      { title: 'Daisy', meta: 'Corgi · 5 yrs · 4 km away', tag: 'Dog' },
    ],
    mobile: [
      s('Home', 'Browse pets waiting for adoption: search, category chips (dogs, cats, rabbits) and nearby pet cards'),
      s('Pet Details', 'Photo, name, breed, age and temperament of one pet, the shelter, and an Adopt me button'),
      s('Adoption Application', 'Application form: your details, home type, experience with pets and a submit button'),
      s('Favorites', 'Saved pets you are considering, with quick links to their profiles'),
      s('Profile', 'Your adopter profile, application status and account settings'),
    ],
    web: [
      s('Home', 'Landing page with a hero, search for pets by kind and location, and featured pets'),
      s('Browse Pets', 'Grid of adoptable pets with filters for species, age, size and distance'),
      s('Pet Details', 'Gallery, story, health notes and shelter contact of one pet, with an adoption call to action'),
      s('Adoption Application', 'Multi-step application form with household details and a review step'),
      s('Shelter Dashboard', 'Dashboard for shelters: open applications, listed pets and adoption stats'),
    ],
  },
  {
    id: 'music',
    re: /music|retro|vinyl|cassette|playlist|song|album|radio|podcast|音乐/,
    title: 'Retro Music App',
    tagline: 'Press play on the good old days',
    palette: ['#db2777', '#f59e0b'],
    dark: true,
    font: 'mono',
    radius: 6,
    iconStyle: 'bold',
    icon: 'music',
    itemNoun: 'track',
    items: [
      { title: 'Neon Nights', meta: 'The Midnight Tapes · 3:42', tag: 'Synthwave' },
      { title: 'Cassette Dreams', meta: 'Ruby & The Reels · 4:05', tag: 'Pop' },
      { title: 'Highway 84', meta: 'Chrome Hearts Club · 5:11', tag: 'Rock' },
      { title: 'Disco Satellite', meta: 'Mirrorball · 3:58', tag: 'Disco' },
      { title: 'Arcade Love', meta: '8-Bit Sweethearts · 2:47', tag: 'Chiptune' },
      { title: 'Slow Motion', meta: 'Velvet Static · 4:30', tag: 'Soul' },
    ],
    mobile: [
      s('Home', 'Now trending mixtapes, recently played records and a retro genre carousel'),
      s('Now Playing', 'Player with a spinning vinyl cover, track progress, play, skip and shuffle controls'),
      s('Library', 'Your saved albums, playlists and cassettes in a list'),
      s('Search', 'Search songs, artists and decades with genre tiles'),
      s('Playlist', 'One playlist with its cover, track list and a play all button'),
    ],
    web: [
      s('Home', 'Dashboard of featured mixtapes, new releases and a persistent player bar'),
      s('Browse', 'Genre and decade grid of albums to explore'),
      s('Album', 'One album with its cover, track list and artist notes'),
      s('Library', 'Your playlists, liked songs and recently played records in a table'),
      s('Now Playing', 'Full player with vinyl artwork, lyrics and the up next queue'),
    ],
  },
  {
    id: 'saas',
    re: /saas|landing|startup|software|platform|b2b|crm|productivity|subscription|落地页/,
    title: 'Modern SaaS Landing Page',
    tagline: 'Ship work faster with one calm workspace',
    palette: ['#4f46e5', '#0ea5e9'],
    dark: false,
    font: 'sans',
    radius: 12,
    iconStyle: 'outline',
    icon: 'bolt',
    itemNoun: 'feature',
    items: [
      { title: 'Automations', meta: 'Route work without writing code', tag: 'Workflow' },
      { title: 'Live analytics', meta: 'See every metric the moment it changes', tag: 'Insights' },
      { title: 'Team spaces', meta: 'Shared boards with roles and permissions', tag: 'Collaboration' },
      { title: 'Integrations', meta: 'Slack, GitHub, Stripe and 80 more', tag: 'Connect' },
      { title: 'Audit log', meta: 'Every change recorded for compliance', tag: 'Security' },
      { title: 'API access', meta: 'Build on a typed REST and webhook API', tag: 'Developers' },
    ],
    mobile: [
      s('Home', 'Landing hero with the value proposition, a start free trial button and customer logos'),
      s('Features', 'Feature cards explaining automations, analytics and collaboration'),
      s('Pricing', 'Pricing plans Starter, Pro and Enterprise with a monthly and yearly toggle'),
      s('Sign Up', 'Create account form with work email, password and single sign-on buttons'),
      s('Dashboard', 'The product after sign in: key metrics, a chart and recent activity'),
    ],
    web: [
      s('Landing', 'Landing page hero with headline, call to action, product screenshot and customer logos'),
      s('Features', 'Feature grid with icons, an integrations strip and testimonials'),
      s('Pricing', 'Three pricing plans side by side with a feature comparison and FAQ'),
      s('Sign Up', 'Split sign up page: create account form next to customer quotes'),
      s('Dashboard', 'App dashboard with sidebar navigation, metric cards, a usage chart and recent activity'),
      s('Settings', 'Workspace settings: team members, billing and notification preferences'),
    ],
  },
  {
    id: 'diary',
    re: /diary|journal|notes?\b|memo|reflection|mood|日记|笔记/,
    title: 'Digital Diary UI',
    tagline: 'A quiet place for your days',
    palette: ['#7c3aed', '#db2777'],
    dark: false,
    font: 'serif',
    radius: 20,
    iconStyle: 'rounded',
    icon: 'book',
    itemNoun: 'entry',
    items: [
      { title: 'A slow Sunday', meta: 'Nov 23 · Calm · 320 words', tag: 'Calm' },
      { title: 'First snow in the park', meta: 'Nov 21 · Joyful · 210 words', tag: 'Joyful' },
      { title: 'Deadline week', meta: 'Nov 19 · Stressed · 450 words', tag: 'Busy' },
      { title: 'Dinner with Mia', meta: 'Nov 16 · Grateful · 180 words', tag: 'Grateful' },
      { title: 'New sketchbook', meta: 'Nov 12 · Inspired · 260 words', tag: 'Inspired' },
      { title: 'Rainy commute', meta: 'Nov 9 · Tired · 140 words', tag: 'Tired' },
    ],
    mobile: [
      s('Today', 'Greeting, today\'s mood picker, a writing prompt and recent diary entries'),
      s('Write Entry', 'Editor for a new diary entry with title, body, mood and photo attachments'),
      s('Calendar', 'Month calendar with mood dots on days that have entries'),
      s('Entry', 'Reading view of one diary entry with its date, mood and photos'),
      s('Insights', 'Mood trends, writing streak and word count statistics'),
    ],
    web: [
      s('Journal', 'Two-pane journal: entries list on the left, the open entry on the right'),
      s('Write Entry', 'Focused editor with formatting toolbar, mood and tags'),
      s('Calendar', 'Month calendar of entries with mood colours and a day preview'),
      s('Insights', 'Dashboard of mood trends, streaks and most used tags'),
      s('Settings', 'Privacy lock, reminders, export and appearance settings'),
    ],
  },
  {
    id: 'chocolate',
    re: /chocolate|cocoa|candy|dessert|sweets|巧克力/,
    title: 'Silky Chocolate Commercial',
    tagline: 'Melt into something silky',
    palette: ['#d97706', '#7c2d12'],
    dark: true,
    font: 'serif',
    radius: 24,
    iconStyle: 'rounded',
    icon: 'gift',
    itemNoun: 'bar',
    items: [
      { title: 'Silk 70% Dark', meta: 'Madagascar cocoa · $6.50', tag: 'Dark' },
      { title: 'Velvet Milk', meta: 'Alpine milk · $5.90', tag: 'Milk' },
      { title: 'Salted Caramel Silk', meta: 'Fleur de sel · $6.90', tag: 'Filled' },
      { title: 'Hazelnut Praline', meta: 'Piedmont hazelnuts · $7.20', tag: 'Nutty' },
      { title: 'Raspberry Ruby', meta: 'Ruby cocoa · $7.50', tag: 'Fruity' },
      { title: 'Gift Box of 12', meta: 'Assorted truffles · $32.00', tag: 'Gift' },
    ],
    mobile: [
      s('Splash', 'Commercial opener: a full-bleed melting chocolate visual, the slogan and a discover button'),
      s('Collection', 'Scrolling collection of chocolate bars with flavour notes and prices'),
      s('Product Story', 'Story of one bar: cocoa origin, tasting notes and how it is made'),
      s('Gift Box', 'Build a gift box: pick flavours, add a message and see the total'),
      s('Checkout', 'Order summary, delivery details and a pay button'),
    ],
    web: [
      s('Campaign', 'Cinematic campaign landing page: hero with slogan, watch the film button and featured bars'),
      s('Collection', 'Product grid of the silky chocolate range with flavour filters'),
      s('Product Story', 'Origin story, tasting notes and pairing ideas for one bar'),
      s('Store Locator', 'Map panel and list of stores that stock the chocolate'),
      s('Checkout', 'Cart with gift options, delivery form and order summary'),
    ],
  },
  {
    id: 'pixel',
    re: /pixel|8-?bit|arcade|exhibition|poster|gallery|museum|art show|展览|海报/,
    title: 'Pixel Art Exhibition Poster',
    tagline: 'Low resolution, high imagination',
    palette: ['#2563eb', '#f59e0b'],
    dark: true,
    font: 'mono',
    radius: 0,
    iconStyle: 'bold',
    icon: 'image',
    itemNoun: 'artwork',
    items: [
      { title: 'Sunset Over Byte City', meta: 'Kai Mori · 320×180 px', tag: 'Landscape' },
      { title: 'Knight of the Last Level', meta: 'Ana Ruiz · 64×64 px', tag: 'Character' },
      { title: 'Cosmic Arcade', meta: 'Jules Park · 256×256 px', tag: 'Sci-fi' },
      { title: 'Tiny Forest', meta: 'Ola Nowak · 128×96 px', tag: 'Nature' },
      { title: 'Neon Ramen Stand', meta: 'Sam Lee · 160×144 px', tag: 'Street' },
      { title: 'Palette Study #4', meta: 'Iris Vale · 32×32 px', tag: 'Abstract' },
    ],
    mobile: [
      s('Poster', 'Exhibition poster: pixel title, dates, venue and a get tickets button'),
      s('Artworks', 'Grid of featured pixel artworks with artist names'),
      s('Artist Profile', 'One artist: avatar, bio, and their works in the show'),
      s('Tickets', 'Ticket types, date picker and quantity with a buy button'),
      s('Visit Info', 'Opening hours, address, map and accessibility notes'),
    ],
    web: [
      s('Poster', 'Exhibition poster landing page: big pixel headline, dates, venue and tickets call to action'),
      s('Gallery', 'Wall of exhibited pixel artworks with filters by theme'),
      s('Artists', 'Grid of participating artists with short bios'),
      s('Schedule', 'Programme of talks, workshops and live pixel sessions by day'),
      s('Tickets', 'Ticket selection form with date, quantity and order summary'),
    ],
  },
];

/** The recipe for a prompt, or null when none fits. */
export function findRecipe(text: string): Recipe | null {
  const lower = text.toLowerCase();
  return RECIPES.find((r) => r.re.test(lower)) ?? null;
}
