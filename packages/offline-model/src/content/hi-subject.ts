/**
 * Hindi copy built around the page's subject, for a business of no known kind (हेजहॉग बचाने वाली
 * संस्था, साइकिल मरम्मत की दुकान) and a person's portfolio (फ़ोटोग्राफ़र अनन्या). The subject's
 * gender is unknown, so no adjective or verb agrees with it: it stands before a postposition
 * (का काम, के बारे में, में), as the subject of "है", or alone after a dash. The seed picks among
 * phrasings.
 */
import type { CopyContext, PageContent } from './types';
import { hiPeople } from './hi-people';

/** Head words whose words before them say what the subject does (योग | स्टूडियो). */
const HI_HEADS = /\s+(?:सहकारी समिति|समिति|संस्था|संगठन|ट्रस्ट|फ़ाउंडेशन|स्टूडियो|क्लब|जिम|सेवा|सेवाएँ|केंद्र|कार्यशाला|दुकान|अकादमी|स्कूल|कंपनी|एजेंसी|घर|शाला)$/;

/**
 * What the subject does, in its words, in the oblique form a postposition takes: "हेजहॉग बचाने
 * वाली संस्था" → "हेजहॉग बचाने", "साइकिल मरम्मत की दुकान" → "साइकिल मरम्मत", "योग स्टूडियो" →
 * "योग"; otherwise the subject itself.
 */
export function hiActivity(noun: string): string {
  const by = /^(.+?)\s+(?:वाली|वाला|वाले)\s+\S+$/.exec(noun) ?? /^(.+)\s+(?:की|का|के)\s+\S+$/.exec(noun);
  if (by) return by[1];
  const head = HI_HEADS.exec(noun);
  return head && head.index > 0 ? noun.slice(0, head.index) : noun;
}

/** A cause rather than a business: giving and joining replace booking and buying. */
export const HI_CAUSE = /संस्था|ट्रस्ट|फ़ाउंडेशन|फाउंडेशन|बचाने|सहायता|कल्याण|दान|स्वयंसेवी|एनजीओ|चैरिटी/;

function joinHi(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} और ${words[words.length - 1]}`;
}

const pick = <T>(items: readonly T[], seed: number, salt: number): T => items[(seed + salt * 7) % items.length];

/** Copy for a Hindi page of no known business kind, laid over the localised template. */
export function hiSubjectCopy(ctx: CopyContext, c: PageContent): PageContent {
  const { name, noun: n, seed } = ctx;
  const what = hiActivity(n);
  const place = ctx.place;
  const inPlace = place ? `${place} में ` : '';
  const cause = HI_CAUSE.test(n) || ctx.topic === 'nonprofit';
  const asked = (ctx.parts ?? []).slice(0, 4);
  const goal = cause ? 'साथ दीजिए' : 'संपर्क करें';
  const [q1, q2, q3, q4, q5, q6] = hiPeople(seed, 6);
  const roles = cause ? ['स्वयंसेवक', 'दानदाता', 'पड़ोसी', 'पुराने साथी', 'स्वयंसेवक', 'समर्थक'] : ['नियमित ग्राहक', 'पहली बार', 'पड़ोसी', 'पुराने ग्राहक', 'दोस्त के कहने पर आए', 'ग्राहक'];
  const intro = `${name} ${inPlace}एक ${n} है।`;
  const subtitle = cause
    ? `${intro} आपका समय, आपका दान और आपकी आवाज़ ${what} के काम को आगे बढ़ाते हैं।`
    : `${intro} ${asked.length > 0 ? `यहाँ ${joinHi(asked)} — सब एक ही जगह।` : `${what} के बारे में सब कुछ यहाँ, साफ़ और सीधा।`}`;
  const title = pick([`${name} — ${inPlace}${n}`, `${inPlace}${n}, पूरे मन से`, `${inPlace}${n}: ईमानदारी और ध्यान से`], seed, 1);
  return {
    ...c,
    tagline: `${inPlace}${n}`,
    description: subtitle,
    labels: { ...c.labels, features: cause ? 'हमारा काम' : c.labels.features },
    navCta: { label: goal, to: c.navCta.to },
    hero: {
      ...c.hero,
      badge: place ? `${n} · ${place}` : undefined,
      title,
      highlight: title.includes(name) ? name : n,
      subtitle,
      primary: { label: goal, to: c.hero.primary.to },
      note: cause ? 'हर दान का हिसाब सबके सामने' : undefined,
      facts: undefined,
    },
    features: {
      eyebrow: cause ? 'हमारा काम' : 'हमारी सेवाएँ',
      title: pick([`${name} में क्या मिलेगा`, `${name} ही क्यों`, `${what} का काम, हमारे तरीके से`], seed, 2),
      subtitle: `${what} से जुड़ी हर बात, साफ़ और सीधी।`,
      items: c.features.items.map((it, i) => ({ icon: it.icon, ...hiFeatureItems(ctx, what, place, cause)[i % 6] })),
    },
    about: {
      ...c.about,
      eyebrow: 'हमारी कहानी',
      title: pick([`${name} के बारे में`, `${name} की कहानी`], seed, 3),
      paragraphs: [
        pick([`${intro} हमारा मानना है कि ${what} का काम ईमानदारी और ध्यान से होना चाहिए।`, `${name} की शुरुआत एक सीधी सोच से हुई: ${what} का काम ऐसे हो कि लोग भरोसा कर सकें।`], seed, 4),
        cause ? 'हम स्वयंसेवकों और दानदाताओं के सहारे चलते हैं, और हर पैसे का हिसाब देते हैं।' : 'हमारी टीम छोटी है, पर हर बार एक ही तरीका: पहले ध्यान से सुनना, फिर काम, और बाद में हालचाल।',
      ],
      bullets: [`${what} पर पूरा ध्यान`, place ? `${place} में` : 'स्थानीय और स्वतंत्र', cause ? 'खुला हिसाब' : 'जो कहा, वही किया'],
      media: { icon: c.about.media.icon, label: `${name} की एक झलक` },
    },
    steps: {
      ...c.steps,
      subtitle: cause ? `${name} का साथ देना बस तीन कदम दूर है।` : c.steps.subtitle,
      items: cause
        ? [
            { icon: c.steps.items[0]?.icon ?? 'heart', title: 'हमें जानिए', body: `देखिए कि ${what} का हमारा काम कैसे चलता है।` },
            { icon: c.steps.items[1]?.icon ?? 'calendar', title: 'तरीक़ा चुनिए', body: 'दान, स्वयंसेवा, या बस दूसरों तक बात पहुँचाना।' },
            { icon: c.steps.items[2]?.icon ?? 'check', title: 'बदलाव देखिए', body: 'हम बताते हैं कि आपकी मदद से क्या हुआ।' },
          ]
        : [
            { icon: c.steps.items[0]?.icon ?? 'message', title: 'अपनी ज़रूरत बताइए', body: `${what} में आपको क्या चाहिए, थोड़े में बताइए।` },
            { icon: c.steps.items[1]?.icon ?? 'calendar', title: 'समय और बातें तय कीजिए', body: 'क्या होगा, कब होगा और कितना ख़र्च — सब पहले से तय।' },
            { icon: c.steps.items[2]?.icon ?? 'check', title: 'बाक़ी हम पर छोड़िए', body: 'काम पूरा होने के बाद हम हालचाल भी पूछते हैं।' },
          ],
    },
    testimonials: {
      ...c.testimonials,
      eyebrow: cause ? 'लोगों की बात' : 'समीक्षाएँ',
      subtitle: cause ? 'स्वयंसेवकों, दानदाताओं और पड़ोसियों से।' : c.testimonials.subtitle,
      items: [
        { quote: cause ? `${name} के पहले ही कार्यक्रम में यहाँ की लगन दिख गई।` : `${place ? `${place} में` : 'आसपास'} बहुत ढूँढा, ${name} जैसी जगह नहीं मिली।`, name: q1, role: roles[0] },
        { quote: `${what} के बारे में हर सवाल का जवाब धैर्य से मिला।`, name: q2, role: roles[1] },
        { quote: cause ? 'हर पैसे का हिसाब साफ़ लिखा है, इसलिए दान करने में भरोसा है।' : 'जो कहा, वही किया — और समय पर।', name: q3, role: roles[2] },
        { quote: 'छोटी टीम, पर काम बहुत ध्यान से।', name: q4, role: roles[3] },
        { quote: 'संदेश भेजा, उसी दिन जवाब आया।', name: q5, role: roles[4] },
        { quote: cause ? 'इस काम में हाथ बँटाकर बहुत अच्छा लगा।' : 'दोस्तों को भी बताया, सबको पसंद आया।', name: q6, role: roles[5] },
      ],
    },
    faq: {
      ...c.faq,
      items: [
        { q: `${name} के बारे में थोड़ा बताइए`, a: `${intro} ${asked.length > 0 ? `इस पेज पर ${joinHi(asked)} देखिए, या` : 'कोई भी सवाल हो तो'} सीधे हमसे पूछिए।` },
        { q: `${name} कहाँ है?`, a: place ? `हम ${place} में हैं; पूरा पता नीचे संपर्क में है।` : 'पूरा पता नीचे संपर्क में है।' },
        cause
          ? { q: `${name} का साथ कैसे दें?`, a: 'दान कीजिए, स्वयंसेवक बनिए, या हमारी बात दूसरों तक पहुँचाइए।' }
          : { q: 'पहली बार के लिए क्या तैयारी चाहिए?', a: `कुछ ख़ास नहीं; बस बताइए कि ${what} में आपको क्या चाहिए।` },
        cause
          ? { q: 'दान का पैसा कहाँ जाता है?', a: `${what} के काम में; हर साल पूरा हिसाब प्रकाशित होता है।` }
          : { q: 'ख़र्च कैसे तय होता है?', a: 'काम शुरू होने से पहले ही बता देते हैं; कोई छिपा शुल्क नहीं।' },
        { q: 'संपर्क कैसे करें?', a: 'नीचे दिए फ़ॉर्म या संपर्क विवरण से; कार्यदिवस में उसी दिन जवाब।' },
        { q: 'क्या दोस्तों को साथ ला सकते हैं?', a: 'ज़रूर, आपका भरोसा ही हमारी सबसे बड़ी पहचान है।' },
      ],
    },
    cta: {
      ...c.cta,
      title: pick([cause ? `${what} में ${name} का साथ दीजिए` : `${what} के बारे में बात करें?`, `${name} से जुड़िए`], seed, 5),
      subtitle: cause ? 'दान, स्वयंसेवा या बस एक शेयर — हर तरह की मदद काम आती है।' : `${intro} संदेश भेजिए, हम एक कार्यदिवस में जवाब देंगे।`,
      primary: { label: goal, to: c.cta.primary.to },
    },
    // A place of no known kind has sessions through the week, not a conference's agenda.
    schedule: {
      ...c.schedule,
      title: 'समय-सारणी',
      subtitle: `${name} में ${what} का हफ़्ते भर का समय।`,
      items: c.schedule.items.map((sl, i) => ({ ...sl, ...[
        { time: 'सोम – शुक्र · 07:30', title: 'सुबह', meta: n, body: `हर कार्यदिवस सुबह ${what} का समय।` },
        { time: 'सोम – शुक्र · 12:00', title: 'दोपहर', meta: n, body: 'दोपहर के अवकाश में, छोटा पर पूरा।' },
        { time: 'बुध · 18:30', title: cause ? 'नए लोगों से परिचय' : 'शाम', meta: n, body: cause ? 'पहली बार? आइए, सबसे मिलिए।' : 'काम के बाद, शांत माहौल में।' },
        { time: 'गुरु · 20:00', title: 'देर शाम', meta: n, body: 'दिन का आख़िरी समय।' },
        { time: 'शनि · 09:30', title: cause ? 'स्वयंसेवक दिवस' : 'सप्ताहांत', meta: n, body: cause ? `${what} के काम में हाथ बँटाइए।` : 'पहली बार आने के लिए सबसे अच्छा।' },
        { time: 'रविवार', title: 'बंद', meta: n, body: 'संदेशों का जवाब सोमवार को।' },
      ][i % 6] })),
    },
    team: { ...c.team, subtitle: `${what} के काम के पीछे के लोग।` },
    gallery: { ...c.gallery, subtitle: `${name} की झलक: ${what} का काम, हमारी जगह और हमारे लोग।` },
    contact: { ...c.contact, subtitle: `${what} के बारे में कुछ भी पूछिए; हम एक कार्यदिवस में जवाब देंगे।` },
    pricing: cause ? c.pricing : { ...c.pricing, subtitle: `${name} में ${what} का ख़र्च पहले से साफ़; कोई छिपा शुल्क नहीं।` },
    footer: { ...c.footer, blurb: `${name} — ${inPlace}${n}।`, columns: cause ? c.footer.columns.map((col) => ({ ...col, links: col.links.map((l) => (l.label === 'सेवाएँ' ? { ...l, label: 'हमारा काम' } : l)) })) : c.footer.columns },
  };
}

function hiFeatureItems(ctx: CopyContext, what: string, place: string | undefined, cause: boolean): Array<{ title: string; body: string }> {
  const { name } = ctx;
  return cause
    ? [
        { title: `${what} का काम`, body: 'हम हर दिन यही करते हैं, और यही हमारे होने की वजह है।' },
        { title: 'दान', body: `हर दान ${what} के काम में लगता है; हम बताते हैं कि उससे क्या हुआ।` },
        { title: 'हमसे जुड़िए', body: `${what} के काम में हाथों की ज़रूरत है: आइए, टीम से मिलिए।` },
        { title: 'खुला हिसाब', body: 'कितना आया और कहाँ ख़र्च हुआ, हर साल सबके सामने।' },
        { title: 'कार्यक्रमों में आइए', body: 'तारीख़ें, बैठकें और मदद के तरीक़े सबसे पहले यहीं।' },
        { title: 'जुड़े रहिए', body: `${name} की ख़बरें, साल में कुछ बार।` },
      ]
    : [
        { title: `${what} में अनुभव`, body: `${name} की टीम सालों से ${what} के काम में लगी है।` },
        { title: 'पहले आपकी बात', body: `शुरू करने से पहले हम सुनते हैं कि ${what} में आपको क्या चाहिए।` },
        { title: 'साफ़ जानकारी', body: 'क्या होगा, कितना समय लगेगा और कितना ख़र्च — सब पहले से।' },
        { title: place ? `${place} में` : 'आपके पास', body: place ? `हम ${place} में ही हैं — मिलना और संपर्क करना आसान।` : 'मिलना और संपर्क करना आसान।' },
        { title: 'हर सवाल का जवाब', body: `${what} के बारे में कोई भी सवाल हो, संदेश भेजिए — उसी दिन जवाब।` },
        { title: 'भरोसेमंद काम', body: 'हर बार एक जैसी सावधानी, और बाद में हालचाल भी।' },
      ];
}

/** A person's portfolio in Hindi: work, about the person, services and contact, in the first person. */
export function hiPersonCopy(ctx: CopyContext, c: PageContent): PageContent {
  const { name, noun: n, seed } = ctx;
  const place = ctx.place;
  const inPlace = place ? `${place} में ` : '';
  const [q1, q2, q3, q4, q5, q6] = hiPeople(seed, 6, 11);
  const intro = `मैं ${name}, ${inPlace}${n}।`;
  const title = pick([`नमस्ते, मैं ${name} — ${n}`, `${name} — ${inPlace}${n}`], seed, 1);
  return {
    ...c,
    tagline: n,
    description: `${intro} मेरा काम, मेरी सेवाएँ और मुझसे काम करवाने का तरीक़ा — सब एक जगह।`,
    labels: { ...c.labels, about: 'मेरे बारे में', gallery: 'काम', features: 'सेवाएँ', testimonials: 'लोगों की राय', contact: 'संपर्क', experience: 'अनुभव', 'how-it-works': 'काम कैसे होता है' },
    navCta: { label: 'संपर्क करें', to: 'contact' },
    hero: {
      ...c.hero,
      badge: 'नए काम के लिए उपलब्ध',
      title,
      highlight: name,
      subtitle: `${intro} मेरा काम, मेरी सेवाएँ और मुझसे काम करवाने का तरीक़ा — सब एक जगह।`,
      primary: { label: 'मेरा काम देखें', to: c.hero.primary.to },
      secondary: c.hero.secondary ? { label: 'मेरे बारे में', to: c.hero.secondary.to } : undefined,
      note: 'अगले महीने से बुकिंग',
      facts: undefined,
    },
    features: {
      eyebrow: 'सेवाएँ',
      title: 'आपके लिए मेरा काम',
      subtitle: `${n} का काम, पहली बातचीत से आख़िरी डिलीवरी तक।`,
      items: c.features.items.map((it, i) => ({ icon: it.icon, ...[
        { title: 'प्रोजेक्ट', body: `${n} का पूरा काम, पहली बातचीत से डिलीवरी तक; दायरा और कीमत पहले से तय।` },
        { title: 'दिन के हिसाब से', body: 'जब अनुभवी हाथों की ज़रूरत हो, एक या कुछ दिन बुक कीजिए।' },
        { title: 'सलाह', body: 'एक बातचीत: आपके पास क्या है और आगे क्या चाहिए।' },
        { title: 'लंबा साथ', body: 'आपकी टीम के साथ मिलकर काम, ऑनलाइन या आमने-सामने।' },
        { title: place ? `${place} और आसपास` : 'यात्रा के लिए तैयार', body: place ? `${place} में रहकर काम, बाहर जाने को भी तैयार।` : 'ऑनलाइन भी, आपकी जगह पर भी।' },
        { title: 'समय पर बातचीत', body: 'हर संदेश का जवाब दो दिन के भीतर।' },
      ][i % 6] })),
    },
    gallery: {
      ...c.gallery,
      eyebrow: 'काम',
      title: pick(['हाल का काम', 'चुना हुआ काम'], seed, 2),
      subtitle: 'कुछ हाल के काम, जिन पर मुझे गर्व है।',
      items: c.gallery.items.map((t, i) => ({ ...t, title: ['हाल का प्रोजेक्ट', 'क्लाइंट प्रोजेक्ट', 'साझा काम', 'निजी प्रोजेक्ट', 'कमीशन', 'जारी काम', 'पुराना काम', 'छोटा प्रोजेक्ट', 'टीम प्रोजेक्ट'][i % 9], caption: `${n} का काम, विवरण माँगने पर`, tag: ['हाल', 'क्लाइंट', 'साझा', 'निजी'][i % 4] })),
    },
    about: {
      ...c.about,
      eyebrow: 'मेरे बारे में',
      title: `नमस्ते, मैं ${name}`,
      paragraphs: [`${intro} ${pick(['मेरा हर काम ध्यान से सुनने से शुरू होता है।', 'मुझे मुश्किल चीज़ों को आसान और साफ़ बनाना पसंद है।'], seed, 3)}`, 'काम से पहले आपकी ज़रूरत समझना, बीच में लगातार बात, और काम के बाद भी साथ — यही मेरा तरीक़ा है।'],
      bullets: ['काम से पहले साफ़ कीमत', 'दो दिन में हर संदेश का जवाब', 'पुराने क्लाइंट से राय ली जा सकती है'],
      media: { icon: c.about.media.icon, label: `${name} काम पर` },
      cta: c.about.cta ? { label: 'संपर्क करें', to: 'contact' } : undefined,
    },
    steps: {
      ...c.steps,
      eyebrow: 'काम कैसे होता है',
      title: 'साथ काम कैसे करें',
      subtitle: `${name} के साथ काम बस तीन कदम दूर है।`,
      items: [
        { icon: c.steps.items[0]?.icon ?? 'message', title: 'अपना प्रोजेक्ट बताइए', body: 'विचार, समय और बजट के बारे में संदेश भेजिए।' },
        { icon: c.steps.items[1]?.icon ?? 'calendar', title: 'दायरा और कीमत', body: 'तीस मिनट की मुफ़्त बातचीत, फिर साफ़ कीमत।' },
        { icon: c.steps.items[2]?.icon ?? 'check', title: 'काम शुरू', body: 'तय समय पर डिलीवरी, एक दौर के बदलावों के साथ।' },
      ],
    },
    pricing: {
      ...c.pricing,
      eyebrow: 'कीमतें',
      title: 'काम के तरीक़े और कीमतें',
      subtitle: 'हर प्रोजेक्ट एक मुफ़्त बातचीत से शुरू होता है।',
      plans: c.pricing.plans.map((p, i) => ({
        ...p,
        name: ['एक दिन', 'प्रोजेक्ट', 'लंबा साथ', 'टीम'][i] ?? `योजना ${i + 1}`,
        blurb: ['एक दिन, एक साफ़ काम।', 'एक पूरा काम, शुरू से अंत तक।', 'नियमित क्लाइंट के लिए नियमित काम।', 'आपकी टीम के साथ।'][i] ?? 'अपनी सुविधा से चुनें।',
        features: ['दायरा पहले से तय', 'तय समय पर डिलीवरी', 'एक दौर के बदलाव', 'नियमित अपडेट'].slice(0, Math.max(2, p.features.length)),
        cta: ['एक दिन बुक करें', 'प्रोजेक्ट शुरू करें', 'बात करें', 'बात करें'][i] ?? 'बात करें',
      })),
      note: 'कीमतें अनुमान हैं; पक्की कीमत बातचीत के बाद।',
    },
    testimonials: {
      ...c.testimonials,
      eyebrow: 'लोगों की राय',
      title: 'साथ काम करने वाले क्या कहते हैं',
      subtitle: 'क्लाइंट और साथियों से।',
      items: [
        { quote: `${name} ने एक उलझे हुए प्रोजेक्ट को आसान बना दिया: साफ़ बातचीत, बढ़िया काम, हमेशा समय पर।`, name: q1, role: 'क्लाइंट' },
        { quote: `${name} के साथ काम करके हमारी पूरी टीम का स्तर ऊपर गया।`, name: q2, role: 'साथी' },
        { quote: 'सोच-समझकर, तेज़ी से और ख़ुशी से काम — नतीजे ख़ुद बोलते हैं।', name: q3, role: 'दोबारा आए क्लाइंट' },
        { quote: `कीमत साफ़, काम समय पर — अगली बार भी ${name} को ही बुलाएँगे।`, name: q4, role: 'क्लाइंट' },
        { quote: 'ध्यान से सुनते हैं और समझते हैं कि हमें सच में क्या चाहिए।', name: q5, role: 'साथी' },
        { quote: 'कई दोस्तों को सुझाया, सब ख़ुश हैं।', name: q6, role: 'क्लाइंट' },
      ],
    },
    faq: {
      ...c.faq,
      items: [
        { q: 'किस तरह का काम लेते हैं?', a: `${n} से जुड़ा कोई भी काम; पहले संदेश भेजकर अपना विचार बताइए।` },
        { q: 'कीमत कैसे तय होती है?', a: 'पहले तीस मिनट की मुफ़्त बातचीत, फिर साफ़ कीमत।' },
        { q: 'क्या बाहर जाकर काम करते हैं?', a: place ? `मैं ${place} में हूँ, पर बाहर जाकर भी काम होता है।` : 'हाँ, ऑनलाइन भी और आपकी जगह पर भी।' },
        { q: 'काम कब शुरू हो सकता है?', a: 'आम तौर पर अगले महीने से; जल्दी हो तो पहले बताइए।' },
        { q: 'क्या और काम देख सकते हैं?', a: 'हाँ, संपर्क कीजिए, पूरा पोर्टफ़ोलियो भेजा जाएगा।' },
        { q: 'संपर्क कैसे करें?', a: 'नीचे दिए फ़ॉर्म या ईमेल से; दो दिन में जवाब।' },
      ],
    },
    experience: {
      ...c.experience,
      eyebrow: 'अनुभव',
      title: 'काम का अनुभव',
      // The sample CV's English companies and "Now" are no one's: neutral places and अब तक.
      items: c.experience.items.map((s, i) => ({ ...s, time: s.time.replace(/\bNow\b/i, 'अब तक'), meta: ['स्वतंत्र काम', 'साझा प्रोजेक्ट', 'स्टूडियो', 'प्रशिक्षण', 'शुरुआत'][i % 5], title: [`स्वतंत्र ${n}`, `${n} (साझा प्रोजेक्ट)`, `सहायक ${n}`, 'सीखना और प्रशिक्षण', 'शुरुआत'][i % 5], body: ['लोगों और संस्थाओं के लिए काम, बातचीत से डिलीवरी तक।', 'अलग-अलग टीमों के साथ बड़े प्रोजेक्ट।', 'अनुभवी लोगों के साथ इस काम की बुनियाद सीखी।', 'नए तरीक़े सीखकर काम में लगाए।', 'पहले काम से शुरुआत।'][i % 5] })),
    },
    contact: {
      ...c.contact,
      eyebrow: 'संपर्क',
      title: 'मुझसे संपर्क करें',
      subtitle: 'अपने प्रोजेक्ट, समय और बजट के बारे में बताइए; दो दिन में जवाब मिलेगा।',
      details: c.contact.details.map((d) => (d.icon === 'mail' ? d : d.icon === 'pin' ? { ...d, label: 'कहाँ', value: place ?? 'यात्रा के लिए तैयार' } : d.icon === 'calendar' ? { ...d, label: 'उपलब्धता', value: 'अगले महीने से' } : d)),
    },
    cta: { ...c.cta, title: 'कोई प्रोजेक्ट है?', subtitle: `${intro} संदेश भेजिए, दो दिन में जवाब।`, primary: { label: 'संपर्क करें', to: c.cta.primary.to } },
    footer: { ...c.footer, blurb: `${name} — ${inPlace}${n}। आने के लिए धन्यवाद।`, columns: c.footer.columns.map((col) => ({ ...col, links: col.links.map((l) => ({ ...l, label: l.label === 'हमारे बारे में' ? 'मेरे बारे में' : l.label })) })) },
  };
}
