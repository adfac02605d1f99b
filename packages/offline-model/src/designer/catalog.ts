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
    re: /\bpets?\b|adopt|shelter|puppy|puppies|kitten|\bdogs?\b|\bcats?\b|宠物|领养|पालतू|गोद ले|कुत्त|बिल्ल/,
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
    re: /music|retro|vinyl|cassette|playlist|song|album|radio|podcast|音乐|संगीत|गाने|पॉडकास्ट/,
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
    re: /saas|landing|startup|software|platform|b2b|crm|productivity|subscription|落地页|सॉफ़्टवेयर|स्टार्टअप/,
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
    re: /diary|journal|notes?\b|memo|reflection|mood|日记|笔记|डायरी|जर्नल/,
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
    re: /chocolate|cocoa|candy|dessert|sweets|巧克力|चॉकलेट/,
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
    re: /pixel|8-?bit|arcade|exhibition|poster|gallery|museum|art show|展览|海报|पिक्सेल|प्रदर्शनी/,
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

/** A recipe's words in Chinese and Hindi: its tagline, what its items are called and its sample items. */
export interface RecipeWords {
  tagline: string;
  itemNoun: string;
  items: readonly SampleItem[];
}

const item = (title: string, meta: string, tag: string): SampleItem => ({ title, meta, tag });

const RECIPE_WORDS: Readonly<Record<string, Readonly<Record<'zh' | 'hi', RecipeWords>>>> = {
  pets: {
    zh: { tagline: '给等待回家的它一个家', itemNoun: '毛孩子', items: [item('米洛', '金毛寻回犬 · 2 岁 · 1.2 公里', '狗狗'), item('露娜', '虎斑猫 · 1 岁 · 3 公里', '猫咪'), item('饼干', '比格混血 · 4 岁 · 5 公里', '狗狗'), item('胡椒', '垂耳兔 · 8 个月 · 2 公里', '兔子'), item('奥斯卡', '缅因猫 · 3 岁 · 6 公里', '猫咪'), item('黛西', '柯基 · 5 岁 · 4 公里', '狗狗')] },
    hi: { tagline: 'उस दोस्त को घर दें जो इंतज़ार में है', itemNoun: 'पालतू', items: [item('मोती', 'गोल्डन रिट्रीवर · 2 साल · 1.2 किमी', 'कुत्ता'), item('चाँदनी', 'धारीदार बिल्ली · 1 साल · 3 किमी', 'बिल्ली'), item('बिस्कुट', 'बीगल मिक्स · 4 साल · 5 किमी', 'कुत्ता'), item('मिर्ची', 'खरगोश · 8 महीने · 2 किमी', 'खरगोश'), item('शेरू', 'देसी कुत्ता · 3 साल · 6 किमी', 'कुत्ता'), item('गुड़िया', 'फ़ारसी बिल्ली · 5 साल · 4 किमी', 'बिल्ली')] },
  },
  music: {
    zh: { tagline: '按下播放，回到美好旧时光', itemNoun: '歌曲', items: [item('霓虹之夜', '午夜磁带 · 3:42', '合成器'), item('磁带之梦', '卷轴乐队 · 4:05', '流行'), item('84 号公路', '铬心俱乐部 · 5:11', '摇滚'), item('迪斯科卫星', '镜球 · 3:58', '迪斯科'), item('街机之恋', '八位甜心 · 2:47', '芯片音乐'), item('慢动作', '丝绒静电 · 4:30', '灵魂乐')] },
    hi: { tagline: 'पुराने अच्छे दिनों पर प्ले दबाएँ', itemNoun: 'गाना', items: [item('नीऑन रातें', 'आधी रात के कैसेट · 3:42', 'सिंथ'), item('कैसेट के सपने', 'रूबी और रील्स · 4:05', 'पॉप'), item('हाईवे 84', 'क्रोम हार्ट्स क्लब · 5:11', 'रॉक'), item('डिस्को सितारा', 'मिररबॉल · 3:58', 'डिस्को'), item('आर्केड प्यार', '8-बिट दिलवाले · 2:47', 'चिपट्यून'), item('धीमी चाल', 'मख़मली धुन · 4:30', 'सोल')] },
  },
  saas: {
    zh: { tagline: '一个安静的工作空间，让工作更快完成', itemNoun: '功能', items: [item('自动化', '无需写代码即可流转工作', '工作流'), item('实时分析', '指标一变化就能看到', '洞察'), item('团队空间', '带角色和权限的共享看板', '协作'), item('集成', '接入 80 多种常用工具', '连接'), item('审计日志', '每次改动都有记录，满足合规', '安全'), item('开放接口', '基于类型化接口和回调构建', '开发者')] },
    hi: { tagline: 'एक शांत वर्कस्पेस में तेज़ी से काम पूरा करें', itemNoun: 'फ़ीचर', items: [item('ऑटोमेशन', 'बिना कोड लिखे काम आगे बढ़ाएँ', 'वर्कफ़्लो'), item('लाइव विश्लेषण', 'हर आँकड़ा बदलते ही देखें', 'जानकारी'), item('टीम स्पेस', 'भूमिकाओं और अनुमतियों वाले साझा बोर्ड', 'सहयोग'), item('इंटीग्रेशन', '80 से ज़्यादा टूल से जुड़ें', 'कनेक्ट'), item('ऑडिट लॉग', 'हर बदलाव का रिकॉर्ड', 'सुरक्षा'), item('एपीआई', 'अपने टूल खुद बनाएँ', 'डेवलपर')] },
  },
  diary: {
    zh: { tagline: '安放每一天的安静角落', itemNoun: '日记', items: [item('慢悠悠的周日', '11 月 23 日 · 平静 · 320 字', '平静'), item('公园里的初雪', '11 月 21 日 · 开心 · 210 字', '开心'), item('赶工的一周', '11 月 19 日 · 紧张 · 450 字', '忙碌'), item('和小米吃晚饭', '11 月 16 日 · 感恩 · 180 字', '感恩'), item('新的速写本', '11 月 12 日 · 灵感 · 260 字', '灵感'), item('下雨的通勤', '11 月 9 日 · 疲惫 · 140 字', '疲惫')] },
    hi: { tagline: 'आपके दिनों के लिए एक शांत जगह', itemNoun: 'पन्ना', items: [item('धीमा रविवार', '23 नवंबर · शांत · 320 शब्द', 'शांत'), item('पार्क में पहली धुंध', '21 नवंबर · खुश · 210 शब्द', 'खुश'), item('डेडलाइन वाला हफ़्ता', '19 नवंबर · तनाव · 450 शब्द', 'व्यस्त'), item('मीरा के साथ खाना', '16 नवंबर · आभारी · 180 शब्द', 'आभार'), item('नई स्केचबुक', '12 नवंबर · प्रेरित · 260 शब्द', 'प्रेरणा'), item('बारिश में सफ़र', '9 नवंबर · थका · 140 शब्द', 'थकान')] },
  },
  chocolate: {
    zh: { tagline: '融化在丝滑之中', itemNoun: '巧克力', items: [item('丝滑 70% 黑巧', '马达加斯加可可 · ¥45', '黑巧'), item('天鹅绒牛奶', '阿尔卑斯牛奶 · ¥39', '牛奶'), item('海盐焦糖', '盐之花 · ¥48', '夹心'), item('榛子果仁', '皮埃蒙特榛子 · ¥52', '坚果'), item('覆盆子红宝石', '红宝石可可 · ¥55', '果味'), item('12 颗礼盒', '什锦松露 · ¥228', '礼盒')] },
    hi: { tagline: 'कुछ मुलायम में घुल जाइए', itemNoun: 'चॉकलेट', items: [item('सिल्क 70% डार्क', 'मेडागास्कर कोको · ₹450', 'डार्क'), item('मख़मली मिल्क', 'अल्पाइन दूध · ₹390', 'मिल्क'), item('नमकीन कैरामेल', 'समुद्री नमक · ₹480', 'भरी हुई'), item('हेज़लनट प्रालीन', 'हेज़लनट · ₹520', 'मेवा'), item('रसभरी रूबी', 'रूबी कोको · ₹550', 'फल'), item('12 का गिफ़्ट बॉक्स', 'मिली-जुली ट्रफ़ल · ₹2,200', 'उपहार')] },
  },
  pixel: {
    zh: { tagline: '低分辨率，高想象力', itemNoun: '作品', items: [item('字节城的日落', '森凯 · 320×180 像素', '风景'), item('最后一关的骑士', '安娜 · 64×64 像素', '角色'), item('宇宙街机', '朴朱尔 · 256×256 像素', '科幻'), item('小小森林', '诺瓦克 · 128×96 像素', '自然'), item('霓虹拉面摊', '李山 · 160×144 像素', '街景'), item('色板练习 4 号', '维尔 · 32×32 像素', '抽象')] },
    hi: { tagline: 'कम रिज़ॉल्यूशन, बड़ी कल्पना', itemNoun: 'कलाकृति', items: [item('बाइट नगर में सूर्यास्त', 'काई मोरी · 320×180 पिक्सेल', 'दृश्य'), item('आख़िरी लेवल का योद्धा', 'आना रुइज़ · 64×64 पिक्सेल', 'किरदार'), item('अंतरिक्ष आर्केड', 'जूल्स पार्क · 256×256 पिक्सेल', 'विज्ञान-कथा'), item('छोटा जंगल', 'ओला नोवाक · 128×96 पिक्सेल', 'प्रकृति'), item('नीऑन चाय की दुकान', 'साम ली · 160×144 पिक्सेल', 'गली'), item('रंग अभ्यास #4', 'आइरिस वेल · 32×32 पिक्सेल', 'अमूर्त')] },
  },
};

/** A recipe's tagline and sample items in the screen's language; null when it has none in that language. */
export function recipeWords(recipe: Recipe, language: 'en' | 'zh' | 'hi'): RecipeWords | null {
  if (language === 'en') return recipe;
  return RECIPE_WORDS[recipe.id]?.[language] ?? null;
}
