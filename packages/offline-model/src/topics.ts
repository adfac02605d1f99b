/**
 * Topics: finer subjects inside a kind of page. A topic gives the copy its nouns and the page a
 * fitting default name. Order matters: the first matching topic wins, so specific ones come first.
 */
import type { PageKind } from './types';

export interface Topic {
  id: string;
  kind: PageKind;
  re: RegExp;
  /** Plain noun for the subject, used inside sentences. */
  noun: string;
  /** Default names when the prompt does not give one. */
  names: readonly string[];
  /**
   * True when the noun is only a placeholder: the prompt's own words for its subject ("drone
   * racing league", "coffee subscription") replace it, so the copy stays on the prompt's topic.
   */
  broad?: boolean;
}

export const TOPICS: readonly Topic[] = [
  // dashboards first: "analytics dashboard" is a dashboard, not an analytics landing page
  { id: 'sales-dashboard', kind: 'dashboard', re: /(sales|revenue|e-?commerce|orders?|shop|store)\s+(dashboard|admin)/, noun: 'sales dashboard', names: ['Storefront Admin', 'Revenue Desk', 'Orderly'] },
  { id: 'dashboard', kind: 'dashboard', re: /dashboard|admin (panel|console|ui)|control panel|back[- ]?office|仪表盘|后台|管理系统/, noun: 'dashboard', names: ['Pulse', 'Northstar', 'Overview'] },
  // apps about a local-business subject are software, not the business ("fitness tracking app")
  { id: 'fitness-app', kind: 'saas', re: /\b(fitness|workout|gym|exercise|training|running|step|calorie|health)\b[\w\s-]{0,25}\bapps?\b|健身[\u4e00-\u9fff]{0,6}(应用|app)|运动[\u4e00-\u9fff]{0,4}(应用|app)/, noun: 'fitness app', names: ['Stride', 'Repwise', 'Pulsefit'], broad: true },
  // subscriptions before cafés: "coffee subscription" is a delivery service, not a café
  { id: 'subscription', kind: 'generic', re: /\bsubscriptions? (service|box(es)?|club|plan)s?\b|\b(coffee|tea|wine|beer|snack|meal|flower|sock|book|beauty|pet food|razor|vinyl|candle)s? (subscription|club|box|delivery)\b|订阅(服务|盒)/, noun: 'subscription service', names: ['Monthly Crate', 'Fresh Drop', 'The Doorstep Club'], broad: true },
  // restaurants and food
  { id: 'cafe', kind: 'restaurant', re: /coffee|café|cafe|espresso|roaster|tea house|teahouse|咖啡|茶/, noun: 'coffee shop', names: ['Ember & Oak Coffee', 'Morning Ritual', 'Little Bean Café'] },
  { id: 'bakery', kind: 'restaurant', re: /baker|bakehouse|pastr|patisserie|bread|cake|donut|面包|烘焙|蛋糕/, noun: 'bakery', names: ['Golden Crust Bakery', 'Flour & Field', 'Rise Bakehouse'] },
  { id: 'italian', kind: 'restaurant', re: /pizz|italian|trattoria|pasta|osteria|意大利|披萨/, noun: 'Italian restaurant', names: ['Trattoria Sole', "Nonna's Table", 'Osteria Luce'] },
  { id: 'japanese', kind: 'restaurant', re: /sushi|japanese|ramen|izakaya|寿司|拉面/, noun: 'Japanese kitchen', names: ['Kumo Sushi', 'Hana Ramen House', 'Izakaya Tsuki'] },
  { id: 'bar', kind: 'restaurant', re: /cocktail|\bpub\b|brewery|wine bar|taproom|speakeasy|\bbar\b|酒吧/, noun: 'cocktail bar', names: ['The Copper Still', 'Velvet Hour', 'Lantern Room'] },
  { id: 'restaurant', kind: 'restaurant', re: /restaurant|bistro|diner|eatery|dining|steakhouse|burger|taco|vegan|food truck|catering|\bchef\b|餐厅|饭店|餐馆|美食/, noun: 'restaurant', names: ['The Olive Table', 'Saffron & Sage', 'Hearth Kitchen'] },
  // shops
  { id: 'fashion', kind: 'shop', re: /fashion|clothing|apparel|boutique(?! (hotel|inn|b&b|resort|stay))|streetwear|sneaker|shoes|t-?shirt|hoodie|服装|鞋/, noun: 'fashion label', names: ['Thread & Form', 'Northline Apparel', 'Studio Loom'] },
  { id: 'beauty', kind: 'shop', re: /skin ?care|beauty|cosmetic|make-?up|fragrance|perfume|serum|护肤|化妆/, noun: 'skincare brand', names: ['Glow Theory', 'Dew & Petal', 'Pure Ritual'] },
  { id: 'home', kind: 'shop', re: /furniture|home decor|homeware|interior|ceramic|candle|pottery|家居|陶瓷|瓷器/, noun: 'home goods store', names: ['Hearth & Grain', 'Nook Home', 'Oakline Living'] },
  { id: 'tech-shop', kind: 'shop', re: /electronics|gadget|headphone|earbuds|laptop|keyboard|phone case|camera store|数码/, noun: 'electronics store', names: ['Voltage', 'Circuit Supply', 'Pixel & Plug'] },
  { id: 'plants', kind: 'shop', re: /plant|florist|flower|succulent|garden shop|花店|植物/, noun: 'plant shop', names: ['Leaf & Loam', 'Fern Street', 'Green Parlour'] },
  { id: 'jewelry', kind: 'shop', re: /jewel|watch(es)? (shop|store|brand)|necklace|earring|珠宝/, noun: 'jewellery studio', names: ['Aurelia', 'Maison Lune', 'Gilded Hour'] },
  { id: 'shop', kind: 'shop', re: /e-?commerce|online (store|shop)|web ?shop|storefront|(?<!(repair|barber|tattoo|coffee|tea|print|body|work|pawn|thrift|sandwich|ice cream|bike|bicycle|auto|car|phone|computer|watch|shoe|tailor|frame|key|music|record|pet|grooming|flower|noodle|dumpling|kebab|donut|doughnut|juice|bubble tea|boba|cake|pastry|sweet|candy) )\bshop\b|(?<!(repair|convenience|grocery|corner|hardware) )\bstore\b|merch|商城|商店|网店|电商/, noun: 'online store', names: ['Northwind Goods', 'Common Thread', 'Goodsmith'] },
  // events
  { id: 'wedding', kind: 'event', re: /wedding|marriage|engagement party|婚礼/, noun: 'wedding', names: ['Emma & Liam', 'Sofia & James', 'Ava & Noah'] },
  { id: 'festival', kind: 'event', re: /festival|concert|gig|music event|rave|lineup|音乐节/, noun: 'music festival', names: ['Sunwave Festival', 'Northern Lights Fest', 'Echo Fields'] },
  { id: 'hackathon', kind: 'event', re: /hackathon|meetup|(?<!(repair|craft|carpentry|woodwork|metal|furniture|sewing|tailoring|pottery|bike|bicycle|watch) )workshop|bootcamp|webinar/, noun: 'meetup', names: ['Build Night', 'Hack the Harbour', 'DevGather'] },
  { id: 'conference', kind: 'event', re: /conference|summit|\bexpo\b|convention|symposium|\bevent\b|gala|会议|活动|峰会|大会|论坛/, noun: 'conference', names: ['Horizon Summit', 'FutureStack Conf', 'Elevate Forum'] },
  // portfolios and people
  { id: 'photography', kind: 'portfolio', re: /photograph|photo studio|摄影/, noun: 'photography studio', names: ['Maya Chen', 'Lena Ortiz', 'Theo Park'] },
  { id: 'developer', kind: 'portfolio', re: /(developer|engineer|programmer|coder)('?s)? (portfolio|site|website|page)|software engineer|full[- ]?stack|frontend dev|程序员/, noun: 'software engineer', names: ['Alex Rivera', 'Sam Okafor', 'Jordan Lee'] },
  { id: 'designer', kind: 'portfolio', re: /designer|illustrat|artist|ux|ui\/ux|creative portfolio|设计师|插画/, noun: 'product designer', names: ['Nora Lind', 'Theo Marsh', 'Ines Duarte'] },
  // blogs
  { id: 'food-blog', kind: 'blog', re: /recipe|food blog|cooking blog|baking blog|食谱/, noun: 'food blog', names: ['Salt & Crumb', 'The Weeknight Table', 'Small Kitchen Notes'] },
  { id: 'travel-blog', kind: 'blog', re: /travel blog|travel journal|wanderlust|backpack|旅行/, noun: 'travel journal', names: ['Far & Found', 'Slow Roads', 'The Wandering Map'] },
  { id: 'tech-blog', kind: 'blog', re: /tech blog|engineering blog|dev blog|programming blog|coding blog|技术博客/, noun: 'engineering blog', names: ['Stack Notes', 'The Compiled Mind', 'Byte Journal'] },
  // agencies and services
  { id: 'marketing-agency', kind: 'agency', re: /marketing|seo|advertis|growth agency|social media agency|branding/, noun: 'marketing agency', names: ['Brightside Growth', 'Signal & Noise', 'Northbound'] },
  { id: 'design-agency', kind: 'agency', re: /design (agency|studio)|creative (agency|studio)|web design|digital agency|设计工作室/, noun: 'design studio', names: ['Studio Meridian', 'Form & Function', 'Parallel Studio'] },
  // services (generic kind: local copy)
  { id: 'law', kind: 'generic', re: /law firm|lawyer|attorney|solicitor|legal (services|practice|advice)|律师|律所/, noun: 'law firm', names: ['Harper & Vale', 'Sterling Law', 'Whitfield Legal'] },
  { id: 'consulting', kind: 'agency', re: /consult|advisory|accounting firm|law firm|lawyer|attorney|legal|律师|咨询/, noun: 'consultancy', names: ['Harbor & Pine Advisors', 'Keystone Partners', 'Clearwater Group'] },
  // local businesses (generic kind)
  { id: 'band', kind: 'generic', re: /\bband\b|musician|singer|songwriter|\bdj\b|rapper|album|\bep\b|tour dates|乐队|歌手/, noun: 'band', names: ['The Night Tides', 'Velvet Static', 'Paper Lanterns'], broad: true },
  { id: 'podcast', kind: 'generic', re: /podcast|episodes?|播客/, noun: 'podcast', names: ['Off the Record', 'The Long Table', 'Signal Hour'], broad: true },
  { id: 'auto', kind: 'generic', re: /car (dealer\w*|repair|wash|rental|detailing)|auto (repair|shop|body)|mechanic|garage|汽车/, noun: 'auto repair shop', names: ['Redline Auto', 'Gearhouse Garage', 'Torque & Tyre'], broad: true },
  { id: 'coworking', kind: 'generic', re: /coworking|co-working|shared office|workspace rental|联合办公/, noun: 'coworking space', names: ['Common Desk', 'Hive Works', 'The Loft Collective'] },
  { id: 'fitness', kind: 'generic', re: /\bgym\b|fitness|crossfit|personal train|pilates|boxing|健身/, noun: 'fitness studio', names: ['Ironline Fitness', 'Pulse Athletics', 'Forge Gym'] },
  { id: 'yoga', kind: 'generic', re: /yoga|meditation studio|wellness|spa\b|massage|瑜伽/, noun: 'yoga studio', names: ['Stillwater Yoga', 'Lotus & Light', 'Breathe Studio'] },
  { id: 'dental', kind: 'generic', re: /dentist|dental|clinic|doctor|medical|health ?care|veterinar|\bvet\b|诊所|医院/, noun: 'clinic', names: ['Brightside Dental', 'Harbor Health Clinic', 'Willow Family Care'] },
  { id: 'realestate', kind: 'generic', re: /real estate|realtor|property|properties|apartment|homes for sale|房地产|房产/, noun: 'real estate agency', names: ['Keystone Realty', 'Harbor Homes', 'Oak & Stone Properties'] },
  { id: 'salon', kind: 'generic', re: /salon|barber|hair|nail|美发/, noun: 'salon', names: ['Studio Nine Salon', 'The Gentry Barbers', 'Bloom Hair Studio'] },
  { id: 'education', kind: 'generic', re: /school|course|academy|tutor|learning|education|university|class(es)?\b|教育|课程|学校/, noun: 'academy', names: ['Brightpath Academy', 'Northstar Learning', 'Mindful Tutors'] },
  { id: 'nonprofit', kind: 'generic', re: /non-?profit|charity|foundation|ngo|volunteer|donat|公益/, noun: 'non-profit', names: ['Open Hands', 'Common Ground', 'Bright Futures'] },
  { id: 'travel', kind: 'generic', re: /travel agency|hotel|resort|\bbnb\b|hostel|guided tours?|tour operator|vacation|retreat|酒店|旅游/, noun: 'boutique hotel', names: ['Casa Azul', 'The Harbor House', 'Alpine Lodge'] },
  { id: 'home-services', kind: 'generic', re: /plumb|cleaning|electrician|roofing|landscap|contractor|renovation|handyman|moving company/, noun: 'home services company', names: ['Reliable Pro Services', 'Clearline Home Care', 'Summit Home Services'] },
  { id: 'pets', kind: 'generic', re: /\bpets?\b|dog|cat\b|grooming|adoption|宠物/, noun: 'pet care studio', names: ['Happy Tails', 'Paws & Co.', 'Furry Friends Club'] },
  // software products
  { id: 'ai', kind: 'saas', re: /\bai\b|artificial intelligence|machine learning|chatbot|\bgpt\b|\bllm\b|copilot|人工智能|智能/, noun: 'AI assistant', names: ['Cortex', 'Mindspark', 'Lumina AI'] },
  { id: 'finance', kind: 'saas', re: /fintech|invoic|budget|accounting|payment|banking|expense|payroll|crypto|wallet|理财|支付/, noun: 'finance platform', names: ['Ledgerly', 'Coinpath', 'Clearbooks'] },
  { id: 'devtools', kind: 'saas', re: /developer tool|\bapi\b|devops|deploy|hosting|cloud|database|ci\/cd|observability|monitoring/, noun: 'developer platform', names: ['Stackbeam', 'Deployr', 'Cloudforge'] },
  { id: 'analytics', kind: 'saas', re: /analytics|metrics|insights|data platform|business intelligence|reporting|数据分析|商业智能/, noun: 'analytics platform', names: ['Metricly', 'Signalboard', 'Insightful'] },
  { id: 'crm', kind: 'saas', re: /\bcrm\b|sales (tool|platform|software)|customer relationship|pipeline/, noun: 'CRM', names: ['Closely', 'Pipeline Pro', 'Dealflow'] },
  { id: 'productivity', kind: 'saas', re: /project management|task|to-?do|kanban|productivity|workflow|collaborat|team chat|note[- ]?taking|calendar app|scheduling|项目管理|协作/, noun: 'project management platform', names: ['Trackly', 'Tasklane', 'Orbit'] },
  { id: 'health-app', kind: 'saas', re: /fitness app|health app|meditation app|habit|sleep app|workout app|diet app/, noun: 'wellness app', names: ['Habitual', 'Calmly', 'Stride'], broad: true },
  { id: 'mobile-app', kind: 'saas', re: /mobile app|ios app|android app|app landing|\bapp\b|应用/, noun: 'app', names: ['Nimbus', 'Pocketly', 'Loop'], broad: true },
];

/** Fallback topic per kind, used when no topic pattern matches. */
export const KIND_DEFAULT_TOPIC: Record<PageKind, Topic> = {
  saas: { id: 'saas', kind: 'saas', re: /$^/, noun: 'platform', names: ['Nimbus', 'Flowbase', 'Lumen'], broad: true },
  // A portfolio of no known trade: the person's profession in the prompt's words is its noun, and
  // the copy is built around it (content/portfolio.ts), not a product designer's.
  portfolio: { id: 'portfolio', kind: 'portfolio', re: /$^/, noun: 'product designer', names: ['Nora Lind', 'Theo Marsh', 'Ines Duarte'], broad: true },
  restaurant: { id: 'restaurant', kind: 'restaurant', re: /$^/, noun: 'restaurant', names: ['The Olive Table', 'Saffron & Sage', 'Hearth Kitchen'] },
  shop: { id: 'shop', kind: 'shop', re: /$^/, noun: 'online store', names: ['Northwind Goods', 'Common Thread', 'Goodsmith'] },
  blog: { id: 'blog', kind: 'blog', re: /$^/, noun: 'blog', names: ['The Field Notes', 'Quiet Margins', 'Slow Reading'] },
  event: { id: 'conference', kind: 'event', re: /$^/, noun: 'conference', names: ['Horizon Summit', 'FutureStack Conf', 'Elevate Forum'] },
  agency: { id: 'design-agency', kind: 'agency', re: /$^/, noun: 'design studio', names: ['Studio Meridian', 'Form & Function', 'Parallel Studio'] },
  dashboard: { id: 'dashboard', kind: 'dashboard', re: /$^/, noun: 'dashboard', names: ['Pulse', 'Northstar', 'Overview'] },
  resume: { id: 'resume', kind: 'resume', re: /$^/, noun: 'professional', names: ['Alex Morgan', 'Priya Nair', 'Daniel Brooks'] },
  generic: { id: 'generic', kind: 'generic', re: /$^/, noun: 'studio', names: ['Northwind', 'Brightside', 'Evergreen'], broad: true },
};

/** Words that point strongly at a kind of page, whatever the topic. */
export const KIND_SIGNALS: ReadonlyArray<{ kind: PageKind; re: RegExp; weight: number }> = [
  { kind: 'dashboard', re: /dashboard|admin (panel|console)|control panel|back[- ]?office|仪表盘|后台/, weight: 8 },
  { kind: 'resume', re: /\b(resume|résumé|cv|curriculum vitae)\b|简历|सीवी|बायोडाटा|रिज़्यूमे|रिज्यूमे|रेज़्यूमे/, weight: 7 },
  { kind: 'resume', re: /personal (site|website|page|homepage)|about me page|个人(主页|网站)/, weight: 3 },
  { kind: 'portfolio', re: /portfolio|作品集|पोर्टफ़ोलियो|पोर्टफोलियो/, weight: 6 },
  { kind: 'blog', re: /\bblog\b|magazine|journal|newsletter site|博客/, weight: 6 },
  { kind: 'shop', re: /e-?commerce|online (store|shop)|web ?shop|storefront|商城|电商|网店/, weight: 6 },
  { kind: 'event', re: /conference|summit|festival|wedding|meetup|hackathon|\bexpo\b|\bgala\b|concert|\bevent\b|会议|活动|婚礼|大会|峰会|论坛/, weight: 4 },
  { kind: 'agency', re: /(?<!(estate|travel|recruitment|staffing|talent|insurance|model(l)?ing) )\bagency\b|consultancy|\bstudio\b.*\b(design|creative|branding)|公司官网/, weight: 4 },
  { kind: 'restaurant', re: /restaurant|café|cafe|coffee shop|tea ?house|tea room|bakery|bistro|pizzeria|diner|餐厅|咖啡|茶馆|茶室|茶楼|饭店|餐馆/, weight: 4 },
  { kind: 'generic', re: /\bsubscriptions? (service|box|club)|订阅服务/, weight: 3 },
  { kind: 'generic', re: /non-?profit|charity|\bngo\b|\bhotel\b|\bresort\b|\bclinic\b|dentist|law firm|real estate|公益|诊所|酒店/, weight: 2 },
  { kind: 'saas', re: /\bsaas\b|startup|software|b2b|platform|软件/, weight: 3 },
  // "Landing page" says nothing about the subject: a tea house's 落地页 is no software page.
  { kind: 'saas', re: /landing page|product page|产品|落地页/, weight: 1 },
];

/**
 * Head nouns that say what sort of organisation a subject is, whatever words come before them:
 * "wedding photography business", "restaurant review blog", "event planning agency", "shop fitting
 * company". The words before the head are modifiers: a kind word among them (wedding, restaurant,
 * event, shop) does not make the page that kind — only kinds the head allows are read from them.
 */
export const HEAD_NOUNS: ReadonlyArray<{ re: RegExp; kinds: readonly PageKind[]; walkIn?: boolean }> = [
  { re: /^(?:blogs?|magazines?|zines?|journals?|博客|杂志)$/, kinds: ['blog'] },
  // A person named by trade ("wedding photographer", "event planner", "restaurant consultant"): their own page.
  { re: /^(?:photographers?|videographers?|planners?|organi[sz]ers?|caterers?|consultants?|coordinators?|djs?|musicians?|singers?|florists?|designers?|stylists?|officiants?|hosts?|writers?|摄影师|策划师|顾问)$/i, kinds: ['portfolio', 'resume', 'generic', 'agency'] },
  // A shop named by what it sells ("wedding dress shop") is a walk-in shop: not a wedding, and not the
  // online store either unless the prompt says online.
  { re: /^(?:shops?|stores?|boutiques?)$/, kinds: ['generic', 'restaurant'], walkIn: true },
  {
    re: /^(?:business(?:es)?|compan(?:y|ies)|firms?|stud(?:io|ios)|services?|agenc(?:y|ies)|brigades?|clubs?|teams?|associations?|societ(?:y|ies)|leagues?|co-?operatives?|co-?ops?|collectives?|groups?|organi[sz]ations?|networks?|practices?|cent(?:er|re)s?|suppliers?|providers?|venues?|charit(?:y|ies)|foundations?|trusts?|schools?|academ(?:y|ies)|consultanc(?:y|ies)|startups?|manufacturers?|rentals?|guilds?|unions?|federations?|institutes?|partnerships?|outfits?|公司|工作室|机构|俱乐部|协会|合作社|事务所|团队|基金会|服务社)$/,
    kinds: ['generic', 'agency', 'saas'],
  },
];
