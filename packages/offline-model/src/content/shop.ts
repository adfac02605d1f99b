/** Copy for online stores: product grids per topic, shipping perks, reviews. */
import type { Product, PageContent, CopyContext } from './types';
import { people } from './people';

interface Store {
  title: string;
  highlight: string;
  subtitle: string;
  collection: string;
  products: Product[];
}

function store(ctx: CopyContext, base: PageContent): Store {
  const { name } = ctx;
  switch (ctx.topic) {
    case 'fashion':
      return {
        title: 'Everyday essentials, made to last',
        highlight: 'made to last',
        subtitle: `Organic fabrics, honest prices and cuts that work from Monday to Sunday. ${name} makes fewer things, better.`,
        collection: 'The spring collection',
        products: [
          { name: 'Heavyweight Tee', blurb: 'Organic cotton, boxy fit', price: '$38', rating: 4.8, reviews: 412, tag: 'Bestseller', icon: 'tag' },
          { name: 'Relaxed Chino', blurb: 'Stretch twill, 4 colours', price: '$88', rating: 4.7, reviews: 198, icon: 'layers' },
          { name: 'Merino Crew', blurb: 'Fine-gauge, temperature regulating', price: '$110', rating: 4.9, reviews: 143, tag: 'New', icon: 'sun' },
          { name: 'Overshirt', blurb: 'Brushed flannel, horn buttons', price: '$96', was: '$128', rating: 4.8, reviews: 87, tag: 'Sale', icon: 'briefcase' },
          { name: 'Canvas Sneaker', blurb: 'Vulcanised sole, recycled laces', price: '$75', rating: 4.6, reviews: 256, icon: 'activity' },
          { name: 'Everyday Hoodie', blurb: 'Loopback cotton, 480 gsm', price: '$98', rating: 4.9, reviews: 321, icon: 'heart' },
          { name: 'Wool Beanie', blurb: 'Ribbed, made in Scotland', price: '$32', rating: 4.7, reviews: 66, icon: 'star' },
          { name: 'Weekend Tote', blurb: 'Waxed canvas, leather trim', price: '$120', rating: 4.8, reviews: 54, icon: 'bag' },
          { name: 'Linen Shirt', blurb: 'Breathable European flax', price: '$84', rating: 4.7, reviews: 77, tag: 'New', icon: 'leaf' },
          { name: 'Denim Jacket', blurb: 'Selvedge, rinsed indigo', price: '$165', rating: 4.9, reviews: 112, icon: 'shield' },
        ],
      };
    case 'beauty':
      return {
        title: 'Skincare that respects your skin',
        highlight: 'respects your skin',
        subtitle: `Clinically tested, fragrance-free formulas with ingredients you can pronounce. Every ${name} product is vegan and cruelty-free.`,
        collection: 'The daily ritual',
        products: [
          { name: 'Gentle Cleanser', blurb: 'Oat & ceramides, 150 ml', price: '$24', rating: 4.8, reviews: 864, tag: 'Bestseller', icon: 'droplet' },
          { name: 'Vitamin C Serum', blurb: '15% stabilised, brightening', price: '$42', rating: 4.7, reviews: 512, icon: 'sun' },
          { name: 'Barrier Cream', blurb: 'Rich, overnight repair', price: '$36', rating: 4.9, reviews: 377, tag: 'New', icon: 'shield' },
          { name: 'Daily SPF 50', blurb: 'Invisible finish, no white cast', price: '$28', rating: 4.8, reviews: 690, icon: 'sparkles' },
          { name: 'Hydrating Toner', blurb: 'Hyaluronic acid, rose water', price: '$22', was: '$28', rating: 4.6, reviews: 203, tag: 'Sale', icon: 'leaf' },
          { name: 'Retinal Night Oil', blurb: 'Gentle retinal, squalane', price: '$48', rating: 4.7, reviews: 158, icon: 'star' },
          { name: 'Lip Balm Trio', blurb: 'Tinted, shea butter', price: '$18', rating: 4.9, reviews: 240, icon: 'heart' },
          { name: 'Discovery Kit', blurb: 'Five minis to try', price: '$35', rating: 4.8, reviews: 312, tag: 'Gift', icon: 'gift' },
          { name: 'Clay Mask', blurb: 'Kaolin & green tea', price: '$26', rating: 4.6, reviews: 98, icon: 'layers' },
          { name: 'Eye Gel', blurb: 'Caffeine & peptides', price: '$32', rating: 4.5, reviews: 121, icon: 'droplet' },
        ],
      };
    case 'home':
      return {
        title: 'Objects for slower living',
        highlight: 'slower living',
        subtitle: `Handmade ceramics, natural textiles and furniture built by small workshops. ${name} brings calm to every room.`,
        collection: 'New in the studio',
        products: base.products.items,
      };
    case 'tech-shop':
      return {
        title: 'Gear that just works',
        highlight: 'just works',
        subtitle: `Hand-picked headphones, keyboards and accessories, tested by our team and backed by a two-year warranty at ${name}.`,
        collection: 'Staff picks',
        products: [
          { name: 'Studio Headphones', blurb: 'Active noise cancelling, 40 h', price: '$249', rating: 4.8, reviews: 1204, tag: 'Bestseller', icon: 'music' },
          { name: 'Mechanical Keyboard', blurb: 'Hot-swap, aluminium case', price: '$159', rating: 4.9, reviews: 532, icon: 'cpu' },
          { name: 'Wireless Earbuds', blurb: 'Spatial audio, IPX5', price: '$129', was: '$169', rating: 4.6, reviews: 890, tag: 'Sale', icon: 'mic' },
          { name: '4K Webcam', blurb: 'Auto-framing, dual mics', price: '$139', rating: 4.7, reviews: 311, icon: 'camera' },
          { name: 'USB-C Dock', blurb: '11 ports, 100 W charging', price: '$99', rating: 4.7, reviews: 276, icon: 'bolt' },
          { name: 'Smart Lamp', blurb: 'Circadian lighting, app control', price: '$79', rating: 4.5, reviews: 188, tag: 'New', icon: 'sun' },
          { name: 'Portable SSD 1 TB', blurb: '1,050 MB/s, pocket-sized', price: '$109', rating: 4.9, reviews: 642, icon: 'database' },
          { name: 'Desk Mat', blurb: 'Vegan leather, 90 × 40 cm', price: '$34', rating: 4.8, reviews: 233, icon: 'layers' },
          { name: 'Power Bank', blurb: '20,000 mAh, fast charge', price: '$59', rating: 4.6, reviews: 402, icon: 'bolt' },
          { name: 'Travel Charger', blurb: 'GaN, three ports', price: '$49', rating: 4.7, reviews: 199, icon: 'globe' },
        ],
      };
    case 'plants':
      return {
        title: 'Plants delivered, happiness guaranteed',
        highlight: 'happiness guaranteed',
        subtitle: `Healthy, greenhouse-grown plants in beautiful pots, delivered to your door with care guides from the ${name} team.`,
        collection: 'Easy-care favourites',
        products: [
          { name: 'Monstera Deliciosa', blurb: 'Large, 80 cm, ceramic pot', price: '$65', rating: 4.9, reviews: 512, tag: 'Bestseller', icon: 'leaf' },
          { name: 'Snake Plant', blurb: 'Low light, low fuss', price: '$38', rating: 4.8, reviews: 430, icon: 'leaf' },
          { name: 'Fiddle Leaf Fig', blurb: 'Statement tree, 120 cm', price: '$95', rating: 4.6, reviews: 214, icon: 'sun' },
          { name: 'Pothos Trio', blurb: 'Three hanging pots', price: '$42', was: '$54', rating: 4.8, reviews: 167, tag: 'Sale', icon: 'heart' },
          { name: 'Olive Tree', blurb: 'Mediterranean, 100 cm', price: '$120', rating: 4.7, reviews: 96, tag: 'New', icon: 'leaf' },
          { name: 'Succulent Set', blurb: 'Six minis, gift box', price: '$29', rating: 4.9, reviews: 388, icon: 'gift' },
          { name: 'Watering Can', blurb: 'Brass spout, 1.5 L', price: '$34', rating: 4.8, reviews: 75, icon: 'droplet' },
          { name: 'Plant Food', blurb: 'Organic, lasts 3 months', price: '$14', rating: 4.7, reviews: 203, icon: 'sparkles' },
          { name: 'Peace Lily', blurb: 'Air-purifying, blooms often', price: '$36', rating: 4.8, reviews: 154, icon: 'leaf' },
        ],
      };
    case 'jewelry':
      return {
        title: 'Fine jewellery for every day',
        highlight: 'every day',
        subtitle: `Recycled gold, ethically sourced stones and pieces designed to be worn, not saved. Handmade in the ${name} studio.`,
        collection: 'Signature pieces',
        products: [
          { name: 'Halo Ring', blurb: '14k recycled gold', price: '$320', rating: 4.9, reviews: 221, tag: 'Bestseller', icon: 'star' },
          { name: 'Pearl Drop Earrings', blurb: 'Freshwater pearls', price: '$145', rating: 4.8, reviews: 176, icon: 'droplet' },
          { name: 'Chain Necklace', blurb: 'Fine curb chain, 45 cm', price: '$210', rating: 4.8, reviews: 134, icon: 'sparkles' },
          { name: 'Signet Ring', blurb: 'Engravable, sterling silver', price: '$165', rating: 4.9, reviews: 98, tag: 'New', icon: 'award' },
          { name: 'Tennis Bracelet', blurb: 'Lab-grown diamonds', price: '$890', rating: 5, reviews: 42, icon: 'star' },
          { name: 'Hoop Earrings', blurb: 'Everyday 20 mm hoops', price: '$120', was: '$150', rating: 4.7, reviews: 303, tag: 'Sale', icon: 'heart' },
          { name: 'Birthstone Pendant', blurb: 'Choose your month', price: '$180', rating: 4.8, reviews: 156, icon: 'gift' },
          { name: 'Stacking Set', blurb: 'Three slim bands', price: '$240', rating: 4.9, reviews: 88, icon: 'layers' },
        ],
      };
    default:
      return {
        title: 'Thoughtful goods for everyday life',
        highlight: 'everyday life',
        subtitle: `Independent makers, honest materials and free returns. ${name} is the shop we always wished existed.`,
        collection: 'Customer favourites',
        products: base.products.items,
      };
  }
}

export function shopContent(ctx: CopyContext, base: PageContent): PageContent {
  const s = store(ctx, base);
  const { name } = ctx;
  const [a, b, c, d, e, f] = people(ctx.seed, 6, 9);
  return {
    ...base,
    kind: 'shop',
    tagline: s.title,
    description: s.subtitle,
    labels: { ...base.labels, products: 'Shop', features: 'Why us', testimonials: 'Reviews', about: 'Our story', newsletter: 'Newsletter' },
    navCta: { label: 'Shop now', to: 'products' },
    hero: {
      badge: 'Free shipping on orders over $75',
      title: s.title,
      highlight: s.highlight,
      subtitle: s.subtitle,
      primary: { label: 'Shop the collection', to: 'products' },
      secondary: { label: 'Our story', to: 'about' },
      note: 'Free returns within 30 days · Secure checkout',
      visual: 'products',
      layout: 'split',
    },
    products: { eyebrow: 'Shop', title: s.collection, subtitle: 'Small batches, restocked weekly. Add to cart before they are gone.', items: s.products },
    features: {
      eyebrow: 'Why shop with us',
      title: 'The details we obsess over',
      subtitle: 'Good products deserve good service.',
      items: [
        { icon: 'truck', title: 'Free shipping over $75', body: 'Fast, tracked delivery in plastic-free packaging.' },
        { icon: 'refresh', title: '30-day returns', body: 'Changed your mind? Send it back for free, no questions asked.' },
        { icon: 'shield', title: 'Two-year warranty', body: 'Everything we sell is built to last and we stand behind it.' },
        { icon: 'leaf', title: 'Responsibly made', body: 'Certified materials and makers who are paid fairly.' },
        { icon: 'gift', title: 'Gift wrapping', body: 'Add a handwritten note and recycled wrapping at checkout.' },
        { icon: 'message', title: 'Real humans', body: 'Our support team answers within hours, seven days a week.' },
      ],
    },
    about: {
      ...base.about,
      title: `The story of ${name}`,
      paragraphs: [
        `${name} started at a kitchen table with one product and a promise: make it better, make it fairly, and price it honestly.`,
        'Today we work with a small circle of independent makers and ship to over thirty countries, still packing every order by hand.',
      ],
      bullets: ['Designed in-house, made by partners we visit', 'Carbon-neutral shipping', '1% of revenue to environmental causes'],
      media: { icon: 'bag', label: 'Packed by hand' },
      cta: { label: 'Shop the collection', to: 'products' },
    },
    testimonials: {
      eyebrow: 'Reviews',
      title: 'Rated 4.8 by 12,000+ customers',
      subtitle: 'Real reviews from verified buyers.',
      items: [
        { quote: 'The quality is outstanding for the price. Arrived in two days, beautifully packed. Already ordered a second one.', name: a, role: 'Verified buyer' },
        { quote: 'I returned a size and the exchange was effortless. Customer service was genuinely kind.', name: b, role: 'Verified buyer' },
        { quote: `Everything I have bought from ${name} still looks new a year later. That is rare these days.`, name: c, role: 'Customer since 2021' },
        { quote: 'Gorgeous packaging, perfect as a gift. The handwritten note was a lovely touch.', name: d, role: 'Verified buyer' },
        { quote: 'Exactly as pictured. Great materials and honest descriptions.', name: e, role: 'Verified buyer' },
        { quote: 'Fast shipping and a brand that actually cares. Five stars.', name: f, role: 'Verified buyer' },
      ],
    },
    faq: {
      eyebrow: 'Help',
      title: 'Shipping & returns',
      subtitle: 'The answers to what customers ask most.',
      items: [
        { q: 'How long does shipping take?', a: 'Orders ship within one business day. Domestic delivery takes 2–4 days, international 5–10.' },
        { q: 'What is your return policy?', a: 'Return any unused item within 30 days for a full refund. Return shipping is free.' },
        { q: 'Do you ship internationally?', a: 'Yes, to over thirty countries. Duties are calculated at checkout, so there are no surprises.' },
        { q: 'Can I change my order?', a: 'Message us within two hours of ordering and we will update it before it ships.' },
        { q: 'Do you offer gift cards?', a: 'Yes, digital gift cards from $25, delivered instantly by e-mail.' },
        { q: 'How do I care for my products?', a: 'Each order includes a care card, and detailed guides live on every product page.' },
      ],
    },
    newsletter: {
      eyebrow: 'Newsletter',
      title: 'Get 10% off your first order',
      subtitle: 'Join our list for early access to new drops, restocks and members-only offers.',
      placeholder: 'you@example.com',
      button: 'Get my code',
      note: 'We send one e-mail a week at most. Unsubscribe any time.',
    },
    cta: {
      title: 'New arrivals every Friday',
      subtitle: 'Small batches sell out quickly. Follow the drop and never miss a restock.',
      primary: { label: 'Shop new arrivals', to: 'products' },
      secondary: { label: 'Join the newsletter', to: 'newsletter' },
    },
    footer: {
      blurb: `${name} — ${s.title.toLowerCase()}. Free shipping over $75 and free returns.`,
      columns: [
        { title: 'Shop', links: [{ label: 'All products', to: 'products' }, { label: 'Reviews', to: 'testimonials' }, { label: 'Gift cards', to: 'products' }] },
        { title: 'Help', links: [{ label: 'Shipping & returns', to: 'faq' }, { label: 'Contact', to: 'contact' }, { label: 'Our story', to: 'about' }] },
      ],
      legal: 'All rights reserved. Prices in USD.',
    },
  };
}
