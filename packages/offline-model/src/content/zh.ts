/**
 * Chinese copy for every section (pages whose brief language is 'zh'). The structure, icons and
 * layout come from the kind's English content; every visible string is replaced, built around the
 * subject's Chinese noun and the page's name, so a Chinese prompt never gets an English page.
 */
import type { CopyContext, PageContent } from './types';
import { zhDate } from './dates';
import { lastYear } from './defaults';
import { walkIn } from './restaurant';
import { zhPeople } from './zh-people';
import { zhPersonCopy, zhSubjectCopy } from './zh-subject';

export function zhContent(ctx: CopyContext, base: PageContent): PageContent {
  const localised = zhTemplate(ctx, base);
  // A business of no known kind and a person are written around their own words, not the template's.
  if (base.kind === 'portfolio' || base.kind === 'resume') return zhPersonCopy(ctx, localised);
  return base.kind === 'generic' ? zhSubjectCopy(ctx, localised) : localised;
}

function zhTemplate(ctx: CopyContext, base: PageContent): PageContent {
  const { name, noun: n } = ctx;
  const [p1, p2, p3, p4, p5, p6] = zhPeople(ctx.seed, 6);
  const software = base.kind === 'saas' || base.kind === 'dashboard';
  const food = base.kind === 'restaurant';
  // A café or tea house leads to its menu; a restaurant to a table.
  const tables = food && base.navCta.to !== 'menu';
  const goal = software ? `立即免费试用` : tables ? '预订座位' : food ? '查看菜单' : '立即预约';
  const main = base.navCta.to;
  return {
    ...base,
    tagline: `用心打造的${n}`,
    description: `${name}是一家用心经营的${n}：专业、真诚，每一个细节都为你着想。`,
    labels: {
      features: software ? '功能' : '服务', about: '关于我们', stats: '数据', pricing: '价格', testimonials: '评价', faq: '常见问题',
      team: '团队', gallery: '图集', menu: '菜单', products: '商品', blog: '文章', schedule: base.labels.schedule === 'Tour dates' ? '巡演日程' : '日程',
      experience: '经历', contact: '联系我们', analytics: '分析', activity: '动态', newsletter: '订阅', cta: '开始', logos: '客户',
      'how-it-works': '如何运作', awards: '荣誉奖项',
    },
    navCta: { label: goal, to: main },
    hero: {
      ...base.hero,
      badge: software ? '全新版本现已上线' : '欢迎新朋友',
      title: software ? `${name}，让${n}更简单` : `${name}，你身边值得信赖的${n}`,
      highlight: name,
      subtitle: software
        ? `${name}是一款专注体验的${n}：上手只需几分钟，每天都为你节省时间。`
        : `${name}用专业与真诚服务每一位客人，让每一次到访都轻松愉快、物有所值。`,
      primary: { label: goal, to: base.hero.primary.to },
      secondary: base.hero.secondary ? { label: '了解更多', to: base.hero.secondary.to } : undefined,
      note: software ? '14 天免费试用 · 无需信用卡 · 随时取消' : walkIn(ctx) ? '每周营业六天 · 欢迎随时到店' : '每周营业六天 · 当周即可预约',
      facts: base.hero.facts ? [{ label: '评分', value: '4.9 ★' }, { label: '客户', value: '2,400+' }] : undefined,
    },
    logos: { title: '深受众多团队与客户信赖', names: base.logos.names },
    features: {
      eyebrow: software ? '功能' : '我们的服务',
      title: software ? `${n}需要的一切，都在这里` : `为什么选择${name}`,
      subtitle: `关于${n}，你期待的一切，我们都认真做好。`,
      items: base.features.items.map((it, i) => ({ icon: it.icon, ...ZH_FEATURES(n, software)[i % 9] })),
    },
    steps: {
      eyebrow: '如何运作',
      title: '如何运作',
      subtitle: `开始使用${name}，只需三步。`,
      items: [
        { icon: base.steps.items[0]?.icon ?? 'message', title: '告诉我们你的需求', body: `简单填写几项信息，我们为你推荐最合适的${n}方案。` },
        { icon: base.steps.items[1]?.icon ?? 'calendar', title: '选择方案与时间', body: '在线一分钟完成选择，我们会立即确认。' },
        { icon: base.steps.items[2]?.icon ?? 'check', title: '轻松享受成果', body: `剩下的交给${name}，有任何问题随时联系我们。` },
      ],
    },
    awards: {
      eyebrow: '荣誉奖项',
      title: '荣誉与认可',
      subtitle: `${name}获得的部分荣誉。`,
      items: [
        { icon: 'award', title: `年度最佳${n}`, body: `城市商业大奖 ${lastYear(ctx.today)}` },
        { icon: 'star', title: '用户之选', body: '两千多条评价平均 4.9 分' },
        { icon: 'shield', title: '品质认证', body: '独立质量审核，每年复审' },
        { icon: 'heart', title: '社区贡献奖', body: '本地商会颁发' },
      ],
    },
    about: {
      ...base.about,
      eyebrow: '我们的故事',
      title: `关于${name}`,
      paragraphs: [`${name}的初心很简单：一家好的${n}，应该真诚、专业，并且让人感到温暖。`, '多年来我们始终如此：小而专注的团队，长久的信任关系，以及对细节的坚持。'],
      bullets: ['独立经营，扎根本地', '专业认证的团队', '数千位满意的老朋友'],
      media: { icon: base.about.media.icon, label: `走进${name}` },
      cta: base.about.cta ? { label: '认识我们的团队', to: base.about.cta.to } : undefined,
    },
    stats: {
      eyebrow: '数据说话',
      title: '用数字说明一切',
      items: [
        { value: '12 年', label: '用心服务' },
        { value: '2,400+', label: '满意客户' },
        { value: '4.9/5', label: '平均评分' },
        { value: '98%', label: '愿意推荐' },
      ],
    },
    pricing: {
      eyebrow: '价格',
      title: '简单透明的价格',
      subtitle: '没有隐藏费用，随时可以更改或取消。',
      plans: base.pricing.plans.map((p, i) => ({
        ...p,
        name: ['基础版', '进阶版', '尊享版', '家庭版'][i] ?? `方案 ${i + 1}`,
        period: p.period ? (/(month|月)/i.test(p.period) ? '每月' : /year/i.test(p.period) ? '每年' : '每次') : '',
        blurb: ['适合初次体验。', '最受欢迎的选择。', '想要完整体验的你。', '全家共享一个方案。'][i] ?? '灵活选择。',
        features: ['专属方案', '优先预约', '会员优惠', '免费改期'].slice(0, Math.max(2, p.features.length)),
        cta: i === 1 ? '立即选择' : '选择此方案',
      })),
      note: '所有价格均已含税。',
    },
    testimonials: {
      eyebrow: '客户评价',
      title: '大家怎么说',
      subtitle: '来自老朋友和新客人的真实评价。',
      items: [
        { quote: `试过不少家，${name}是第一家让我觉得被用心对待的，每个细节都记得。`, name: p1, role: '老客户' },
        { quote: '预约只用了一分钟，准时、专业，效果比预期还好，已经推荐给朋友了。', name: p2, role: '首次体验' },
        { quote: '温暖、专业、真正有实力，看得出他们在意把事情做好。', name: p3, role: '长期客户' },
        { quote: '价格清楚，不推销，环境让人放松，正是我想要的。', name: p4, role: '附近居民' },
        { quote: '当周就安排上了，之后还主动回访，非常难得。', name: p5, role: '客户' },
        { quote: '毫不犹豫给五星，整个团队都很棒。', name: p6, role: '认证评价' },
      ],
    },
    faq: {
      eyebrow: '常见问题',
      title: '常见问题',
      subtitle: '没有找到答案？欢迎给我们留言。',
      items: [
        { q: software ? '可以免费试用吗？' : '如何预约？', a: software ? '可以，所有功能免费试用 14 天，无需信用卡。' : '通过本页表单或电话预约，我们会在几小时内确认。' },
        { q: '可以更改或取消吗？', a: '可以，提前 24 小时更改或取消不收取任何费用。' },
        { q: '支持哪些付款方式？', a: '支持银行卡、支付宝和微信支付。' },
        { q: '有礼品卡吗？', a: '有，金额任选，十二个月内有效。' },
        { q: '可以为企业提供服务吗？', a: '可以，我们为各种规模的团队提供方案和发票。' },
        { q: '如何联系你们？', a: '通过页面下方的联系方式，工作日当天回复。' },
      ],
    },
    team: {
      eyebrow: '我们的团队',
      title: '团队成员',
      subtitle: '热爱这份工作的专业伙伴。',
      people: base.team.people.map((_p, i) => ({ name: zhPeople(ctx.seed, 8, 7)[i % 8], role: ['创始人', '首席专家', '客户体验', '专家', '运营', '新成员'][i % 6], bio: ['在行业深耕十五年后创办了这里。', '以耐心和精准著称。', '让每一次到访都顺顺利利。', '沉着专注，注重细节。', '打理日程、供应和每一杯咖啡。', '成长最快的新伙伴。'][i % 6] })),
    },
    gallery: {
      eyebrow: '图集',
      title: `走进${name}`,
      subtitle: '我们的空间、作品与社区的瞬间。',
      items: base.gallery.items.map((t, i) => ({ ...t, title: ['空间', '幕后', '社区日', '细节', '清晨', '团队', '完工', '工作坊', '街区'][i % 9], caption: ['明亮、安静、舒适', '用心工作的地方', '一年一度的开放日', '小事也很重要', '一天中的第一缕光', '让一切发生的人', '每次都经过检查', '周六一起学习', '街区的一份子'][i % 9], tag: ['空间', '匠心', '活动'][i % 3] })),
    },
    menu: {
      eyebrow: '菜单',
      title: '当季新鲜，每日现做',
      subtitle: '菜单随季节变化，精选本地食材。',
      groups: [
        { name: '前菜', items: [{ name: '炭烤酸种面包', desc: '发酵黄油、海盐', price: '¥38', tag: '素' }, { name: '布拉塔配蜜桃', desc: '罗勒油、烤杏仁', price: '¥68' }, { name: '香脆鱿鱼', desc: '柠檬蛋黄酱、辣椒', price: '¥62' }, { name: '每日例汤', desc: '请询问服务员', price: '¥42' }] },
        { name: '主菜', items: [{ name: '烤鸡', desc: '青酱、碎土豆', price: '¥118' }, { name: '野菌烩饭', desc: '陈年帕玛森、百里香', price: '¥98', tag: '素' }, { name: '时令鲜鱼', desc: '焦化黄油、酸豆', price: '¥138' }, { name: '慢炖牛小排', desc: '玉米糊、香草酱', price: '¥158' }] },
        { name: '甜点', items: [{ name: '橄榄油蛋糕', desc: '酸奶油、柑橘', price: '¥45' }, { name: '黑巧克力慕斯', desc: '海盐、榛子', price: '¥48' }, { name: '阿芙佳朵', desc: '香草冰淇淋、浓缩咖啡', price: '¥38' }] },
      ],
      note: '素：素食 · 如有过敏请告知我们。',
    },
    products: {
      eyebrow: '商品',
      title: '人气好物',
      subtitle: '用心制作，经久耐用，细心包装寄出。',
      items: base.products.items.map((p, i) => ({ ...p, name: ['日常托特包', '陶瓷马克杯套装', '亚麻盖毯', '香薰蜡烛', '旅行笔记本', '黄铜台灯', '礼品卡', '羊毛毯', '陶瓷花盆', '旅行收纳包'][i % 10], blurb: ['厚帆布，皮革提手', '两只一套，手工上釉', '欧洲亚麻', '雪松与无花果', '再生纸，平摊装订', '可调光暖光', '即时邮件送达', '家族工坊织造', '带排水托盘', '防水，两种尺寸'][i % 10], tag: p.tag ? (p.tag === 'Sale' ? '特价' : p.tag === 'New' ? '新品' : '热卖') : undefined })),
    },
    blog: {
      eyebrow: '文章',
      title: '最新文章',
      subtitle: '来自团队的想法、指南与新闻。',
      posts: base.blog.posts.map((p, i) => ({ ...p, title: ['五个小习惯，带来大改变', '幕后：我们的一天', '一千次客户对话的收获', '新手入门清单', '认识我们的新成员', '年度回顾'][i % 6], excerpt: ['团队最推荐的日常习惯，以及如何从本周开始。', '从第一杯咖啡到最后一位客人，真实的一天。', '规律、惊喜，以及我们现在第一天就会问的问题。', '第一次到访前需要准备的一切。', '她在哪里学习、喜欢什么，以及她最常给的建议。', '新面孔、新空间，以及最让我们骄傲的里程碑。'][i % 6], category: ['指南', '故事', '洞察'][i % 3], date: zhDate(p.date) })),
    },
    schedule: {
      eyebrow: '日程',
      title: base.labels.schedule === 'Tour dates' ? '巡演日程' : '日程安排',
      subtitle: '轻松的节奏，留足交流时间。',
      items: base.schedule.items.map((s, i) => ({ ...s, title: ['签到与欢迎咖啡', '开场分享', '实践环节', '午餐', '圆桌讨论', '闭幕酒会'][i % 6], meta: ['主厅', '主舞台', 'A–C 会议室', '花园露台', '主舞台', '天台'][i % 6], body: ['领取胸牌，认识身边的朋友。', '我们在哪里、要去哪里、为什么重要。', '由实践者带领的小组工作坊。', '本地厨房的时令餐点。', '四种视角，一场坦诚的对话。', '音乐与美景中为这一天干杯。'][i % 6] })),
    },
    experience: {
      eyebrow: '经历',
      title: '工作经历',
      items: base.experience.items.map((s, i) => ({ ...s, title: ['首席产品设计师', '高级设计师', '产品设计师', '初级设计师', '交互设计学士'][i % 5], body: ['负责核心平台设计，新的引导流程让激活率提升 31%。', '搭建了六个产品团队共用的设计系统。', '设计了每月两百万用户使用的移动端结账流程。', '为初创公司、博物馆和公益组织做品牌与网站。', '以优异成绩毕业，论文研究无障碍界面。'][i % 5] })),
    },
    contact: {
      ...base.contact,
      eyebrow: '联系我们',
      title: tables ? '预订座位' : '联系我们',
      subtitle: '简单介绍你的需求，我们会在一个工作日内回复。',
      // By icon, not position: a restaurant lists its address first.
      details: base.contact.details.map((d) => ({ ...d, ...(ZH_DETAILS[d.icon] ?? { label: '联系', value: d.value }), ...(d.icon === 'mail' ? { value: d.value } : {}) })),
      fields: base.contact.fields.map((f) => ({ ...f, label: ZH_FIELDS[f.name] ?? '备注', placeholder: f.type === 'email' ? 'name@example.com' : f.type === 'textarea' ? '有什么可以帮你？' : f.type === 'tel' ? '138 0000 0000' : '' })),
      submit: tables ? '提交预订' : '发送消息',
      thanks: '谢谢！我们会尽快与你联系。',
    },
    cta: { title: '准备好了吗？', subtitle: `加入信赖${name}的人群，一分钟即可开始。`, primary: { label: goal, to: base.cta.primary.to }, secondary: base.cta.secondary ? { label: '查看价格', to: base.cta.secondary.to } : undefined },
    newsletter: { eyebrow: '订阅', title: '每月一封好消息', subtitle: `来自${name}的优惠、新品与故事，绝不打扰。`, placeholder: 'you@example.com', button: '订阅', note: '随时一键退订。' },
    analytics: { ...base.analytics, eyebrow: '分析', title: '业绩概览', subtitle: '近 12 个月与上一周期对比。', chartTitle: '收入', breakdownTitle: '流量来源', bars: base.analytics.bars.map((b, i) => ({ ...b, label: `${i + 1}月` })), breakdown: base.analytics.breakdown.map((b, i) => ({ ...b, label: ['自然搜索', '直接访问', '社交媒体', '外部推荐'][i % 4] })) },
    activity: { ...base.activity, eyebrow: '动态', title: '最新订单', subtitle: '各渠道的最新交易。', columns: ['订单', '客户', '日期', '金额', '状态'], rows: base.activity.rows.map((r, i) => ({ ...r, cells: [r.cells[0], zhPeople(ctx.seed, 6)[i % 6], zhDate(r.cells[2], true), r.cells[3]], status: ({ success: '已支付', warning: '待处理', danger: '已退款', neutral: '处理中' } as const)[r.tone] })) },
    footer: {
      blurb: `${name}——用心经营的${n}。`,
      columns: [
        { title: '浏览', links: [{ label: software ? '功能' : '服务', to: 'features' }, { label: '关于我们', to: 'about' }, { label: '评价', to: 'testimonials' }] },
        { title: '联系', links: [{ label: '联系我们', to: 'contact' }, { label: '常见问题', to: 'faq' }, { label: '价格', to: 'pricing' }] },
      ],
      legal: '保留所有权利。',
    },
    ui: { mostPopular: '最受欢迎', addToCart: '加入购物车', readArticle: '阅读全文', minRead: '分钟阅读', explore: '浏览' },
  };
}

const ZH_DETAILS: Readonly<Record<string, { label: string; value: string }>> = {
  mail: { label: '邮箱', value: '' },
  phone: { label: '电话', value: '021-6288 0123' },
  pin: { label: '地址', value: '上海市静安区南京西路 24 号' },
  clock: { label: '营业时间', value: '周一至周六 8:00–18:00' },
};

const ZH_FIELDS: Readonly<Record<string, string>> = { name: '姓名', email: '邮箱', message: '留言', phone: '电话', date: '日期', guests: '人数', company: '公司', notes: '备注', time: '时间' };

function ZH_FEATURES(n: string, software: boolean): Array<{ title: string; body: string }> {
  return software
    ? [
        { title: '几分钟即可上手', body: `注册后跟随三步引导，你的${n}就准备好了。` },
        { title: '用心的设计', body: '界面清晰、默认设置合理，无需说明书。' },
        { title: '全平台同步', body: '网页、iPhone 与安卓，数据实时同步。' },
        { title: '安全可靠', body: '数据加密存储，支持两步验证，绝不出售你的信息。' },
        { title: '持续进步', body: '每月上线新功能，由用户的声音驱动。' },
        { title: '真人客服', body: '熟悉产品的同事一周七天为你解答。' },
        { title: '数据洞察', body: '清晰的图表让你一眼看懂变化。' },
        { title: '开放集成', body: '与你常用的工具无缝连接。' },
        { title: '团队协作', body: '邀请同伴一起使用，分工更清楚。' },
      ]
    : [
        { title: '专业团队', body: `经验丰富的${n}专业人员，耐心讲解每一个细节。` },
        { title: '轻松预约', body: '在线一分钟完成预约，前一天会收到提醒。' },
        { title: '品质保证', body: '如有不满意，我们负责到底，没有附加条款。' },
        { title: '贴心服务', body: '从倾听开始，为你量身定制方案。' },
        { title: '灵活时间', body: '早晚和周六都可预约，配合你的生活节奏。' },
        { title: '透明价格', body: '先报价再服务，所见即所付。' },
        { title: '环保理念', body: '本地供应商与低浪费材料。' },
        { title: '随时联系', body: '到访后有问题？发消息当天就有真人回复。' },
        { title: '屡获好评', body: '获得本地媒体认可，更被老客户口口相传。' },
      ];
}
