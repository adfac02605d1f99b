/**
 * Every word a designed screen shows and every reply the designer writes, one table per language
 * (en, zh, hi). A screen from a Chinese or Hindi prompt is Chinese or Hindi throughout: buttons,
 * navigation, placeholders, sample items, forms and `<html lang>`. Decision 044.
 */
import type { SampleItem } from './catalog';
import type { DesignLanguage } from './types';

export interface ScreenWords {
  htmlLang: string;
  getStarted: string;
  learnMore: string;
  popular: string;
  all: string;
  save: string;
  continue: string;
  detailStats: readonly [string, string, string];
  detailText: (noun: string, title: string) => string;
  formAside: string;
  summary: string;
  titlePlaceholder: string;
  editorText: string;
  savedNow: string;
  settings: readonly (readonly [string, string])[];
  person: { initials: string; name: string; since: string };
  profileStats: readonly [string, string, string];
  editProfile: string;
  dashboardStats: readonly [string, string, string, string];
  recentActivity: string;
  monthly: string;
  yearly: string;
  plans: readonly (readonly [string, string, string])[];
  perMonth: string;
  popularBadge: string;
  planFeatures: readonly [string, string, string];
  choosePlan: string;
  month: string;
  weekdays: readonly string[];
  discover: (a: string, b: string) => string;
  searchIn: (what: string) => string;
  tagline: (title: string) => string;
  item: string;
  items: readonly SampleItem[];
  streak: (days: number) => string;
  lastDays: (days: number) => string;
  /** A map's caption. */
  nearby: string;
  forms: FormWords;
}

export interface FormWords {
  signUp: { step: string; email: string; emailHint: string; password: string; teamSize: string; submit: string };
  signIn: { step: string; email: string; password: string; submit: string };
  tickets: { step: string; ticket: string; kinds: readonly string[]; date: string; dateHint: string; quantity: string; counts: readonly string[]; total: string; price: string; submit: string };
  checkout: { step: string; name: string; nameHint: string; address: string; addressHint: string; card: string; expiry: string; total: string; price: string; submit: string };
  gift: { step: string; flavours: string; size: string; sizes: readonly string[]; message: string; messageHint: string; submit: string };
  adopt: { step: string; name: string; nameHint: string; email: string; home: string; homes: readonly string[]; experience: string; experienceHint: string; submit: string };
  generic: { step: string; title: string; untitled: string; category: string; description: string; descriptionHint: string; submit: string };
}

const EN: ScreenWords = {
  htmlLang: 'en',
  getStarted: 'Get started',
  learnMore: 'Learn more',
  popular: 'Popular right now',
  all: 'All',
  save: 'Save',
  continue: 'Continue',
  detailStats: ['Rating', 'Views', 'Saved'],
  detailText: (noun, title) => `Every ${noun} here is chosen with care. ${title} is one of our favourites: take a closer look, save it for later, or go ahead right now.`,
  formAside: 'Takes about two minutes. You can save and come back later.',
  summary: 'Summary',
  titlePlaceholder: 'Title',
  editorText: 'Today started slowly. I made coffee, opened the window and let the cold air in...',
  savedNow: 'Saved just now · 124 words',
  settings: [
    ['Notifications', 'Push, email and reminders'],
    ['Appearance', 'Theme, text size'],
    ['Privacy', 'Lock, data and sharing'],
    ['Language', 'English'],
    ['Help & support', 'FAQ and contact'],
  ],
  person: { initials: 'AM', name: 'Alex Morgan', since: 'Member since 2024' },
  profileStats: ['Saved', 'Active', 'Reviews'],
  editProfile: 'Edit profile',
  dashboardStats: ['This week', 'Active', 'Completed', 'Rating'],
  recentActivity: 'Recent activity',
  monthly: 'Monthly',
  yearly: 'Yearly −20%',
  plans: [
    ['Starter', '$0', 'For trying it out'],
    ['Pro', '$24', 'For growing teams'],
    ['Enterprise', 'Custom', 'For large organisations'],
  ],
  perMonth: ' /mo',
  popularBadge: 'Popular',
  planFeatures: ['Unlimited projects', 'Priority support', 'Advanced analytics'],
  choosePlan: 'Choose plan',
  month: 'November',
  weekdays: ['M', 'T', 'W', 'T', 'F', 'S', 'S'],
  discover: (a, b) => `Discover ${a}, ${b} and more — made for people who care about the details.`,
  searchIn: (what) => `Search ${what}`,
  tagline: (title) => `Everything for ${title} in one place`,
  item: 'item',
  items: [
    { title: 'Getting started', meta: 'Updated today', tag: 'New' },
    { title: 'Weekly overview', meta: 'Updated yesterday', tag: 'Popular' },
    { title: 'Shared with team', meta: '3 collaborators', tag: 'Team' },
    { title: 'Saved for later', meta: '2 days ago', tag: 'Saved' },
    { title: 'Highlights', meta: 'Last week', tag: 'Featured' },
    { title: 'Archive', meta: 'Last month', tag: 'Archive' },
  ],
  streak: (days) => `${days}-day streak`,
  lastDays: (days) => `Last ${days} days`,
  nearby: 'Nearby',
  forms: {
    signUp: { step: 'Create your account', email: 'Work email', emailHint: 'you@company.com', password: 'Password', teamSize: 'Team size', submit: 'Start free trial' },
    signIn: { step: 'Welcome back', email: 'Email', password: 'Password', submit: 'Sign in' },
    tickets: { step: 'Choose your visit', ticket: 'Ticket', kinds: ['Standard', 'Student', 'Family'], date: 'Date', dateHint: 'Sat, Dec 6', quantity: 'Quantity', counts: ['1 ticket', '2 tickets', '3 tickets', '4 tickets'], total: 'Total', price: '$18.00', submit: 'Buy tickets' },
    checkout: { step: 'Delivery & payment', name: 'Full name', nameHint: 'Alex Morgan', address: 'Address', addressHint: '12 Market Street, Springfield', card: 'Card number', expiry: 'Expiry', total: 'Total', price: '$24.80', submit: 'Pay now' },
    gift: { step: 'Build your box', flavours: 'Flavours', size: 'Box size', sizes: ['Box of 6', 'Box of 12', 'Box of 24'], message: 'Gift message', messageHint: 'Happy birthday! Enjoy every piece.', submit: 'Add to bag' },
    adopt: { step: 'About you', name: 'Full name', nameHint: 'Alex Morgan', email: 'Email', home: 'Home type', homes: ['House', 'Apartment', 'Farm'], experience: 'Experience with pets', experienceHint: 'Tell us about pets you have cared for', submit: 'Submit application' },
    generic: { step: 'Details', title: 'Title', untitled: 'Untitled', category: 'Category', description: 'Description', descriptionHint: 'Add a few words', submit: 'Save' },
  },
};

const ZH: ScreenWords = {
  htmlLang: 'zh-CN',
  getStarted: '立即开始',
  learnMore: '了解更多',
  popular: '正在流行',
  all: '全部',
  save: '收藏',
  continue: '继续',
  detailStats: ['评分', '浏览', '收藏'],
  detailText: (noun, title) => `这里的每一个${noun}都经过精心挑选。「${title}」是我们的最爱之一：仔细看看，收藏起来，或者现在就开始。`,
  formAside: '大约两分钟即可完成，可以随时保存，稍后继续。',
  summary: '摘要',
  titlePlaceholder: '标题',
  editorText: '今天的开始很慢。我煮了咖啡，打开窗户，让冷空气进来……',
  savedNow: '刚刚保存 · 124 字',
  settings: [
    ['通知', '推送、邮件和提醒'],
    ['外观', '主题、字号'],
    ['隐私', '锁定、数据和共享'],
    ['语言', '简体中文'],
    ['帮助与支持', '常见问题和联系我们'],
  ],
  person: { initials: '林', name: '林小雨', since: '2024 年加入' },
  profileStats: ['收藏', '进行中', '评价'],
  editProfile: '编辑资料',
  dashboardStats: ['本周', '活跃', '已完成', '评分'],
  recentActivity: '最近动态',
  monthly: '按月',
  yearly: '按年 −20%',
  plans: [
    ['入门版', '¥0', '先试试看'],
    ['专业版', '¥168', '适合成长中的团队'],
    ['企业版', '定制', '适合大型组织'],
  ],
  perMonth: ' /月',
  popularBadge: '最受欢迎',
  planFeatures: ['不限项目数量', '优先支持', '高级分析'],
  choosePlan: '选择方案',
  month: '十一月',
  weekdays: ['一', '二', '三', '四', '五', '六', '日'],
  discover: (a, b) => `发现「${a}」「${b}」等更多内容，为重视细节的你而做。`,
  searchIn: (what) => `搜索${what}`,
  tagline: (title) => `${title}，一切尽在掌握`,
  item: '内容',
  items: [
    { title: '新手入门', meta: '今天更新', tag: '最新' },
    { title: '每周概览', meta: '昨天更新', tag: '热门' },
    { title: '团队共享', meta: '3 位协作者', tag: '团队' },
    { title: '稍后再看', meta: '2 天前', tag: '收藏' },
    { title: '精选内容', meta: '上周', tag: '精选' },
    { title: '归档', meta: '上个月', tag: '归档' },
  ],
  streak: (days) => `连续 ${days} 天`,
  lastDays: (days) => `最近 ${days} 天`,
  nearby: '附近',
  forms: {
    signUp: { step: '创建账户', email: '工作邮箱', emailHint: 'you@company.com', password: '密码', teamSize: '团队规模', submit: '免费试用' },
    signIn: { step: '欢迎回来', email: '邮箱', password: '密码', submit: '登录' },
    tickets: { step: '选择参观时间', ticket: '票种', kinds: ['普通票', '学生票', '家庭票'], date: '日期', dateHint: '12 月 6 日 周六', quantity: '数量', counts: ['1 张', '2 张', '3 张', '4 张'], total: '合计', price: '¥128.00', submit: '购票' },
    checkout: { step: '配送与支付', name: '姓名', nameHint: '林小雨', address: '地址', addressHint: '上海市静安区南京西路 12 号', card: '卡号', expiry: '有效期', total: '合计', price: '¥168.00', submit: '立即支付' },
    gift: { step: '挑选礼盒', flavours: '口味', size: '礼盒规格', sizes: ['6 颗装', '12 颗装', '24 颗装'], message: '祝福语', messageHint: '生日快乐！好好享受每一口。', submit: '加入购物袋' },
    adopt: { step: '关于你', name: '姓名', nameHint: '林小雨', email: '邮箱', home: '住房类型', homes: ['独栋', '公寓', '农场'], experience: '养宠经验', experienceHint: '说说你照顾过的宠物', submit: '提交申请' },
    generic: { step: '详情', title: '标题', untitled: '未命名', category: '分类', description: '描述', descriptionHint: '写几句话', submit: '保存' },
  },
};

const HI: ScreenWords = {
  htmlLang: 'hi',
  getStarted: 'शुरू करें',
  learnMore: 'और जानें',
  popular: 'अभी लोकप्रिय',
  all: 'सभी',
  save: 'सहेजें',
  continue: 'आगे बढ़ें',
  detailStats: ['रेटिंग', 'देखा गया', 'सहेजा गया'],
  detailText: (noun, title) => `यहाँ हर ${noun} ध्यान से चुना गया है। “${title}” हमारी पसंदीदा में से एक है: पास से देखें, बाद के लिए सहेजें, या अभी आगे बढ़ें।`,
  formAside: 'लगभग दो मिनट लगते हैं। आप सहेजकर बाद में लौट सकते हैं।',
  summary: 'सारांश',
  titlePlaceholder: 'शीर्षक',
  editorText: 'आज की शुरुआत धीमी रही। मैंने चाय बनाई, खिड़की खोली और ठंडी हवा को अंदर आने दिया...',
  savedNow: 'अभी सहेजा गया · 124 शब्द',
  settings: [
    ['सूचनाएँ', 'पुश, ईमेल और रिमाइंडर'],
    ['रूप', 'थीम, अक्षर का आकार'],
    ['गोपनीयता', 'लॉक, डेटा और साझा करना'],
    ['भाषा', 'हिन्दी'],
    ['सहायता', 'सामान्य प्रश्न और संपर्क'],
  ],
  person: { initials: 'अ', name: 'अनन्या शर्मा', since: '2024 से सदस्य' },
  profileStats: ['सहेजे', 'सक्रिय', 'समीक्षाएँ'],
  editProfile: 'प्रोफ़ाइल बदलें',
  dashboardStats: ['इस हफ़्ते', 'सक्रिय', 'पूरे हुए', 'रेटिंग'],
  recentActivity: 'हाल की गतिविधि',
  monthly: 'मासिक',
  yearly: 'वार्षिक −20%',
  plans: [
    ['शुरुआती', '₹0', 'आज़माने के लिए'],
    ['प्रो', '₹1,999', 'बढ़ती टीमों के लिए'],
    ['एंटरप्राइज़', 'कस्टम', 'बड़े संगठनों के लिए'],
  ],
  perMonth: ' /माह',
  popularBadge: 'लोकप्रिय',
  planFeatures: ['असीमित प्रोजेक्ट', 'प्राथमिकता सहायता', 'उन्नत विश्लेषण'],
  choosePlan: 'प्लान चुनें',
  month: 'नवंबर',
  weekdays: ['सो', 'मं', 'बु', 'गु', 'शु', 'श', 'र'],
  discover: (a, b) => `“${a}”, “${b}” और बहुत कुछ देखें — बारीकियों की परवाह करने वालों के लिए।`,
  searchIn: (what) => `${what} में खोजें`,
  tagline: (title) => `${title} — सब कुछ एक जगह`,
  item: 'चीज़',
  items: [
    { title: 'शुरुआत', meta: 'आज अपडेट किया', tag: 'नया' },
    { title: 'साप्ताहिक झलक', meta: 'कल अपडेट किया', tag: 'लोकप्रिय' },
    { title: 'टीम के साथ साझा', meta: '3 सहयोगी', tag: 'टीम' },
    { title: 'बाद के लिए सहेजा', meta: '2 दिन पहले', tag: 'सहेजा' },
    { title: 'ख़ास बातें', meta: 'पिछले हफ़्ते', tag: 'चुनिंदा' },
    { title: 'संग्रह', meta: 'पिछले महीने', tag: 'संग्रह' },
  ],
  streak: (days) => `लगातार ${days} दिन`,
  lastDays: (days) => `पिछले ${days} दिन`,
  nearby: 'आस-पास',
  forms: {
    signUp: { step: 'अपना खाता बनाएँ', email: 'काम का ईमेल', emailHint: 'you@company.com', password: 'पासवर्ड', teamSize: 'टीम का आकार', submit: 'मुफ़्त आज़माएँ' },
    signIn: { step: 'फिर से स्वागत है', email: 'ईमेल', password: 'पासवर्ड', submit: 'साइन इन करें' },
    tickets: { step: 'अपनी तारीख़ चुनें', ticket: 'टिकट', kinds: ['सामान्य', 'छात्र', 'परिवार'], date: 'तारीख़', dateHint: 'शनि, 6 दिसंबर', quantity: 'संख्या', counts: ['1 टिकट', '2 टिकट', '3 टिकट', '4 टिकट'], total: 'कुल', price: '₹450', submit: 'टिकट खरीदें' },
    checkout: { step: 'डिलीवरी और भुगतान', name: 'पूरा नाम', nameHint: 'अनन्या शर्मा', address: 'पता', addressHint: '12, एमजी रोड, बेंगलुरु', card: 'कार्ड नंबर', expiry: 'समाप्ति', total: 'कुल', price: '₹1,240', submit: 'अभी भुगतान करें' },
    gift: { step: 'अपना डिब्बा बनाएँ', flavours: 'स्वाद', size: 'डिब्बे का आकार', sizes: ['6 का डिब्बा', '12 का डिब्बा', '24 का डिब्बा'], message: 'उपहार संदेश', messageHint: 'जन्मदिन मुबारक! हर टुकड़े का मज़ा लें।', submit: 'थैले में डालें' },
    adopt: { step: 'आपके बारे में', name: 'पूरा नाम', nameHint: 'अनन्या शर्मा', email: 'ईमेल', home: 'घर का प्रकार', homes: ['मकान', 'फ़्लैट', 'फ़ार्म'], experience: 'पालतू जानवरों का अनुभव', experienceHint: 'बताइए आपने किन पालतू जानवरों की देखभाल की है', submit: 'आवेदन भेजें' },
    generic: { step: 'विवरण', title: 'शीर्षक', untitled: 'बिना शीर्षक', category: 'श्रेणी', description: 'विवरण', descriptionHint: 'कुछ शब्द लिखें', submit: 'सहेजें' },
  },
};

export const SCREEN_WORDS: Readonly<Record<DesignLanguage, ScreenWords>> = { en: EN, zh: ZH, hi: HI };

/** The designer's chat replies, one table per language. */
export interface ReplyWords {
  list: (names: readonly string[]) => string;
  none: string;
  plan: (title: string, web: boolean, count: number, names: string) => string;
  renamed: (from: string, to: string) => string;
  removed: (names: string) => string;
  cannotRemove: (names: string) => string;
  exists: (name: string) => string;
  full: (max: number, name: string) => string;
  added: (name: string) => string;
  restyled: (count: number, what: 'palette' | 'dark' | 'light', mode?: 'dark' | 'light') => string;
  updated: (names: string) => string;
  cannotTell: (names: string) => string;
  notAdded: (max: number, names: string) => string;
  stoppedBefore: (names: string) => string;
  /** Asks the designer could not draw, each quoted as written. */
  asks: (parts: readonly string[]) => string;
  /** An edit that changed nothing: no screen is stored and the turn is not charged. */
  nothingChanged: (names: string, asks: string) => string;
  /** The parts of an applied edit that did not change the screen. */
  notDrawn: (asks: string) => string;
  /** Screens whose edit came out exactly as they were, so nothing was stored. */
  sameAsBefore: (names: string) => string;
}

const REPLY_EN: ReplyWords = {
  list: (names) => names.join(', '),
  none: 'none yet',
  plan: (title, web, count, names) => `Here is a ${web ? 'web' : 'mobile'} design for ${title}: ${count} screens (${names}) sharing one palette, type scale and corner style.`,
  renamed: (from, to) => `Renamed ${from} to ${to}.`,
  removed: (names) => `Removed ${names}.`,
  cannotRemove: (names) => `I couldn't tell which screen to remove. The screens are: ${names}.`,
  exists: (name) => `There is already a ${name} screen; tell me what to change on it.`,
  full: (max, name) => `A project holds at most ${max} screens; remove one before adding ${name}.`,
  added: (name) => `Added a ${name} screen in the same style.`,
  restyled: (count, what, mode) => `Restyled all ${count} screens with ${what === 'palette' ? `a new ${mode ? `${mode} ` : ''}palette` : what === 'dark' ? 'a dark theme' : 'a light theme'}.`,
  updated: (names) => `Updated ${names}; the other screens are unchanged.`,
  cannotTell: (names) => `I couldn't tell which screen to change. Name one (${names}), ask for a new screen, or ask for a theme change such as "make it dark".`,
  notAdded: (max, names) => `A project holds at most ${max} screens, so ${names} ${names.includes(',') ? 'were' : 'was'} not added.`,
  stoppedBefore: (names) => `Stopped before ${names} ${names.includes(',') ? 'were' : 'was'} built.`,
  asks: (parts) => parts.map((p) => `“${p}”`).join(', '),
  nothingChanged: (names, asks) => `Nothing changed on ${names}: the built-in designer cannot draw ${asks}, or it is already there. No credit was used.`,
  notDrawn: (asks) => `Not done: ${asks}; the built-in designer cannot draw that.`,
  sameAsBefore: (names) => `${names} came out exactly as before, so nothing was changed there.`,
};

const REPLY_ZH: ReplyWords = {
  list: (names) => names.join('、'),
  none: '暂无',
  plan: (title, web, count, names) => `好的！我将为「${title}」设计 ${count} 个${web ? '网页' : '移动端'}界面：${names}。所有界面共用同一套配色、字体和圆角。`,
  renamed: (from, to) => `已将「${from}」改名为「${to}」。`,
  removed: (names) => `已删除${names}。`,
  cannotRemove: (names) => `我不确定要删除哪个界面。现有界面：${names}。`,
  exists: (name) => `已经有「${name}」界面了，请告诉我要改它的什么。`,
  full: (max, name) => `一个项目最多 ${max} 个界面；请先删除一个再添加「${name}」。`,
  added: (name) => `已按相同风格添加「${name}」界面。`,
  restyled: (count, what, mode) => `已为全部 ${count} 个界面换上${what === 'palette' ? `新的${mode === 'dark' ? '深色' : mode === 'light' ? '浅色' : ''}配色` : what === 'dark' ? '深色主题' : '浅色主题'}。`,
  updated: (names) => `已更新${names}，其他界面保持不变。`,
  cannotTell: (names) => `我不确定要修改哪个界面。请指明一个（${names}），或新建一个界面，或要求更换主题，例如“改成深色”。`,
  notAdded: (max, names) => `一个项目最多 ${max} 个界面，所以没有添加${names}。`,
  stoppedBefore: (names) => `已在生成${names}之前停止。`,
  asks: (parts) => parts.map((p) => `「${p}」`).join('、'),
  nothingChanged: (names, asks) => `${names}没有任何变化：内置设计器画不出${asks}，或者界面上已经有了。本次不扣积分。`,
  notDrawn: (asks) => `未完成：${asks}，内置设计器画不出来。`,
  sameAsBefore: (names) => `${names}的新版本与之前完全相同，因此没有改动。`,
};

const REPLY_HI: ReplyWords = {
  list: (names) => names.join(', '),
  none: 'अभी कोई नहीं',
  plan: (title, web, count, names) => `${title} के लिए ${count} ${web ? 'वेब' : 'मोबाइल'} स्क्रीन: ${names}। सभी में एक ही रंग, फ़ॉन्ट और कोने।`,
  renamed: (from, to) => `"${from}" का नाम बदलकर "${to}" कर दिया।`,
  removed: (names) => `${names} हटा दी ${names.includes(',') ? 'गईं' : 'गई'}।`,
  cannotRemove: (names) => `समझ नहीं आया कि कौन-सी स्क्रीन हटानी है। स्क्रीनें ये हैं: ${names}।`,
  exists: (name) => `"${name}" स्क्रीन पहले से है; बताइए उसमें क्या बदलना है।`,
  full: (max, name) => `एक प्रोजेक्ट में अधिकतम ${max} स्क्रीन हो सकती हैं; "${name}" जोड़ने से पहले एक हटाएँ।`,
  added: (name) => `उसी शैली में "${name}" स्क्रीन जोड़ दी।`,
  restyled: (count, what, mode) => `सभी ${count} स्क्रीनों को ${what === 'palette' ? `नए${mode === 'dark' ? ' गहरे' : mode === 'light' ? ' हल्के' : ''} रंगों` : what === 'dark' ? 'गहरी थीम' : 'हल्की थीम'} में बदल दिया।`,
  updated: (names) => `${names} बदल दी ${names.includes(',') ? 'गईं' : 'गई'}; बाकी स्क्रीनें वैसी ही हैं।`,
  cannotTell: (names) => `समझ नहीं आया कि कौन-सी स्क्रीन बदलनी है। एक का नाम लें (${names}), नई स्क्रीन माँगें, या थीम बदलने को कहें, जैसे "गहरा कर दो"।`,
  notAdded: (max, names) => `एक प्रोजेक्ट में अधिकतम ${max} स्क्रीन हो सकती हैं, इसलिए ${names} नहीं जोड़ी ${names.includes(',') ? 'गईं' : 'गई'}।`,
  stoppedBefore: (names) => `${names} बनने से पहले रोक दिया गया।`,
  asks: (parts) => parts.map((p) => `“${p}”`).join(', '),
  nothingChanged: (names, asks) => `${names} में कुछ नहीं बदला: बिल्ट-इन डिज़ाइनर ${asks} नहीं बना सकता, या वह पहले से मौजूद है। कोई क्रेडिट नहीं लगा।`,
  notDrawn: (asks) => `नहीं हुआ: ${asks}; बिल्ट-इन डिज़ाइनर इसे नहीं बना सकता।`,
  sameAsBefore: (names) => `${names} पहले जैसी ही बनी, इसलिए उसमें कुछ नहीं बदला।`,
};

export const REPLY_WORDS: Readonly<Record<DesignLanguage, ReplyWords>> = { en: REPLY_EN, zh: REPLY_ZH, hi: REPLY_HI };

