import { analyzePrompt } from '../src';

describe('analyzePrompt', () => {
  it('is deterministic: the same prompt always yields the same brief', () => {
    const prompt = 'A landing page for an AI writing assistant with pricing and testimonials';
    expect(analyzePrompt(prompt)).toEqual(analyzePrompt(prompt));
    expect(analyzePrompt(prompt).seed).not.toBe(analyzePrompt(`${prompt}!`).seed);
  });

  it.each([
    ['A SaaS landing page for a project management tool', 'saas'],
    ['Website for my Italian restaurant with a menu', 'restaurant'],
    ['A cozy coffee shop site', 'restaurant'],
    ['An online store selling handmade candles', 'shop'],
    ['Portfolio for a wedding photographer', 'portfolio'],
    ['A food blog with recipes', 'blog'],
    ['Landing page for a tech conference in Lisbon', 'event'],
    ['Creative design agency website', 'agency'],
    ['Admin dashboard for an ecommerce store', 'dashboard'],
    ['My resume as a product manager', 'resume'],
    ['A website for a local yoga studio', 'generic'],
    ['做一个咖啡店的网站', 'restaurant'],
  ])('detects the kind of page: %s → %s', (prompt, kind) => {
    expect(analyzePrompt(prompt).kind).toBe(kind);
  });

  it.each([
    ['A landing page for "Nimbus Notes", a note-taking app', 'Nimbus Notes'],
    ["A bakery website called Flour Power with a menu", 'Flour Power'],
    ['Portfolio site named Studio Vega for my illustrations', 'Studio Vega'],
    ['A landing page for Acme Robotics with pricing', 'Acme Robotics'],
    ["Make a website for a café, name it 'Bean There'", 'Bean There'],
    ['做一个咖啡店网站，叫做星光咖啡', '星光咖啡'],
  ])('extracts the name from %s', (prompt, name) => {
    const brief = analyzePrompt(prompt);
    expect(brief.name).toBe(name);
    expect(brief.nameFromPrompt).toBe(true);
  });

  it('titles a page that names no one from its subject, and keeps a sample name for a category alone (decision 049)', () => {
    const brief = analyzePrompt('a website for a coffee shop');
    expect(brief.nameFromPrompt).toBe(false);
    expect(brief.name).toBe('Coffee Shop');
    expect(analyzePrompt('a website for a coffee shop in Leeds').name).toBe('Coffee Shop Leeds');
    expect(['Ember & Oak Coffee', 'Morning Ritual', 'Little Bean Café']).toContain(analyzePrompt('a café website').name);
  });

  it('turns colour names and hex codes into the palette', () => {
    expect(analyzePrompt('a green landing page for a plant shop').theme.primary).toBe('#16a34a');
    expect(analyzePrompt('portfolio in #ff6600 and #0ea5e9').theme).toMatchObject({ primary: '#ff6600', accent: '#0ea5e9' });
    expect(analyzePrompt('a shop for skincare, pink and gold').colors).toEqual(['pink', 'gold']);
    const noir = analyzePrompt('a black and gold jewellery store');
    expect(noir.theme.dark).toBe(true);
    expect(noir.theme.primary).toBe('#b7862c');
  });

  it('reads dark and light wishes', () => {
    expect(analyzePrompt('a dark landing page for a crypto wallet').theme.dark).toBe(true);
    expect(analyzePrompt('a landing page for a crypto wallet').theme.dark).toBe(false);
    expect(analyzePrompt('a dark blue page, light theme please').theme.dark).toBe(false);
  });

  it('collects requested sections and adds them to the defaults', () => {
    const brief = analyzePrompt('A restaurant website with a team section, FAQ and a newsletter');
    expect(brief.requestedSections).toEqual(expect.arrayContaining(['team', 'faq', 'newsletter']));
    expect(brief.sections).toEqual(expect.arrayContaining(['hero', 'menu', 'team', 'faq', 'newsletter']));
    expect(brief.sections[0]).toBe('hero');
    expect(new Set(brief.sections).size).toBe(brief.sections.length);
  });

  it('honours "only" lists and exclusions', () => {
    expect(analyzePrompt('an online store, only sections: hero, products, faq').sections).toEqual(['hero', 'products', 'faq']);
    expect(analyzePrompt('a SaaS landing page without testimonials').sections).not.toContain('testimonials');
  });

  it('does not read a navigation menu as a food menu', () => {
    expect(analyzePrompt('a SaaS landing page with a hamburger menu and pricing').sections).not.toContain('menu');
  });

  it('notes language hints', () => {
    expect(analyzePrompt('做一个咖啡店的网站').language).toBe('zh');
    expect(analyzePrompt('a bakery website in Spanish').languageHints).toContain('es');
    expect(analyzePrompt('a bakery website').languageHints).toEqual([]);
  });
});
