/**
 * The one starter page: a welcome page with feature cards and a tech-stack grid, shown before the
 * first generation and after a stop, and recognised so it is never sent to the model as "the
 * current page". Plain CSS on purpose: it must render even before the API's /vendor runtimes are
 * reachable.
 */
const FEATURES = [
  ['✍️', 'Describe it', 'Write what you want in plain words. CUI streams real, responsive code for it.'],
  ['🧩', 'Pick a framework', 'Tailwind, HTML & CSS, Bootstrap, React, Vue, Ionic, Element Plus or Naive UI.'],
  ['🎯', 'Edit visually', 'Click a section in the preview, say what to change, and only that part is rewritten.'],
  ['🕘', 'Keep every version', 'Every answer is saved as a version you can jump back to at any time.'],
  ['💾', 'Save templates', 'Keep pages you like in your browser and start new work from them.'],
  ['🚀', 'Ship it', 'Open the page in a new tab, copy or download the code, and put it online.'],
] as const;

const STACK = [
  ['TW', 'Tailwind CSS'],
  ['CSS', 'HTML & CSS'],
  ['BS', 'Bootstrap 5'],
  ['R', 'React'],
  ['V', 'Vue 3'],
  ['IO', 'Ionic'],
  ['EP', 'Element Plus'],
  ['N', 'Naive UI'],
] as const;

export const DEFAULT_STARTER_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Welcome to CUI</title>
<style>
  *{box-sizing:border-box;margin:0}
  body{font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;color:#18181b;background:#fafafa;line-height:1.5}
  .wrap{max-width:1040px;margin:0 auto;padding:0 24px}
  header{padding:72px 0 48px;text-align:center;background:radial-gradient(ellipse 70% 60% at 50% 0%,#e0e7ff,transparent)}
  .badge{display:inline-block;padding:4px 12px;border-radius:999px;background:#fff;border:1px solid #e4e4e7;font-size:13px;color:#52525b}
  h1{margin-top:20px;font-size:clamp(32px,6vw,56px);letter-spacing:-0.03em;line-height:1.05}
  h1 span{background:linear-gradient(90deg,#4f46e5,#db2777);-webkit-background-clip:text;background-clip:text;color:transparent}
  .lead{max-width:620px;margin:18px auto 0;color:#52525b;font-size:18px}
  section{padding:48px 0}
  h2{font-size:24px;letter-spacing:-0.02em;margin-bottom:20px}
  .grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
  .card{background:#fff;border:1px solid #e4e4e7;border-radius:16px;padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
  .card .icon{font-size:24px}
  .card h3{margin-top:10px;font-size:16px}
  .card p{margin-top:6px;color:#71717a;font-size:14px}
  .stack{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
  .tech{display:flex;align-items:center;gap:10px;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:12px}
  .tech b{display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;background:#18181b;color:#fff;font-size:12px}
  footer{padding:32px 0 48px;text-align:center;color:#a1a1aa;font-size:13px}
</style>
</head>
<body>
<header id="welcome">
  <div class="wrap">
    <span class="badge">Welcome to CUI</span>
    <h1>Dream it. <span>Describe it.</span> Deploy it.</h1>
    <p class="lead">This is your canvas. Describe a page in the prompt box below and CUI writes the code for it, live.</p>
  </div>
</header>
<section id="features">
  <div class="wrap">
    <h2>What you can do</h2>
    <div class="grid">
${FEATURES.map(([icon, title, text]) => `      <div class="card"><div class="icon">${icon}</div><h3>${title}</h3><p>${text}</p></div>`).join('\n')}
    </div>
  </div>
</section>
<section id="tech-stack">
  <div class="wrap">
    <h2>Tech stack</h2>
    <div class="stack">
${STACK.map(([mark, name]) => `      <div class="tech"><b>${mark}</b><span>${name}</span></div>`).join('\n')}
    </div>
  </div>
</section>
<footer id="footer">Made with CUI</footer>
</body>
</html>
`;

export function isStarterPage(html: string): boolean {
  return html.trim() === DEFAULT_STARTER_PAGE.trim();
}
