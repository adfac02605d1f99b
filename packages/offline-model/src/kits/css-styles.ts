/**
 * The stylesheet behind the plain-CSS kit (htmlCss and vue3, and the layout layer of the Element
 * Plus and Naive UI pages). Everything reads the theme's custom properties.
 */
export const CSS_KIT_STYLES = `
*, *::before, *::after { box-sizing: border-box; }
html { scroll-behavior: smooth; -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--cui-bg); color: var(--cui-ink); font-family: var(--cui-font-body); line-height: 1.6; -webkit-font-smoothing: antialiased; }
h1, h2, h3, h4, p, ul, ol, figure { margin: 0; }
ul, ol { padding: 0; list-style: none; }
a { color: inherit; text-decoration: none; }
img, svg { display: block; }
[v-cloak] { display: none; }
.container { width: 100%; max-width: 72rem; margin: 0 auto; padding: 0 1.5rem; position: relative; }
.container--narrow { max-width: 48rem; }
.section { position: relative; overflow: hidden; padding: 5.5rem 0; background: var(--cui-bg); }
.section--tight { padding: 3.5rem 0; }
.section--alt { background: var(--cui-surface); }
.section--brand { background: var(--cui-primary); color: var(--cui-on-primary); }
.heading { max-width: 42rem; margin: 0 auto 3.5rem; text-align: center; }
.heading--left { margin-left: 0; margin-bottom: 2rem; text-align: left; }
.eyebrow { font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; color: var(--cui-primary); }
.heading .title-2 { margin-top: 0.75rem; }
.heading .lead { margin-top: 1rem; }
.title-1, .title-2 { font-family: var(--cui-font-display); letter-spacing: -0.025em; color: var(--cui-ink); }
.title-1 { font-size: clamp(2.4rem, 5.2vw, 3.9rem); line-height: 1.06; font-weight: 800; }
.title-2 { font-size: clamp(1.9rem, 3.4vw, 2.6rem); line-height: 1.15; font-weight: 750; }
.title-3 { font-size: 1.125rem; font-weight: 650; color: var(--cui-ink); }
.title-4 { font-size: 1rem; font-weight: 650; color: var(--cui-ink); }
.text { color: var(--cui-muted); }
.text--ink { color: var(--cui-ink); }
.text--strong { color: var(--cui-ink); font-weight: 600; }
.lead { font-size: 1.125rem; line-height: 1.8; color: var(--cui-muted); }
.small { font-size: 0.875rem; }
.tiny { font-size: 0.75rem; }
.invert, .invert .title-1, .invert .title-2, .invert .title-3 { color: var(--cui-on-primary); }
.invert .eyebrow, .invert .lead, .invert .text, .invert.text, .invert.lead, .invert.eyebrow { color: var(--cui-on-primary); opacity: 0.85; }
.grid { display: grid; gap: 1.5rem; }
@media (min-width: 640px) { .grid-2, .grid-3, .grid-4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1024px) { .grid-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } .grid-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.split { display: grid; gap: 3rem; align-items: center; }
.split--start { align-items: start; }
.split > * { min-width: 0; }
@media (min-width: 1024px) { .split { grid-template-columns: 1fr 1fr; gap: 4rem; } .split--reverse > :first-child { order: 2; } }
.stack { display: flex; flex-direction: column; gap: 1rem; }
.stack--xs { gap: 0.25rem; } .stack--sm { gap: 0.5rem; } .stack--lg { gap: 2rem; }
.row { display: flex; align-items: center; flex-wrap: wrap; gap: 1rem; }
.row--sm { gap: 0.5rem; } .row--lg { gap: 2rem; } .row--center { justify-content: center; } .row--between { justify-content: space-between; } .row--nowrap { flex-wrap: nowrap; }
.card { position: relative; display: flex; flex-direction: column; height: 100%; padding: 1.75rem; border-radius: 1.25rem; background: var(--cui-card); border: 1px solid var(--cui-line); box-shadow: 0 1px 2px rgba(15, 23, 42, 0.05); transition: transform 0.3s ease, box-shadow 0.3s ease; }
.card:hover { transform: translateY(-4px); box-shadow: 0 22px 44px -18px color-mix(in oklab, var(--cui-primary) 35%, transparent); }
.card--featured { border-color: var(--cui-primary); box-shadow: 0 0 0 2px var(--cui-primary), 0 24px 48px -20px color-mix(in oklab, var(--cui-primary) 50%, transparent); }
.card--media { padding: 0; overflow: hidden; }
.card__body { display: flex; flex: 1; flex-direction: column; padding: 1.5rem; }
.btn { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; padding: 0.65rem 1.25rem; border-radius: 999px; border: 1px solid transparent; font: inherit; font-size: 0.9rem; font-weight: 650; cursor: pointer; transition: background 0.2s, color 0.2s, border-color 0.2s, transform 0.2s; }
.btn:hover { transform: translateY(-1px); }
.btn--lg { padding: 0.9rem 1.75rem; font-size: 1rem; }
.btn--block { width: 100%; }
.btn--primary { background: var(--cui-primary); color: var(--cui-on-primary); box-shadow: 0 10px 24px -10px var(--cui-primary); }
.btn--primary:hover { background: var(--cui-primary-strong); }
.btn--outline { background: var(--cui-card); color: var(--cui-ink); border-color: var(--cui-line); }
.btn--outline:hover { border-color: var(--cui-primary); color: var(--cui-primary); }
.btn--ghost { background: transparent; color: var(--cui-primary); }
.btn--ghost:hover { background: var(--cui-primary-soft); }
.btn--light { background: #ffffff; color: #0f172a; }
.badge { display: inline-flex; width: fit-content; align-items: center; gap: 0.375rem; padding: 0.25rem 0.75rem; border-radius: 999px; font-size: 0.75rem; font-weight: 650; }
.badge--primary { background: var(--cui-primary-soft); color: var(--cui-primary); }
.badge--neutral { background: var(--cui-surface); color: var(--cui-muted); box-shadow: inset 0 0 0 1px var(--cui-line); }
.badge--success { background: rgba(16, 185, 129, 0.15); color: color-mix(in oklab, #059669 55%, var(--cui-ink)); }
.badge--warning { background: rgba(245, 158, 11, 0.15); color: color-mix(in oklab, #d97706 55%, var(--cui-ink)); }
.badge--danger { background: rgba(244, 63, 94, 0.15); color: color-mix(in oklab, #e11d48 55%, var(--cui-ink)); }
.icon-box { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 3rem; height: 3rem; border-radius: 0.875rem; background: var(--cui-primary-soft); color: var(--cui-primary); }
.checklist { display: grid; gap: 0.75rem; }
.checklist li { display: flex; align-items: flex-start; gap: 0.75rem; color: var(--cui-ink); }
.checklist__dot { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 1.25rem; height: 1.25rem; margin-top: 0.2rem; border-radius: 999px; background: var(--cui-primary-soft); color: var(--cui-primary); }
.invert .checklist li { color: var(--cui-on-primary); }
.invert .checklist__dot { background: rgba(255, 255, 255, 0.2); color: var(--cui-on-primary); }
.faq { border: 1px solid var(--cui-line); border-radius: 1.25rem; background: var(--cui-card); overflow: hidden; }
.faq details { padding: 1.5rem; }
.faq details + details { border-top: 1px solid var(--cui-line); }
.faq summary { display: flex; align-items: center; justify-content: space-between; gap: 1.5rem; cursor: pointer; list-style: none; font-weight: 650; color: var(--cui-ink); }
.faq summary::-webkit-details-marker { display: none; }
.faq__icon { display: inline-flex; flex: none; align-items: center; justify-content: center; width: 2rem; height: 2rem; border-radius: 999px; background: var(--cui-primary-soft); color: var(--cui-primary); transition: transform 0.3s; }
.faq details[open] .faq__icon { transform: rotate(45deg); }
.faq details p { margin-top: 1rem; color: var(--cui-muted); line-height: 1.75; }
.form { display: grid; gap: 1.25rem; }
@media (min-width: 640px) { .form { grid-template-columns: 1fr 1fr; } .field--full, .form__actions, .form__thanks { grid-column: 1 / -1; } }
.field__label { display: block; margin-bottom: 0.5rem; font-size: 0.875rem; font-weight: 600; color: var(--cui-ink); }
.input { width: 100%; padding: 0.8rem 1rem; border-radius: 0.75rem; border: 1px solid var(--cui-line); background: var(--cui-bg); color: var(--cui-ink); font: inherit; outline: none; transition: border-color 0.2s, box-shadow 0.2s; }
.input::placeholder { color: var(--cui-muted); opacity: 0.7; }
.input:focus { border-color: var(--cui-primary); box-shadow: 0 0 0 4px color-mix(in oklab, var(--cui-primary) 18%, transparent); }
textarea.input { resize: vertical; min-height: 7.5rem; }
.form__thanks { padding: 0.75rem 1rem; border-radius: 0.75rem; background: var(--cui-primary-soft); color: var(--cui-primary); font-weight: 600; font-size: 0.9rem; }
.inline-form { display: flex; flex-wrap: wrap; gap: 0.75rem; max-width: 28rem; margin: 0 auto; }
.inline-form .input { flex: 1; min-width: 12rem; border-radius: 999px; padding-left: 1.25rem; }
.inline-form .form__thanks { flex-basis: 100%; text-align: center; }
.timeline { position: relative; display: grid; gap: 1.5rem; padding-left: 2.25rem; border-left: 2px solid var(--cui-line); }
.timeline__item { position: relative; }
.timeline__dot { position: absolute; left: calc(-2.25rem - 9px); top: 1.75rem; width: 16px; height: 16px; border-radius: 999px; background: var(--cui-primary); box-shadow: 0 0 0 4px var(--cui-primary-soft); }
.timeline__time { font-family: ui-monospace, Menlo, monospace; font-size: 0.875rem; font-weight: 700; color: var(--cui-primary); }
.progress__head { display: flex; justify-content: space-between; font-size: 0.875rem; }
.progress__track { height: 0.5rem; margin-top: 0.5rem; border-radius: 999px; background: var(--cui-surface); box-shadow: inset 0 0 0 1px var(--cui-line); overflow: hidden; }
.progress__bar { height: 100%; border-radius: 999px; background: linear-gradient(90deg, var(--cui-primary), var(--cui-accent)); }
.table-wrap { overflow-x: auto; border-radius: 1.25rem; border: 1px solid var(--cui-line); background: var(--cui-card); }
.table { width: 100%; border-collapse: collapse; font-size: 0.875rem; text-align: left; }
.table th { padding: 1rem 1.5rem; background: var(--cui-surface); color: var(--cui-muted); font-size: 0.75rem; letter-spacing: 0.08em; text-transform: uppercase; }
.table td { padding: 1rem 1.5rem; border-top: 1px solid var(--cui-line); color: var(--cui-muted); white-space: nowrap; }
.table td:first-child { color: var(--cui-ink); font-weight: 650; }
.table tbody tr:hover { background: var(--cui-surface); }
.link-arrow { display: inline-flex; align-items: center; gap: 0.375rem; font-size: 0.875rem; font-weight: 650; color: var(--cui-primary); transition: gap 0.2s; }
.link-arrow:hover { gap: 0.625rem; }
.price { display: flex; align-items: baseline; gap: 0.375rem; }
.price__amount { font-size: 2.25rem; font-weight: 750; letter-spacing: -0.02em; color: var(--cui-ink); }
.price__period { font-size: 0.875rem; color: var(--cui-muted); }
.nav { position: sticky; top: 0; z-index: 50; border-bottom: 1px solid color-mix(in oklab, var(--cui-line) 70%, transparent); background: color-mix(in oklab, var(--cui-bg) 82%, transparent); backdrop-filter: blur(16px); -webkit-backdrop-filter: blur(16px); }
.nav__inner { display: flex; align-items: center; justify-content: space-between; gap: 1.5rem; height: 4rem; }
.nav__brand { display: flex; align-items: center; gap: 0.625rem; font-family: var(--cui-font-display); font-size: 1.125rem; font-weight: 750; color: var(--cui-ink); }
.nav__links { display: none; align-items: center; gap: 2rem; }
.nav__links a { font-size: 0.9rem; font-weight: 550; color: var(--cui-muted); transition: color 0.2s; }
.nav__links a:hover { color: var(--cui-ink); }
.nav__cta { display: none; }
.nav__menu { position: relative; }
.nav__menu summary { display: flex; align-items: center; justify-content: center; width: 2.5rem; height: 2.5rem; border-radius: 0.625rem; border: 1px solid var(--cui-line); color: var(--cui-ink); cursor: pointer; list-style: none; }
.nav__menu summary::-webkit-details-marker { display: none; }
.nav__panel { position: absolute; right: 0; margin-top: 0.75rem; width: 15rem; padding: 0.5rem; border-radius: 1rem; border: 1px solid var(--cui-line); background: var(--cui-card); box-shadow: 0 20px 40px -16px rgba(15, 23, 42, 0.25); }
.nav__panel a[data-nav] { display: block; padding: 0.5rem 0.75rem; border-radius: 0.5rem; font-size: 0.9rem; font-weight: 550; color: var(--cui-ink); }
.nav__panel a[data-nav]:hover { background: var(--cui-surface); }
@media (min-width: 768px) { .nav__links { display: flex; } .nav__cta { display: block; } .nav__menu { display: none; } }
.footer { border-top: 1px solid var(--cui-line); background: var(--cui-surface); padding: 3.5rem 0 2.5rem; }
.footer__grid { display: grid; gap: 2.5rem; }
@media (min-width: 768px) { .footer__grid { grid-template-columns: 2fr repeat(var(--cols, 2), 1fr); } }
.footer__blurb { margin-top: 1rem; max-width: 24rem; font-size: 0.875rem; color: var(--cui-muted); }
.footer__title { font-size: 0.875rem; font-weight: 700; color: var(--cui-ink); }
.footer__links { display: grid; gap: 0.75rem; margin-top: 1rem; font-size: 0.875rem; }
.footer__links a { color: var(--cui-muted); transition: color 0.2s; }
.footer__links a:hover { color: var(--cui-primary); }
.footer__bottom { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.75rem; margin-top: 3rem; padding-top: 2rem; border-top: 1px solid var(--cui-line); font-size: 0.875rem; color: var(--cui-muted); }
.hero-glow { position: absolute; inset: 0; pointer-events: none; }
.mt-xs { margin-top: 0.25rem; } .mt-sm { margin-top: 0.5rem; } .mt-md { margin-top: 1rem; } .mt-lg { margin-top: 2rem; } .mt-xl { margin-top: 3rem; }
.center { text-align: center; }
`;
