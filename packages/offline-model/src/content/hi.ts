/**
 * Hindi copy for every section (pages whose brief language is 'hi'). Like the Chinese copy, the
 * structure and icons come from the kind's English content and every visible string is replaced by
 * a sentence built around the subject in the user's words and the page's name.
 */
import { hiPeople } from './hi-people';
import type { CopyContext, PageContent } from './types';
import { walkIn } from './restaurant';
import { hiPersonCopy, hiSubjectCopy } from './hi-subject';


const HI_DETAILS: Readonly<Record<string, { label: string; value: string }>> = {
  mail: { label: 'ईमेल', value: '' },
  phone: { label: 'फ़ोन', value: '+91 98765 43210' },
  pin: { label: 'पता', value: '12, मुख्य बाज़ार' },
  clock: { label: 'समय', value: 'सोम–शनि, सुबह 8 – शाम 6' },
};

const HI_FIELDS: Readonly<Record<string, string>> = { name: 'नाम', email: 'ईमेल', message: 'संदेश', phone: 'फ़ोन', date: 'तारीख़', guests: 'लोगों की संख्या', company: 'कंपनी', notes: 'विशेष अनुरोध', time: 'समय' };

export function hiContent(ctx: CopyContext, base: PageContent): PageContent {
  const localised = hiTemplate(ctx, base);
  // A business of no known kind and a person are written around their own words, not the template's.
  if (base.kind === 'portfolio' || base.kind === 'resume') return hiPersonCopy(ctx, localised);
  return base.kind === 'generic' ? hiSubjectCopy(ctx, localised) : localised;
}

function hiTemplate(ctx: CopyContext, base: PageContent): PageContent {
  const { name, noun: n } = ctx;
  const [p1, p2, p3, p4, p5, p6] = hiPeople(ctx.seed, 6);
  const software = base.kind === 'saas' || base.kind === 'dashboard';
  const goal = software ? 'शुरू करें' : 'संपर्क करें';
  return {
    ...base,
    tagline: `${n}, पूरे मन से`,
    description: `${name} — भरोसेमंद ${n}: साफ़ जानकारी, दोस्ताना मदद और हर ज़रूरी चीज़ एक ही जगह।`,
    labels: {
      features: software ? 'सुविधाएँ' : 'सेवाएँ', about: 'हमारे बारे में', stats: 'आँकड़े', pricing: 'कीमतें', testimonials: 'समीक्षाएँ', faq: 'सवाल-जवाब',
      team: 'टीम', gallery: 'गैलरी', menu: 'मेन्यू', products: 'उत्पाद', blog: 'लेख', schedule: 'समय-सारणी', experience: 'अनुभव',
      contact: 'संपर्क', analytics: 'विश्लेषण', activity: 'गतिविधि', newsletter: 'न्यूज़लेटर', cta: 'शुरू करें', logos: 'साझेदार',
      'how-it-works': 'यह कैसे काम करता है', awards: 'पुरस्कार',
    },
    navCta: { label: goal, to: base.navCta.to },
    hero: {
      ...base.hero,
      badge: `${name} में आपका स्वागत है`,
      title: `${name} — ${n}, जिस पर आप भरोसा कर सकें`,
      highlight: name,
      subtitle: `${name} में ${n} का हर अनुभव सरल, सच्चा और आपके लिए बना है। आज ही हमसे जुड़ें।`,
      primary: { label: goal, to: base.hero.primary.to },
      secondary: base.hero.secondary ? { label: 'और जानें', to: base.hero.secondary.to } : undefined,
      note: software ? 'कुछ ही मिनटों में शुरुआत · कभी भी रद्द करें' : walkIn(ctx) ? 'सप्ताह में छह दिन खुला · जब चाहें आइए' : 'सप्ताह में छह दिन खुला · इसी सप्ताह बुकिंग',
      facts: base.hero.facts ? [{ label: 'रेटिंग', value: '4.9 ★' }, { label: 'ग्राहक', value: '2,400+' }] : undefined,
    },
    logos: { title: 'हमारे साथी और शुभचिंतक', names: base.logos.names },
    features: {
      eyebrow: software ? 'सुविधाएँ' : 'हमारी सेवाएँ',
      title: `${name} ही क्यों`,
      subtitle: `${n} से आप जो उम्मीद करते हैं, वह सब — और थोड़ा ज़्यादा।`,
      items: base.features.items.map((it, i) => ({ icon: it.icon, ...hiFeatures(n)[i % 6] })),
    },
    steps: {
      eyebrow: 'यह कैसे काम करता है',
      title: 'तीन आसान कदम',
      subtitle: `${name} के साथ शुरुआत बस तीन कदम दूर है।`,
      items: [
        { icon: base.steps.items[0]?.icon ?? 'message', title: 'अपनी ज़रूरत बताइए', body: `कुछ बातें बताइए, हम आपके लिए सही ${n} विकल्प सुझाएँगे।` },
        { icon: base.steps.items[1]?.icon ?? 'calendar', title: 'समय चुनिए', body: 'एक मिनट में ऑनलाइन चुनें, हम तुरंत पुष्टि करेंगे।' },
        { icon: base.steps.items[2]?.icon ?? 'check', title: 'आराम से आनंद लीजिए', body: `बाक़ी ${name} पर छोड़ दीजिए; कोई भी सवाल हो तो हमसे बात करें।` },
      ],
    },
    awards: {
      eyebrow: 'पुरस्कार',
      title: 'सम्मान और पहचान',
      subtitle: `${name} को मिले कुछ सम्मान।`,
      items: [
        { icon: 'award', title: `शहर का सबसे पसंदीदा ${n}`, body: 'स्थानीय व्यापार पुरस्कार' },
        { icon: 'star', title: 'ग्राहकों की पसंद', body: 'दो हज़ार से अधिक समीक्षाओं में औसत 4.9' },
        { icon: 'shield', title: 'गुणवत्ता प्रमाणित', body: 'हर साल स्वतंत्र जाँच' },
        { icon: 'heart', title: 'समुदाय सम्मान', body: 'स्थानीय व्यापार मंडल द्वारा' },
      ],
    },
    about: {
      ...base.about,
      eyebrow: 'हमारी कहानी',
      title: `${name} के बारे में`,
      paragraphs: [`${name} की शुरुआत एक सीधी सोच से हुई: अच्छा ${n} ईमानदार, कुशल और अपनापन भरा होना चाहिए।`, 'आज भी हम वैसे ही हैं: एक छोटी, समर्पित टीम, लंबे रिश्ते और हर छोटी बात पर ध्यान।'],
      bullets: ['स्वतंत्र और स्थानीय', 'प्रशिक्षित और अनुभवी टीम', 'हज़ारों संतुष्ट लोग'],
      media: { icon: base.about.media.icon, label: `${name} की एक झलक` },
      cta: base.about.cta ? { label: 'हमारी टीम से मिलिए', to: base.about.cta.to } : undefined,
    },
    stats: {
      eyebrow: 'आँकड़े',
      title: 'अंकों में हमारी कहानी',
      items: [
        { value: '12 साल', label: 'सेवा में' },
        { value: '2,400+', label: 'संतुष्ट लोग' },
        { value: '4.9/5', label: 'औसत रेटिंग' },
        { value: '98%', label: 'दूसरों को सुझाते हैं' },
      ],
    },
    pricing: {
      eyebrow: 'कीमतें',
      title: 'साफ़ और सीधी कीमतें',
      subtitle: 'कोई छिपा शुल्क नहीं; जब चाहें बदलें या रद्द करें।',
      plans: base.pricing.plans.map((p, i) => ({
        ...p,
        name: ['बेसिक', 'स्टैंडर्ड', 'प्रीमियम', 'परिवार'][i] ?? `योजना ${i + 1}`,
        period: p.period ? (/(month|月)/i.test(p.period) ? 'प्रति माह' : /year/i.test(p.period) ? 'प्रति वर्ष' : 'प्रति बार') : '',
        blurb: ['पहली बार के लिए सबसे अच्छा।', 'सबसे लोकप्रिय विकल्प।', 'पूरा अनुभव चाहने वालों के लिए।', 'पूरे परिवार के लिए एक योजना।'][i] ?? 'अपनी सुविधा से चुनें।',
        features: ['आपके लिए बनी योजना', 'प्राथमिक बुकिंग', 'सदस्य छूट', 'मुफ़्त समय परिवर्तन'].slice(0, Math.max(2, p.features.length)),
        cta: i === 1 ? 'यह चुनें' : 'योजना चुनें',
      })),
      note: 'सभी कीमतों में कर शामिल है।',
    },
    testimonials: {
      eyebrow: 'समीक्षाएँ',
      title: 'लोग क्या कहते हैं',
      subtitle: 'पुराने और नए, दोनों की सच्ची राय।',
      items: [
        { quote: `कई जगह आज़माईं, पर ${name} में पहली बार लगा कि कोई सच में ध्यान दे रहा है।`, name: p1, role: 'नियमित ग्राहक' },
        { quote: 'बुकिंग में एक मिनट लगा, सब कुछ समय पर और उम्मीद से बेहतर। दोस्तों को भी बताया।', name: p2, role: 'पहली बार' },
        { quote: `गर्मजोशी भरा, पेशेवर और सच में अच्छा ${n}।`, name: p3, role: 'लंबे समय से ग्राहक' },
        { quote: 'कीमतें साफ़, कोई ज़बरदस्ती नहीं, माहौल सुकून भरा।', name: p4, role: 'पड़ोसी' },
        { quote: 'उसी हफ़्ते समय मिल गया और बाद में हालचाल भी पूछा।', name: p5, role: 'ग्राहक' },
        { quote: 'बिना सोचे पाँच सितारे। पूरी टीम शानदार है।', name: p6, role: 'सत्यापित समीक्षा' },
      ],
    },
    faq: {
      eyebrow: 'सवाल-जवाब',
      title: 'अक्सर पूछे जाने वाले सवाल',
      subtitle: 'जवाब नहीं मिला? हमें संदेश भेजिए।',
      items: [
        { q: 'बुकिंग कैसे करें?', a: 'इस पेज के फ़ॉर्म से या फ़ोन करके; हम कुछ ही घंटों में पुष्टि करते हैं।' },
        { q: 'क्या मैं समय बदल या रद्द कर सकता हूँ?', a: 'हाँ, 24 घंटे पहले बताने पर कोई शुल्क नहीं।' },
        { q: 'भुगतान कैसे करें?', a: 'कार्ड, यूपीआई और नक़द — तीनों स्वीकार हैं।' },
        { q: `क्या पहली बार ${n} के लिए कुछ तैयारी चाहिए?`, a: 'नहीं, बस समय पर आइए; बाक़ी हम समझा देंगे।' },
        { q: 'क्या समूहों के लिए व्यवस्था है?', a: 'हाँ, हर आकार के समूह के लिए योजना और बिल उपलब्ध हैं।' },
        { q: 'आपसे संपर्क कैसे करें?', a: 'नीचे दिए गए संपर्क विवरण से; कार्यदिवस में उसी दिन जवाब।' },
      ],
    },
    team: {
      eyebrow: 'हमारी टीम',
      title: 'टीम से मिलिए',
      subtitle: 'अपने काम से प्यार करने वाले लोग।',
      people: base.team.people.map((_p, i) => ({ name: hiPeople(ctx.seed, 8, 7)[i % 8], role: ['संस्थापक', 'मुख्य विशेषज्ञ', 'ग्राहक अनुभव', 'विशेषज्ञ', 'संचालन', 'नए सदस्य'][i % 6], bio: ['पंद्रह साल के अनुभव के बाद यह शुरुआत की।', 'धैर्य और बारीकी के लिए जाने जाते हैं।', 'हर मुलाक़ात को आसान बनाते हैं।', 'शांत, केंद्रित और सटीक।', 'समय-सारणी और व्यवस्था संभालते हैं।', 'टीम के सबसे नए साथी।'][i % 6] })),
    },
    gallery: {
      eyebrow: 'गैलरी',
      title: `${name} की झलक`,
      subtitle: 'हमारी जगह, हमारा काम और हमारे लोग।',
      items: base.gallery.items.map((t, i) => ({ ...t, title: ['हमारी जगह', 'पर्दे के पीछे', 'सामुदायिक दिन', 'बारीकियाँ', 'सुबह की रोशनी', 'टीम', 'पूरा काम', 'कार्यशाला', 'मोहल्ला'][i % 9], caption: ['उजली, शांत और आरामदेह', 'जहाँ काम होता है', 'साल का खुला दिन', 'छोटी बातें मायने रखती हैं', 'दिन की पहली किरण', 'सब कुछ संभव करने वाले', 'हर बार जाँचा हुआ', 'शनिवार की सीख', 'पड़ोस का हिस्सा'][i % 9], tag: ['जगह', 'काम', 'आयोजन'][i % 3] })),
    },
    menu: {
      eyebrow: 'मेन्यू',
      title: 'ताज़ा और मौसमी',
      subtitle: 'मेन्यू मौसम के साथ बदलता है।',
      groups: base.menu.groups.map((g, gi) => ({ name: ['शुरुआत', 'मुख्य', 'मीठा', 'पेय'][gi % 4], items: g.items.map((it, i) => ({ ...it, name: [['मसाला चाय', 'पनीर टिक्का', 'समोसा चाट', 'दिन का सूप'], ['दाल मखनी', 'वेज बिरयानी', 'पालक पनीर', 'तंदूरी रोटी थाली'], ['गुलाब जामुन', 'रसमलाई', 'कुल्फ़ी'], ['लस्सी', 'नींबू पानी', 'फ़िल्टर कॉफ़ी']][gi % 4][i % 3], desc: ['ताज़ी सामग्री से', 'घर जैसा स्वाद', 'शेफ़ की पसंद', 'रोज़ बदलता है'][i % 4], tag: it.tag ? 'शाकाहारी' : undefined })) })),
      note: 'किसी भी एलर्जी के बारे में हमें ज़रूर बताइए।',
    },
    products: {
      eyebrow: 'उत्पाद',
      title: 'सबसे पसंदीदा',
      subtitle: 'ध्यान से बनाए, लंबे चलने वाले।',
      items: base.products.items.map((p, i) => ({ ...p, name: `${n} — ${['संग्रह', 'विशेष', 'क्लासिक', 'नया', 'उपहार', 'सेट', 'मिनी', 'प्लस'][i % 8]}`, blurb: ['हाथ से तैयार', 'सीमित संख्या में', 'सबसे ज़्यादा पसंद किया गया', 'इस मौसम में नया'][i % 4], tag: p.tag ? (p.tag === 'Sale' ? 'छूट' : p.tag === 'New' ? 'नया' : 'लोकप्रिय') : undefined })),
    },
    blog: {
      eyebrow: 'लेख',
      title: 'नए लेख',
      subtitle: 'टीम के विचार, सुझाव और ख़बरें।',
      posts: base.blog.posts.map((p, i) => ({ ...p, title: ['पाँच छोटी आदतें, बड़ा बदलाव', 'पर्दे के पीछे: हमारा एक दिन', `${n} के बारे में हमने क्या सीखा`, 'पहली बार आने से पहले', 'नई साथी से मिलिए', 'साल भर की झलक'][i % 6], excerpt: ['टीम की पसंदीदा आदतें और इस हफ़्ते से कैसे शुरू करें।', 'पहली चाय से आख़िरी मेहमान तक, एक असली दिन।', 'हज़ारों बातचीत से निकली सीख।', 'पहली मुलाक़ात से पहले जानने लायक सब कुछ।', 'वे कहाँ से आईं और उनकी सबसे अच्छी सलाह।', 'नए चेहरे, नई जगह और गर्व के पल।'][i % 6], category: ['सुझाव', 'कहानी', 'सीख'][i % 3] })),
    },
    schedule: {
      eyebrow: 'समय-सारणी',
      title: 'समय-सारणी',
      subtitle: 'आराम की रफ़्तार, बातचीत के लिए भरपूर समय।',
      items: base.schedule.items.map((s, i) => ({ ...s, title: ['स्वागत और परिचय', 'पहला सत्र', 'अभ्यास', 'भोजन अवकाश', 'चर्चा', 'समापन'][i % 6], meta: ['मुख्य हॉल', 'मुख्य मंच', 'कक्ष A–C', 'बगीचा', 'मुख्य मंच', 'छत'][i % 6], body: ['बैज लीजिए और नए लोगों से मिलिए।', 'हम कहाँ हैं और कहाँ जा रहे हैं।', 'छोटे समूहों में व्यावहारिक काम।', 'स्थानीय रसोई का मौसमी खाना।', 'चार नज़रिए, एक खुली बातचीत।', 'संगीत के साथ दिन का समापन।'][i % 6] })),
    },
    experience: {
      eyebrow: 'अनुभव',
      title: 'कार्य अनुभव',
      items: base.experience.items.map((s, i) => ({ ...s, title: ['मुख्य डिज़ाइनर', 'वरिष्ठ डिज़ाइनर', 'डिज़ाइनर', 'सहायक डिज़ाइनर', 'स्नातक'][i % 5], body: ['मुख्य प्लेटफ़ॉर्म का डिज़ाइन संभाला।', 'छह टीमों का साझा डिज़ाइन सिस्टम बनाया।', 'लाखों लोगों के लिए मोबाइल अनुभव बनाया।', 'स्टार्टअप और संस्थाओं के लिए ब्रांड और वेबसाइट।', 'सम्मान के साथ उत्तीर्ण।'][i % 5] })),
    },
    contact: {
      ...base.contact,
      eyebrow: 'संपर्क',
      title: 'हमसे संपर्क करें',
      subtitle: 'अपनी ज़रूरत बताइए, हम एक कार्यदिवस में जवाब देंगे।',
      details: base.contact.details.map((d) => ({ ...d, ...(HI_DETAILS[d.icon] ?? { label: 'संपर्क', value: d.value }), ...(d.icon === 'mail' ? { value: d.value } : {}) })),
      fields: base.contact.fields.map((f) => ({ ...f, label: HI_FIELDS[f.name] ?? 'टिप्पणी', placeholder: f.type === 'email' ? 'name@example.com' : f.type === 'textarea' ? 'हम आपकी क्या मदद कर सकते हैं?' : f.type === 'tel' ? '98765 43210' : '' })),
      submit: 'भेजें',
      thanks: 'धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
    },
    cta: { title: 'शुरू करने के लिए तैयार?', subtitle: `${name} पर भरोसा करने वालों में शामिल हों — एक मिनट में शुरुआत।`, primary: { label: goal, to: base.cta.primary.to }, secondary: base.cta.secondary ? { label: 'कीमतें देखें', to: base.cta.secondary.to } : undefined },
    newsletter: { eyebrow: 'न्यूज़लेटर', title: 'हर महीने एक अच्छी ख़बर', subtitle: `${name} से ऑफ़र, नई बातें और कहानियाँ — कोई स्पैम नहीं।`, placeholder: 'you@example.com', button: 'सदस्यता लें', note: 'कभी भी एक क्लिक में बंद करें।' },
    analytics: { ...base.analytics, eyebrow: 'विश्लेषण', title: 'प्रदर्शन', subtitle: 'पिछले 12 महीने, पिछली अवधि की तुलना में।', chartTitle: 'आय', breakdownTitle: 'स्रोत', bars: base.analytics.bars.map((b, i) => ({ ...b, label: `${i + 1}` })), breakdown: base.analytics.breakdown.map((b, i) => ({ ...b, label: ['खोज', 'सीधे', 'सोशल मीडिया', 'रेफ़रल'][i % 4] })) },
    activity: { ...base.activity, eyebrow: 'गतिविधि', title: 'हाल के ऑर्डर', subtitle: 'सभी माध्यमों से नए लेन-देन।', columns: ['ऑर्डर', 'ग्राहक', 'तारीख़', 'राशि', 'स्थिति'], rows: base.activity.rows.map((r, i) => ({ ...r, cells: [r.cells[0], hiPeople(ctx.seed, 6)[i % 6], r.cells[2], r.cells[3]], status: ({ success: 'भुगतान हुआ', warning: 'लंबित', danger: 'वापस', neutral: 'प्रक्रिया में' } as const)[r.tone] })) },
    footer: {
      blurb: `${name} — पूरे मन से ${n}।`,
      columns: [
        { title: 'देखें', links: [{ label: software ? 'सुविधाएँ' : 'सेवाएँ', to: 'features' }, { label: 'हमारे बारे में', to: 'about' }, { label: 'समीक्षाएँ', to: 'testimonials' }] },
        { title: 'संपर्क', links: [{ label: 'संपर्क करें', to: 'contact' }, { label: 'सवाल-जवाब', to: 'faq' }, { label: 'कीमतें', to: 'pricing' }] },
      ],
      legal: 'सर्वाधिकार सुरक्षित।',
    },
    ui: { mostPopular: 'सबसे लोकप्रिय', addToCart: 'कार्ट में डालें', readArticle: 'पूरा लेख पढ़ें', minRead: 'मिनट', explore: 'देखें' },
  };
}

function hiFeatures(n: string): Array<{ title: string; body: string }> {
  return [
    { title: 'अनुभवी लोग', body: `${n} के जानकार, जो हर बात धैर्य से समझाते हैं।` },
    { title: 'आसान बुकिंग', body: 'एक मिनट में ऑनलाइन बुक करें, एक दिन पहले याद दिलाएँगे।' },
    { title: 'भरोसे की गारंटी', body: 'कुछ ठीक न लगे तो हम उसे ठीक करेंगे, बिना शर्त।' },
    { title: 'आपके हिसाब से', body: 'पहले आपकी सुनते हैं, फिर आपके लिए योजना बनाते हैं।' },
    { title: 'सुविधाजनक समय', body: 'सुबह, शाम और शनिवार को भी समय उपलब्ध।' },
    { title: 'साफ़ कीमतें', body: 'पहले कीमत बताते हैं, फिर काम करते हैं।' },
  ];
}
