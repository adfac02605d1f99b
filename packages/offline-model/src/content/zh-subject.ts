/**
 * Chinese copy built around the page's subject, for the two kinds the localised copy in `zh.ts`
 * cannot know: a business of no known kind (救助刺猬的慈善机构, 自行车修理店) and a person's
 * portfolio (摄影师林小雨). The sentences take the subject, what it does, the place and the
 * asked-for parts as slots, so they fit subjects nobody listed; the seed picks among phrasings.
 */
import type { CopyContext, PageContent } from './types';
import { zhPeople } from './zh-people';
import { ZH_NOUNS } from '../zh-words';

/** Head words whose words before them say what the subject does (自行车修理|店, 瑜伽|馆). */
const ZH_HEADS = /(?:机构|公司|工作室|工坊|俱乐部|合作社|协会|中心|服务|学校|培训班|事务所|团队|团|社|馆|店|铺|所|坊|室)$/;

/**
 * What the subject does, in its own words: the clause before 的 (救助刺猬的慈善机构 → 救助刺猬), or
 * the words before a head noun (钟表维修工坊 → 钟表维修); otherwise the subject itself (城市农场).
 */
export function zhActivity(noun: string): string {
  const de = /^(.{2,})的[^的]{2,}$/.exec(noun);
  if (de) return de[1];
  const head = ZH_HEADS.exec(noun);
  const before = head ? noun.slice(0, head.index) : '';
  // 合唱团 keeps 合唱: the head is 团, what it does the words before it.
  return before.length >= 2 ? before : noun;
}

/** A cause rather than a business: giving and joining replace booking and buying. */
export const ZH_CAUSE = /慈善|公益|救助|保护|基金会|志愿|义工|收容|援助/;

function measure(noun: string): string {
  if (/服务$/.test(noun)) return '项';
  if (/队$/.test(noun)) return '支';
  if (/播客$/.test(noun)) return '档';
  return /(?:团|俱乐部|合作社|协会|团队|小组|社)$/.test(noun) ? '个' : '家';
}

function joinZh(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join('、')}和${words[words.length - 1]}`;
}

const pick = <T>(items: readonly T[], seed: number, salt: number): T => items[(seed + salt * 7) % items.length];

/** Copy for a Chinese page of no known business kind, laid over the localised template. */
export function zhSubjectCopy(ctx: CopyContext, c: PageContent): PageContent {
  const { name, noun: n, seed } = ctx;
  // An English prompt on a Chinese interface names no Chinese subject: the placeholder noun (品牌)
  // says nothing a sentence could be built around ("专注品牌"), so the neutral template stays.
  if (n === ZH_NOUNS.generic) return c;
  const what = zhActivity(n);
  const place = ctx.place;
  const at = place ? `${place}的` : '';
  const here = place ? `就在${place}` : '就在你身边';
  const one = `一${measure(n)}`;
  // "专注自行车修理" needs what the subject does; a subject with no such words (城市农场) is run with care instead.
  const own = what !== n;
  const focus = own ? `专注${what}` : '每一个细节都认真对待';
  const cause = ZH_CAUSE.test(n) || ctx.topic === 'nonprofit';
  const asked = (ctx.parts ?? []).slice(0, 4);
  const see = asked.length > 0 ? `在这里可以看到${joinZh(asked)}` : '在这里可以了解我们做什么、怎么联系我们';
  const goal = cause ? '支持我们' : '联系我们';
  const [q1, q2, q3, q4, q5, q6] = zhPeople(seed, 6);
  const roles = cause ? ['志愿者', '月捐人', '邻居', '老朋友', '志愿者', '支持者'] : ['老朋友', '第一次来', '附近的邻居', '常客', '朋友推荐', '回头客'];
  const subtitle = cause
    ? `${name}是${at}${one}${n}，${focus}。你的时间、捐助和转发，都让这份工作继续下去。`
    : `${name}是${at}${one}${n}，${focus}。${see}。`;
  const title = pick([`${at}${n}，用心做好每一件事`, `${name}：${at}${n}`, ...(own ? [`专注${what}的${n}`, `${what}，交给${name}`] : [])], seed, 1);
  return {
    ...c,
    tagline: `${at}${n}`,
    description: subtitle,
    labels: { ...c.labels, features: cause ? '我们做什么' : c.labels.features },
    navCta: { label: goal, to: c.navCta.to },
    hero: {
      ...c.hero,
      badge: place ? `${place} · ${n}` : undefined,
      title,
      highlight: title.includes(name) ? name : n,
      subtitle,
      primary: { label: goal, to: c.hero.primary.to },
      note: cause ? '每一笔捐助都公开去向' : undefined,
      facts: undefined,
    },
    features: {
      eyebrow: cause ? '我们做什么' : '我们的服务',
      title: pick([`${name}能为你做什么`, `为什么选择${name}`, `关于${what}，我们这样做`], seed, 2),
      subtitle: `关于${what}，你关心的每一件事，我们都认真做好。`,
      items: c.features.items.map((it, i) => ({ icon: it.icon, ...zhFeatureItems(ctx, what, here, cause)[i % 6] })),
    },
    about: {
      ...c.about,
      eyebrow: '我们的故事',
      title: pick([`关于${name}`, `${name}的故事`], seed, 3),
      paragraphs: [
        pick([`${name}是${at}${one}${n}。我们相信，${what}值得认真对待。`, `${name}从一个简单的想法开始：把${what}这件事做好，做得让人放心。`], seed, 4),
        cause ? `我们靠志愿者和捐助者走到今天，每一分钱花在哪里，都会说清楚。` : `我们团队不大，但每一次都按同样的标准来做：先听清楚，再动手，做完还会跟进。`,
      ],
      bullets: [own ? `专注${what}` : '用心经营', place ? `扎根${place}` : '扎根本地', cause ? '账目公开透明' : '说到做到'],
      media: { icon: c.about.media.icon, label: `走进${name}` },
    },
    steps: {
      ...c.steps,
      subtitle: cause ? `支持${name}，只需三步。` : c.steps.subtitle,
      items: cause
        ? [
            { icon: c.steps.items[0]?.icon ?? 'heart', title: '了解我们', body: `看看${name}在做什么：${what}。` },
            { icon: c.steps.items[1]?.icon ?? 'calendar', title: '选择方式', body: '捐助、做志愿者，或者帮我们转发。' },
            { icon: c.steps.items[2]?.icon ?? 'check', title: '看到改变', body: '我们会告诉你，你的支持做成了什么。' },
          ]
        : [
            { icon: c.steps.items[0]?.icon ?? 'message', title: '说说你的需要', body: `简单告诉我们你在${what}方面需要什么。` },
            { icon: c.steps.items[1]?.icon ?? 'calendar', title: '约定时间和细节', body: '做什么、什么时候、多少钱，事先讲清楚。' },
            { icon: c.steps.items[2]?.icon ?? 'check', title: '放心交给我们', body: `剩下的交给${name}，完成后我们会跟进。` },
          ],
    },
    testimonials: {
      ...c.testimonials,
      eyebrow: cause ? '大家的话' : '客户评价',
      subtitle: cause ? '来自志愿者、捐助者和邻居。' : c.testimonials.subtitle,
      items: [
        { quote: cause ? `第一次参加${name}的活动，就被这里的认真打动了。` : `在${place ?? '附近'}找了很久，${name}是最让我放心的${n}。`, name: q1, role: roles[0] },
        { quote: `关于${what}的问题，他们总是耐心解释，从不敷衍。`, name: q2, role: roles[1] },
        { quote: cause ? '每一笔钱用在哪里都写得清清楚楚，捐得放心。' : '说好的时间、说好的事，每次都做到。', name: q3, role: roles[2] },
        { quote: `小而认真的${n}，难得。`, name: q4, role: roles[3] },
        { quote: '发消息当天就有回复，很贴心。', name: q5, role: roles[4] },
        { quote: cause ? '能为这件事出一份力，很开心。' : '已经推荐给身边好几个朋友了。', name: q6, role: roles[5] },
      ],
    },
    faq: {
      ...c.faq,
      items: [
        { q: `${name}具体做什么？`, a: `${name}是${at}${one}${n}，${focus}。${asked.length > 0 ? `本页有${joinZh(asked)}，` : ''}有其他问题可以直接问我们。` },
        { q: `${name}在哪里？`, a: place ? `我们在${place}，具体地址见页面下方的联系方式。` : '具体地址见页面下方的联系方式。' },
        cause
          ? { q: `怎样支持${name}？`, a: '可以捐助、报名做志愿者，或者把我们介绍给身边的人。' }
          : { q: '第一次来需要准备什么？', a: `不需要特别准备，告诉我们你在${what}方面的需要就好。` },
        cause
          ? { q: '捐款用在哪里？', a: `全部用于${what}，每年公开收支明细。` }
          : { q: '费用怎么算？', a: '开始之前先说明，没有隐藏费用。' },
        { q: '怎么联系你们？', a: '通过页面下方的表单或联系方式，工作日当天回复。' },
        { q: `可以介绍朋友来${name}吗？`, a: '当然欢迎，口碑是我们最看重的。' },
      ],
    },
    cta: {
      ...c.cta,
      title: pick([cause ? `和${name}一起，为${what}出一份力` : `关于${what}，和我们聊聊`, `${name}，${here}`], seed, 5),
      subtitle: cause ? `捐助、加入或转发，每一种方式都有帮助。` : `${name}是${at}${n}。发个消息，我们一个工作日内回复。`,
      primary: { label: goal, to: c.cta.primary.to },
    },
    // A place of no known kind has sessions through the week, not a conference's agenda.
    schedule: {
      ...c.schedule,
      title: '时间安排',
      subtitle: `${name}每周的${cause ? '活动' : ''}时间，${what}按时开始。`,
      items: c.schedule.items.map((sl, i) => ({ ...sl, ...[
        { time: '周一至周五 · 07:30', title: cause ? '早班' : '早场', meta: n, body: `每个工作日早上，${what}。` },
        { time: '周一至周五 · 12:00', title: cause ? '午班' : '午间场', meta: n, body: '午休时间，短一点也很充实。' },
        { time: '周三 · 18:30', title: cause ? '新人介绍会' : '傍晚场', meta: n, body: cause ? '第一次来？先来认识大家。' : '下班后来，人少安静。' },
        { time: '周四 · 20:00', title: '晚场', meta: n, body: '一天里最晚的一场。' },
        { time: '周六 · 09:30', title: cause ? '志愿者日' : '周末场', meta: n, body: cause ? `一起为${what}出力。` : '周末上午，适合第一次来。' },
        { time: '周日', title: '休息', meta: n, body: '留言会在周一回复。' },
      ][i % 6] })),
    },
    team: { ...c.team, subtitle: `${what}背后的人。` },
    gallery: { ...c.gallery, subtitle: `${name}的日常：${what}的点点滴滴。` },
    contact: { ...c.contact, subtitle: `关于${what}，有任何问题都可以问我们，一个工作日内回复。` },
    pricing: cause ? c.pricing : { ...c.pricing, subtitle: `在${name}，${what}的费用事先说清楚，没有隐藏费用。` },
    footer: { ...c.footer, blurb: `${name}——${at}${n}，${focus}。`, columns: cause ? c.footer.columns.map((col) => ({ ...col, links: col.links.map((l) => (l.label === '服务' ? { ...l, label: '我们做什么' } : l)) })) : c.footer.columns },
  };
}

function zhFeatureItems(ctx: CopyContext, what: string, here: string, cause: boolean): Array<{ title: string; body: string }> {
  const { name } = ctx;
  const own = what !== ctx.noun;
  return cause
    ? [
        { title: `${what}`, body: `这是${name}每天在做的事，也是我们存在的理由。` },
        { title: '捐助', body: `每一笔捐助都用于${what}，我们会告诉你它做成了什么。` },
        { title: '加入我们', body: `${what}需要人手：来认识我们，看看你能帮上什么。` },
        { title: '账目公开', body: '收到多少、花在哪里，每年公开一次。' },
        { title: '参与活动', body: '活动日期、见面会和帮忙的方式，都会先在这里发布。' },
        { title: '保持联系', body: `${name}的最新消息，一年几封，不打扰。` },
      ]
    : [
        own ? { title: `专注${what}`, body: `${name}只做一件事：${what}。多年的经验，让每一个细节都到位。` } : { title: '用心经营', body: `${name}用心经营每一天，多年的经验，让每一个细节都到位。` },
        { title: '先了解你的需要', body: `开始之前先听你说，再给出适合你的${what}安排。` },
        { title: '事先说清楚', body: '做什么、多久、多少钱，开始之前讲明白，没有意外。' },
        { title: here, body: `${here}，见面和联系都很方便。` },
        { title: '有问必答', body: `关于${what}的任何问题，发消息给我们，当天就有真人回复。` },
        { title: '认真负责', body: '每一次都按同样的标准来做，做完还会跟进。' },
      ];
}

/** A person's portfolio in Chinese: work, about the person, services and contact, in the first person. */
export function zhPersonCopy(ctx: CopyContext, c: PageContent): PageContent {
  const { name, noun: n, seed } = ctx;
  const place = ctx.place;
  const at = place ? `${place}的` : '';
  const [q1, q2, q3, q4, q5, q6] = zhPeople(seed, 6, 11);
  const title = pick([`你好，我是${name}——${at}${n}`, `${name}，${at}${n}`], seed, 1);
  return {
    ...c,
    tagline: n,
    description: `${at}${n}${name}：近期作品、我能提供的服务和预约方式，都在这里。`,
    labels: { ...c.labels, about: '关于我', gallery: '作品', features: '服务', testimonials: '评价', contact: '联系我', experience: '经历', 'how-it-works': '合作流程' },
    navCta: { label: '联系我', to: 'contact' },
    hero: {
      ...c.hero,
      badge: '正在接受新项目',
      title,
      highlight: name,
      subtitle: `${at}${n}${name}：近期作品、我能提供的服务和预约方式，都在这里。`,
      primary: { label: '查看作品', to: c.hero.primary.to },
      secondary: c.hero.secondary ? { label: '关于我', to: c.hero.secondary.to } : undefined,
      note: '下个月起可预约',
      facts: undefined,
    },
    features: {
      eyebrow: '服务',
      title: '我能为你做什么',
      subtitle: `${n}的工作，从第一次沟通到交付。`,
      items: c.features.items.map((it, i) => ({ icon: it.icon, ...[
        { title: '项目合作', body: `完整的${n}工作，从沟通到交付，事先确定范围和报价。` },
        { title: '按天预约', body: '需要一位有经验的帮手时，可以按天预约。' },
        { title: '咨询建议', body: '一次通话，看看你现有的东西和还需要什么。' },
        { title: '长期合作', body: '和你的团队一起工作，线上线下都可以。' },
        { title: place ? `${place}及周边` : '可以出差', body: place ? `我在${place}工作，也可以去外地。` : '线上沟通，也可以到现场。' },
        { title: '及时沟通', body: '过程中随时同步进度，两天内回复每一条消息。' },
      ][i % 6] })),
    },
    gallery: {
      ...c.gallery,
      eyebrow: '作品',
      title: pick(['近期作品', '精选作品'], seed, 2),
      subtitle: '最近做的一些让我自豪的作品。',
      items: c.gallery.items.map((t, i) => ({ ...t, title: ['近期作品', '客户项目', '合作项目', '个人项目', '委托作品', '进行中', '早期作品', '小项目', '团队项目'][i % 9], caption: `${n}作品，详情可索取`, tag: ['近期', '客户', '合作', '个人'][i % 4] })),
    },
    about: {
      ...c.about,
      eyebrow: '关于我',
      title: `你好，我是${name}`,
      paragraphs: [`我是${at}${n}。${pick(['每一件作品，我都从倾听开始。', '我喜欢把复杂的事情做得简单清楚。'], seed, 3)}`, '我会先弄清楚你要什么，过程中及时沟通，交付之后也会跟进。'],
      bullets: ['开工前给出清楚报价', '两天内回复每一条消息', '可提供过往客户推荐'],
      media: { icon: c.about.media.icon, label: `工作中的${name}` },
      cta: c.about.cta ? { label: '联系我', to: 'contact' } : undefined,
    },
    steps: {
      ...c.steps,
      eyebrow: '合作流程',
      title: '如何合作',
      subtitle: `和${name}合作，只需三步。`,
      items: [
        { icon: c.steps.items[0]?.icon ?? 'message', title: '说说你的项目', body: '发消息介绍你的想法、时间和预算。' },
        { icon: c.steps.items[1]?.icon ?? 'calendar', title: '确定范围和报价', body: '免费沟通三十分钟，然后给出清楚的报价。' },
        { icon: c.steps.items[2]?.icon ?? 'check', title: '开始工作', body: '按约定的时间交付，并留一轮修改。' },
      ],
    },
    pricing: {
      ...c.pricing,
      eyebrow: '价格',
      title: '合作方式与价格',
      subtitle: '每个项目都从一次免费沟通开始。',
      plans: c.pricing.plans.map((p, i) => ({
        ...p,
        name: ['单日预约', '项目', '长期合作', '团队'][i] ?? `方案 ${i + 1}`,
        blurb: ['一天，一件明确的事。', '一件完整的工作，从头到尾。', '为长期客户定期工作。', '和你的团队一起。'][i] ?? '灵活安排。',
        features: ['事先确定范围', '按约定交付', '一轮修改', '定期同步进度'].slice(0, Math.max(2, p.features.length)),
        cta: ['预约一天', '开始项目', '和我聊聊', '和我聊聊'][i] ?? '和我聊聊',
      })),
      note: '价格仅供参考，具体以报价为准。',
    },
    testimonials: {
      ...c.testimonials,
      eyebrow: '评价',
      title: '合作过的人怎么说',
      subtitle: '来自客户和合作伙伴。',
      items: [
        { quote: `${name}把一个复杂的项目变得简单：沟通清楚，作品出色，从不拖延。`, name: q1, role: '客户' },
        { quote: `和${name}合作之后，我们整个团队的标准都提高了。`, name: q2, role: '合作伙伴' },
        { quote: '细致、高效，合作起来非常愉快，结果说明了一切。', name: q3, role: '回头客' },
        { quote: `报价清楚，交付准时，下次还会找${name}。`, name: q4, role: '客户' },
        { quote: '很会倾听，懂得我们真正想要什么。', name: q5, role: '合作伙伴' },
        { quote: '推荐给了好几个朋友，大家都很满意。', name: q6, role: '客户' },
      ],
    },
    faq: {
      ...c.faq,
      items: [
        { q: '可以接什么样的项目？', a: `和${n}有关的委托都可以聊，先发消息说说你的想法。` },
        { q: '怎么报价？', a: '先免费沟通三十分钟，再给出清楚的报价。' },
        { q: '可以去外地工作吗？', a: place ? `我在${place}，也可以出差。` : '可以，线上线下都行。' },
        { q: '多久能开始？', a: '通常下个月就能开始，着急的项目请提前联系。' },
        { q: '可以看更多作品吗？', a: '可以，联系我索取完整作品集。' },
        { q: '怎么联系你？', a: '通过页面下方的表单或邮箱，两天内回复。' },
      ],
    },
    experience: {
      ...c.experience,
      eyebrow: '经历',
      title: '工作经历',
      // The sample CV's English companies and "Now" are no one's: neutral places and 至今.
      items: c.experience.items.map((s, i) => ({ ...s, time: s.time.replace(/\bNow\b/i, '至今'), meta: ['自由执业', '合作项目', '工作室', '进修', '起步'][i % 5], title: [`独立${n}`, `${n}（合作项目）`, `${n}助理`, '进修与学习', '起步'][i % 5], body: ['为个人和机构完成委托，从沟通到交付。', '和不同的团队一起完成较大的项目。', '在前辈身边学到了这一行的基本功。', '持续学习，把新的方法用到工作里。', '从第一件作品开始。'][i % 5] })),
    },
    contact: {
      ...c.contact,
      eyebrow: '联系我',
      title: '联系我',
      subtitle: '说说你的项目、时间和预算，我会在两天内回复。',
      details: c.contact.details.map((d) => (d.icon === 'mail' ? d : d.icon === 'pin' ? { ...d, label: '所在地', value: place ?? '可以出差' } : d.icon === 'calendar' ? { ...d, label: '档期', value: '下个月起可预约' } : d)),
    },
    cta: { ...c.cta, title: '有项目想聊聊？', subtitle: `${name}，${at}${n}。发个消息，两天内回复。`, primary: { label: '联系我', to: c.cta.primary.to } },
    footer: { ...c.footer, blurb: `${name}——${at}${n}。感谢来访。`, columns: c.footer.columns.map((col) => ({ ...col, links: col.links.map((l) => ({ ...l, label: l.label === '关于我们' ? '关于我' : l.label === '联系我们' ? '联系我' : l.label })) })) },
  };
}
