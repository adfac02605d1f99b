/**
 * What the built-in model says about its work — the notes shown to the user and the labels of the
 * versions it makes — in English, Chinese and Hindi: one table per language, chosen by the language
 * of the instruction (an edit) or of the page (a new page). User text (quoted headings, item names,
 * clauses it could not read) is quoted as given, never translated (decision 044).
 */
import type { EditLanguage } from './edit-language';
import type { Edit } from './follow-up-parse';
import type { RewriteOp } from './rewrite-instructions';
import type { FontStyle } from './types';

/** Things pages of the built-in model never contain (see `unsupportedNotes`). */
export type Unsupported = 'video' | 'map' | 'login' | 'checkout' | 'carousel' | 'animation' | 'chat';

export interface Phrases {
  /** The offer that ends a list of notes saying what could not be honoured (the SPA's model picker words it so too). */
  offer: string;
  /** An edit that changed nothing and said nothing (the API words the error itself). */
  nothingChanged: string;
  notUnderstood(clause: string): string;
  /** "could not <what>": what a follow-up's edit would have done. */
  couldNot(what: string): string;
  couldNotInSection(what: string): string;
  /** Copy the model writes only in English, asked for in a section in another language. */
  englishOnlyInSection(what: string): string;
  ownFramework(framework: string): string;
  rebuilt(framework: string): string;
  rebuiltLabel(framework: string): string;
  newPage: string;
  /** What each section operation does, for "could not …". */
  opWhat: Record<RewriteOp['kind'], string>;
  /** What an applied section operation did, for the version's label. */
  opDone(op: RewriteOp): string;
  /** What a follow-up edit would do, for "could not …". */
  editWhat(edit: Edit): string;
  /** What an applied follow-up edit did; `inSection` are the section operations a rewrite did. */
  editDone(edit: Edit, inSection: string[]): string;
  sectionAdded(id: string): string;
  languageNote(wrote: string, other: string): string;
  cannotAdd(what: Unsupported): string;
  toneNote(tone: string): string;
  noSuchSection(phrase: string): string;
  unplaced(parts: string[]): string;
  /** Joins the phrases of one label. */
  join(parts: string[]): string;
}

const q = (text: string) => `“${text}”`;

/** A clause named back to the user: one line, at most 80 characters. */
export function clip(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 80 ? `${t.slice(0, 77)}…` : t;
}

const daysOf = (label: string) => /^(\d+)/.exec(label)?.[1] ?? null;

const SECTION_ZH: Record<string, string> = {
  hero: '首屏', logos: '合作标志', features: '功能', about: '关于', stats: '数据', analytics: '分析', activity: '动态', menu: '菜单', products: '产品',
  gallery: '图库', experience: '经历', schedule: '日程', team: '团队', pricing: '价格', testimonials: '评价', blog: '博客', faq: '常见问题',
  newsletter: '订阅', cta: '行动号召', contact: '联系', 'how-it-works': '使用流程', awards: '奖项', navbar: '导航栏', footer: '页脚',
};

const SECTION_HI: Record<string, string> = {
  hero: 'हीरो', logos: 'लोगो', features: 'विशेषताएँ', about: 'परिचय', stats: 'आँकड़े', analytics: 'विश्लेषण', activity: 'गतिविधि', menu: 'मेनू', products: 'उत्पाद',
  gallery: 'गैलरी', experience: 'अनुभव', schedule: 'समय-सारणी', team: 'टीम', pricing: 'कीमतें', testimonials: 'समीक्षाएँ', blog: 'ब्लॉग', faq: 'सामान्य प्रश्न',
  newsletter: 'न्यूज़लेटर', cta: 'कॉल-टू-एक्शन', contact: 'संपर्क', 'how-it-works': 'यह कैसे काम करता है', awards: 'पुरस्कार', navbar: 'नेविगेशन बार', footer: 'फ़ुटर',
};

const TONE_ZH: Record<string, string> = { playful: '轻松', premium: '高端', minimal: '简约', bold: '醒目', friendly: '亲切', professional: '专业', urgent: '紧迫', calm: '平静' };
const TONE_HI: Record<string, string> = { playful: 'चंचल', premium: 'प्रीमियम', minimal: 'सादा', bold: 'दमदार', friendly: 'मैत्रीपूर्ण', professional: 'पेशेवर', urgent: 'तत्काल', calm: 'शांत' };
const FONT_ZH: Record<FontStyle, string> = { sans: '无衬线', serif: '衬线', mono: '等宽' };
const FONT_HI: Record<FontStyle, string> = { sans: 'सैन्स-सेरिफ़', serif: 'सेरिफ़', mono: 'मोनोस्पेस' };

const EN: Phrases = {
  offer: 'For a real AI model, add an API key or run a local Ollama.',
  nothingChanged: 'The built-in model found nothing it could change.',
  notUnderstood: (clause) => `The built-in model did not understand "${clip(clause)}", so it left that out.`,
  couldNot: (what) => `The built-in model could not ${what}.`,
  couldNotInSection: (what) => `The built-in model could not ${what} in this section.`,
  englishOnlyInSection: (what) => `The built-in model could not ${what} in this section: it writes that copy in English only.`,
  ownFramework: (fw) => `The built-in model can only rebuild its own pages in another framework (${fw}), so this page was edited in its own.`,
  rebuilt: (fw) => `Rebuilt the page in the new framework (${fw}) from what it is about and its sections; edits made to its text since it was generated are not carried over.`,
  rebuiltLabel: (fw) => `rebuilt in ${fw}`,
  newPage: 'new page',
  opWhat: {
    title: 'find a headline to change',
    subtitle: 'find a paragraph to change',
    shorter: 'find anything to shorten',
    shorterTitle: 'shorten the headline any further',
    titleSize: 'find a headline to resize',
    statsRow: 'add a row of stats',
    more: 'add more items',
    button: 'add a button',
    image: 'add an image',
    removeButtons: 'find a button to remove',
    background: 'change the background',
    brand: 'change the colours',
    retitle: 'rewrite the headline',
    prices: 'find items with prices to change',
    counter: 'add a counter',
    removeItem: 'find that item to remove',
    moveItem: 'find that item to move',
  },
  opDone(op) {
    switch (op.kind) {
      case 'title':
        return `headline set to ${q(op.text)}`;
      case 'subtitle':
        return `text set to ${q(op.text)}`;
      case 'shorter':
        return 'shortened';
      case 'shorterTitle':
        return 'headline shortened';
      case 'titleSize':
        return op.step > 0 ? 'headline made bigger' : 'headline made smaller';
      case 'statsRow':
        return 'row of stats added';
      case 'more':
        return `${op.count} ${op.count === 1 ? 'item' : 'items'} added`;
      case 'button':
        return op.label ? `button ${q(op.label)} added` : 'button added';
      case 'image':
        return 'image added';
      case 'removeButtons':
        return 'buttons removed';
      case 'background':
        return op.value === 'dark' || op.value === 'light' ? `made ${op.value}` : 'background recoloured';
      case 'brand':
        return 'colours changed';
      case 'retitle':
        return op.tone ? `headline rewritten (${op.tone})` : 'headline rewritten';
      case 'prices':
        return `${op.add ? 'added' : 'items set to'} ${op.items.map((i) => `${i.name} ${i.price}`).join(', ')}`;
      case 'counter':
        return `${op.label} counter added`;
      case 'removeItem':
        return `${q(op.name)} removed`;
      case 'moveItem':
        return op.to === 'reverse' ? 'order reversed' : `${q(op.name ?? '')} moved ${op.to}`;
    }
  },
  editWhat(edit) {
    switch (edit.kind) {
      case 'add':
        return `add a ${edit.section} section`;
      case 'remove':
        return `find a ${edit.section} section to remove`;
      case 'move':
        return `move the ${edit.section} section`;
      case 'rename':
        return `rename the page to ${q(edit.name)}`;
      case 'headline':
      case 'subtitle':
        return `find the ${edit.kind} to change`;
      default:
        return 'change the theme';
    }
  },
  editDone(edit, inSection) {
    switch (edit.kind) {
      case 'add':
        return `${edit.section} section added`;
      case 'remove':
        return `${edit.section} section removed`;
      case 'theme':
        return [edit.dark === true ? 'made dark' : edit.dark === false ? 'made light' : '', edit.primary || edit.accent ? 'recoloured' : '', edit.font ? `${edit.font} font` : ''].filter(Boolean).join(', ');
      case 'rename':
        return `renamed to ${q(edit.name)}`;
      case 'headline':
        return `headline set to ${q(edit.text)}`;
      case 'subtitle':
        return `subtitle set to ${q(edit.text)}`;
      case 'rewrite':
        return `${edit.section}: ${inSection.join(', ') || 'updated'}`;
      case 'move':
        return edit.anchor ? `${edit.section} moved ${edit.place} ${edit.anchor}` : `${edit.section} moved to the ${edit.place === 'before' ? 'top' : 'bottom'}`;
    }
  },
  sectionAdded: (id) => `${id} section added`,
  languageNote: (wrote, other) => `The built-in model writes English, Chinese and Hindi only, so the page is in ${wrote}, not ${other}.`,
  cannotAdd: (what) =>
    `The built-in model cannot add ${
      {
        video: 'a video (the page shows illustrations instead)',
        map: 'a map (the contact section gives the address instead)',
        login: 'login or sign-up forms',
        checkout: 'a working cart or checkout',
        carousel: 'a carousel (items are shown as a grid)',
        animation: 'animations',
        chat: 'a live chat widget',
      }[what]
    }.`,
  toneNote: (tone) => `The built-in model writes its usual copy and cannot make it ${tone}.`,
  noSuchSection: (phrase) => `The built-in model has no "${phrase}" section, so the page leaves it out.`,
  unplaced: (parts) => `The built-in model ran out of layouts and left out: ${parts.join(', ')}.`,
  join: (parts) => parts.join('; '),
};

const zhSection = (id: string) => SECTION_ZH[id] ?? q(id);

const ZH: Phrases = {
  offer: '想用真正的 AI 模型，请配置 API 密钥或本地 Ollama。',
  nothingChanged: '内置模型没有找到可以修改的内容。',
  notUnderstood: (clause) => `内置模型没有理解“${clip(clause)}”，所以没有执行这一部分。`,
  couldNot: (what) => `内置模型无法${what}。`,
  couldNotInSection: (what) => `内置模型无法在这个版块中${what}。`,
  englishOnlyInSection: (what) => `内置模型无法在这个版块中${what}：这类文字它只会用英文写。`,
  ownFramework: (fw) => `内置模型只能把它自己生成的页面改用其他框架（${fw}）重建，所以这个页面仍按原框架修改。`,
  rebuilt: (fw) => `已根据页面的主题和版块用新框架（${fw}）重建页面；生成之后对文字所做的修改没有保留。`,
  rebuiltLabel: (fw) => `已用 ${fw} 重建`,
  newPage: '新页面',
  opWhat: {
    title: '找到要修改的标题',
    subtitle: '找到要修改的段落',
    shorter: '找到可以缩短的内容',
    shorterTitle: '把标题再缩短',
    titleSize: '找到要调整大小的标题',
    statsRow: '添加一行数据',
    more: '添加更多条目',
    button: '添加按钮',
    image: '添加图片',
    removeButtons: '找到要删除的按钮',
    background: '修改背景',
    brand: '修改颜色',
    retitle: '改写标题',
    prices: '找到带价格的条目来修改',
    counter: '添加计数器',
    removeItem: '找到要删除的那一项',
    moveItem: '找到要移动的那一项',
  },
  opDone(op) {
    switch (op.kind) {
      case 'title':
        return `标题改为${q(op.text)}`;
      case 'subtitle':
        return `文字改为${q(op.text)}`;
      case 'shorter':
        return '已缩短';
      case 'shorterTitle':
        return '标题已缩短';
      case 'titleSize':
        return op.step > 0 ? '标题已放大' : '标题已缩小';
      case 'statsRow':
        return '已添加一行数据';
      case 'more':
        return `已添加 ${op.count} 个条目`;
      case 'button':
        return op.label ? `已添加按钮${q(op.label)}` : '已添加按钮';
      case 'image':
        return '已添加图片';
      case 'removeButtons':
        return '按钮已删除';
      case 'background':
        return op.value === 'dark' ? '已改为深色' : op.value === 'light' ? '已改为浅色' : '背景已换色';
      case 'brand':
        return '颜色已修改';
      case 'retitle':
        return op.tone ? `标题已改写（${TONE_ZH[op.tone] ?? q(op.tone)}）` : '标题已改写';
      case 'prices':
        return `${op.add ? '已添加' : '条目改为'}${op.items.map((i) => q(`${i.name} ${i.price}`)).join('、')}`;
      case 'counter': {
        const days = daysOf(op.label);
        return days ? `已添加连续 ${days} 天计数器` : '已添加连续计数器';
      }
      case 'removeItem':
        return `${q(op.name)}已删除`;
      case 'moveItem':
        return op.to === 'reverse' ? '顺序已反转' : `${q(op.name ?? '')}已移到${op.to === 'first' ? '最前' : '最后'}`;
    }
  },
  editWhat(edit) {
    switch (edit.kind) {
      case 'add':
        return `添加${zhSection(edit.section)}版块`;
      case 'remove':
        return `找到要删除的${zhSection(edit.section)}版块`;
      case 'move':
        return `移动${zhSection(edit.section)}版块`;
      case 'rename':
        return `把页面改名为${q(edit.name)}`;
      case 'headline':
        return '找到要修改的标题';
      case 'subtitle':
        return '找到要修改的副标题';
      default:
        return '修改主题';
    }
  },
  editDone(edit, inSection) {
    switch (edit.kind) {
      case 'add':
        return `已添加${zhSection(edit.section)}版块`;
      case 'remove':
        return `已删除${zhSection(edit.section)}版块`;
      case 'theme':
        return [edit.dark === true ? '已改为深色' : edit.dark === false ? '已改为浅色' : '', edit.primary || edit.accent ? '已换色' : '', edit.font ? `字体改为${FONT_ZH[edit.font]}` : ''].filter(Boolean).join('，');
      case 'rename':
        return `已改名为${q(edit.name)}`;
      case 'headline':
        return `标题改为${q(edit.text)}`;
      case 'subtitle':
        return `副标题改为${q(edit.text)}`;
      case 'rewrite':
        return `${zhSection(edit.section)}：${inSection.join('，') || '已更新'}`;
      case 'move':
        return edit.anchor
          ? `${zhSection(edit.section)}已移到${zhSection(edit.anchor)}${edit.place === 'before' ? '之前' : '之后'}`
          : `${zhSection(edit.section)}已移到${edit.place === 'before' ? '顶部' : '底部'}`;
    }
  },
  sectionAdded: (id) => `已添加${zhSection(id)}版块`,
  languageNote: (wrote, other) => `内置模型只会写英文、中文和印地语，所以页面用的是${wrote}，而不是${other}。`,
  cannotAdd: (what) =>
    `内置模型无法添加${
      {
        video: '视频（页面用插图代替）',
        map: '地图（联系版块会给出地址）',
        login: '登录或注册表单',
        checkout: '可用的购物车或结账流程',
        carousel: '轮播（条目以网格显示）',
        animation: '动画',
        chat: '在线客服窗口',
      }[what]
    }。`,
  toneNote: (tone) => `内置模型按它惯用的文风写，无法写得${TONE_ZH[tone] ?? q(tone)}。`,
  noSuchSection: (phrase) => `内置模型没有“${phrase}”版块，所以页面里没有它。`,
  unplaced: (parts) => `内置模型的版式不够用，没有放进：${parts.map(q).join('、')}。`,
  join: (parts) => parts.join('；'),
};

const hiSection = (id: string) => SECTION_HI[id] ?? q(id);

const HI: Phrases = {
  offer: 'असली AI मॉडल के लिए API कुंजी जोड़ें या लोकल Ollama चलाएँ।',
  nothingChanged: 'बिल्ट-इन मॉडल को बदलने लायक़ कुछ नहीं मिला।',
  notUnderstood: (clause) => `बिल्ट-इन मॉडल “${clip(clause)}” नहीं समझ पाया, इसलिए उसे छोड़ दिया।`,
  couldNot: (what) => `बिल्ट-इन मॉडल ${what} नहीं कर सका।`,
  couldNotInSection: (what) => `बिल्ट-इन मॉडल इस सेक्शन में ${what} नहीं कर सका।`,
  englishOnlyInSection: (what) => `बिल्ट-इन मॉडल इस सेक्शन में ${what} नहीं कर सका: ऐसी सामग्री वह केवल अंग्रेज़ी में लिखता है।`,
  ownFramework: (fw) => `बिल्ट-इन मॉडल केवल अपने बनाए पेज ही दूसरे फ़्रेमवर्क (${fw}) में दोबारा बना सकता है, इसलिए यह पेज उसके अपने फ़्रेमवर्क में ही बदला गया।`,
  rebuilt: (fw) => `पेज को उसके विषय और सेक्शनों से नए फ़्रेमवर्क (${fw}) में दोबारा बनाया गया; बनने के बाद टेक्स्ट में किए गए बदलाव शामिल नहीं हैं।`,
  rebuiltLabel: (fw) => `${fw} में दोबारा बनाया गया`,
  newPage: 'नया पेज',
  opWhat: {
    title: 'बदलने के लिए शीर्षक ढूँढ़ने का काम',
    subtitle: 'बदलने के लिए अनुच्छेद ढूँढ़ने का काम',
    shorter: 'छोटा करने लायक़ सामग्री ढूँढ़ने का काम',
    shorterTitle: 'शीर्षक को और छोटा',
    titleSize: 'शीर्षक का आकार बदलने का काम',
    statsRow: 'आँकड़ों की पंक्ति जोड़ने का काम',
    more: 'और आइटम जोड़ने का काम',
    button: 'बटन जोड़ने का काम',
    image: 'चित्र जोड़ने का काम',
    removeButtons: 'हटाने के लिए बटन ढूँढ़ने का काम',
    background: 'बैकग्राउंड बदलने का काम',
    brand: 'रंग बदलने का काम',
    retitle: 'शीर्षक दोबारा लिखने का काम',
    prices: 'बदलने के लिए कीमत वाले आइटम ढूँढ़ने का काम',
    counter: 'काउंटर जोड़ने का काम',
    removeItem: 'हटाने के लिए वह आइटम ढूँढ़ने का काम',
    moveItem: 'खिसकाने के लिए वह आइटम ढूँढ़ने का काम',
  },
  opDone(op) {
    switch (op.kind) {
      case 'title':
        return `शीर्षक ${q(op.text)} किया गया`;
      case 'subtitle':
        return `टेक्स्ट ${q(op.text)} किया गया`;
      case 'shorter':
        return 'छोटा किया गया';
      case 'shorterTitle':
        return 'शीर्षक छोटा किया गया';
      case 'titleSize':
        return op.step > 0 ? 'शीर्षक बड़ा किया गया' : 'शीर्षक छोटा किया गया';
      case 'statsRow':
        return 'आँकड़ों की पंक्ति जोड़ी गई';
      case 'more':
        return `${op.count} आइटम जोड़े गए`;
      case 'button':
        return op.label ? `बटन ${q(op.label)} जोड़ा गया` : 'बटन जोड़ा गया';
      case 'image':
        return 'चित्र जोड़ा गया';
      case 'removeButtons':
        return 'बटन हटाए गए';
      case 'background':
        return op.value === 'dark' ? 'गहरा किया गया' : op.value === 'light' ? 'हल्का किया गया' : 'बैकग्राउंड का रंग बदला गया';
      case 'brand':
        return 'रंग बदले गए';
      case 'retitle':
        return op.tone ? `शीर्षक दोबारा लिखा गया (${TONE_HI[op.tone] ?? q(op.tone)})` : 'शीर्षक दोबारा लिखा गया';
      case 'prices':
        return `आइटम ${op.items.map((i) => q(`${i.name} ${i.price}`)).join(', ')} ${op.add ? 'जोड़े गए' : 'किए गए'}`;
      case 'counter': {
        const days = daysOf(op.label);
        return days ? `${days} दिन का स्ट्रीक काउंटर जोड़ा गया` : 'स्ट्रीक काउंटर जोड़ा गया';
      }
      case 'removeItem':
        return `${q(op.name)} हटाया गया`;
      case 'moveItem':
        return op.to === 'reverse' ? 'क्रम उलटा किया गया' : `${q(op.name ?? '')} ${op.to === 'first' ? 'सबसे ऊपर' : 'सबसे नीचे'} ले जाया गया`;
    }
  },
  editWhat(edit) {
    switch (edit.kind) {
      case 'add':
        return `${hiSection(edit.section)} सेक्शन जोड़ने का काम`;
      case 'remove':
        return `हटाने के लिए ${hiSection(edit.section)} सेक्शन ढूँढ़ने का काम`;
      case 'move':
        return `${hiSection(edit.section)} सेक्शन खिसकाने का काम`;
      case 'rename':
        return `पेज का नाम ${q(edit.name)} करने का काम`;
      case 'headline':
        return 'बदलने के लिए शीर्षक ढूँढ़ने का काम';
      case 'subtitle':
        return 'बदलने के लिए उपशीर्षक ढूँढ़ने का काम';
      default:
        return 'थीम बदलने का काम';
    }
  },
  editDone(edit, inSection) {
    switch (edit.kind) {
      case 'add':
        return `${hiSection(edit.section)} सेक्शन जोड़ा गया`;
      case 'remove':
        return `${hiSection(edit.section)} सेक्शन हटाया गया`;
      case 'theme':
        return [edit.dark === true ? 'गहरा किया गया' : edit.dark === false ? 'हल्का किया गया' : '', edit.primary || edit.accent ? 'रंग बदला गया' : '', edit.font ? `फ़ॉन्ट ${FONT_HI[edit.font]} किया गया` : ''].filter(Boolean).join(', ');
      case 'rename':
        return `नाम ${q(edit.name)} किया गया`;
      case 'headline':
        return `शीर्षक ${q(edit.text)} किया गया`;
      case 'subtitle':
        return `उपशीर्षक ${q(edit.text)} किया गया`;
      case 'rewrite':
        return `${hiSection(edit.section)}: ${inSection.join(', ') || 'अपडेट किया गया'}`;
      case 'move':
        return edit.anchor
          ? `${hiSection(edit.section)} को ${hiSection(edit.anchor)} सेक्शन ${edit.place === 'before' ? 'से पहले' : 'के बाद'} ले जाया गया`
          : `${hiSection(edit.section)} को ${edit.place === 'before' ? 'सबसे ऊपर' : 'सबसे नीचे'} ले जाया गया`;
    }
  },
  sectionAdded: (id) => `${hiSection(id)} सेक्शन जोड़ा गया`,
  languageNote: (wrote, other) => `बिल्ट-इन मॉडल केवल अंग्रेज़ी, चीनी और हिंदी लिखता है, इसलिए पेज ${other} में नहीं, ${wrote} में है।`,
  cannotAdd: (what) =>
    `बिल्ट-इन मॉडल ${
      {
        video: 'वीडियो नहीं जोड़ सकता (पेज उसकी जगह चित्र दिखाता है)',
        map: 'नक्शा नहीं जोड़ सकता (संपर्क सेक्शन में पता दिया जाता है)',
        login: 'लॉगिन या साइन-अप फ़ॉर्म नहीं जोड़ सकता',
        checkout: 'चलने वाला कार्ट या चेकआउट नहीं जोड़ सकता',
        carousel: 'कैरोसेल नहीं जोड़ सकता (आइटम ग्रिड में दिखते हैं)',
        animation: 'एनिमेशन नहीं जोड़ सकता',
        chat: 'लाइव चैट विजेट नहीं जोड़ सकता',
      }[what]
    }।`,
  toneNote: (tone) => `बिल्ट-इन मॉडल अपनी सामान्य शैली में लिखता है और इसे ${TONE_HI[tone] ?? q(tone)} नहीं बना सकता।`,
  noSuchSection: (phrase) => `बिल्ट-इन मॉडल के पास “${phrase}” सेक्शन नहीं है, इसलिए पेज में वह नहीं है।`,
  unplaced: (parts) => `बिल्ट-इन मॉडल के लेआउट कम पड़ गए और ये छूट गए: ${parts.map(q).join(', ')}।`,
  join: (parts) => parts.join('; '),
};

const TABLES: Record<EditLanguage, Phrases> = { en: EN, zh: ZH, hi: HI };

/** Names of the languages a note may mention, in each language. */
const LANGUAGE_NAMES: Record<EditLanguage, Record<string, string>> = {
  en: { en: 'English', zh: 'Chinese', hi: 'Hindi', es: 'Spanish', fr: 'French', de: 'German', ja: 'Japanese', ko: 'Korean', pt: 'Portuguese', it: 'Italian', ar: 'Arabic', ru: 'Russian', nl: 'Dutch', tr: 'Turkish' },
  zh: { en: '英文', zh: '中文', hi: '印地语', es: '西班牙语', fr: '法语', de: '德语', ja: '日语', ko: '韩语', pt: '葡萄牙语', it: '意大利语', ar: '阿拉伯语', ru: '俄语', nl: '荷兰语', tr: '土耳其语' },
  hi: { en: 'अंग्रेज़ी', zh: 'चीनी', hi: 'हिंदी', es: 'स्पेनिश', fr: 'फ़्रेंच', de: 'जर्मन', ja: 'जापानी', ko: 'कोरियाई', pt: 'पुर्तगाली', it: 'इतालवी', ar: 'अरबी', ru: 'रूसी', nl: 'डच', tr: 'तुर्की' },
};

/** A section's name in `language` ("call to action", 常见问题, संपर्क). */
export function sectionName(id: string, language: string | undefined): string {
  if (language === 'zh') return zhSection(id);
  if (language === 'hi') return hiSection(id);
  return id === 'faq' ? 'FAQ' : id === 'cta' ? 'call to action' : id.replace(/-/g, ' ');
}

export function phrases(language: string | undefined): Phrases {
  return TABLES[(language as EditLanguage) in TABLES ? (language as EditLanguage) : 'en'];
}

export function languageName(code: string, language: string | undefined): string {
  const names = LANGUAGE_NAMES[(language as EditLanguage) in LANGUAGE_NAMES ? (language as EditLanguage) : 'en'];
  return names[code] ?? code;
}

/**
 * Notes as given to the user: without repeats, and, when there are any, ending with the offer to
 * connect a real model (each note says something could not be honoured).
 */
export function withOffer(notes: readonly string[], language: string | undefined): string[] {
  const unique = notes.filter((n, i) => notes.indexOf(n) === i);
  const offer = phrases(language).offer;
  return unique.length === 0 || unique.includes(offer) ? unique : [...unique, offer];
}
