/** Everything a person sees or hears on a screen: its text, and its placeholders, alt texts, titles and field values. */
export function shownText(html: string): string {
  const attrs = [...html.matchAll(/\s(?:placeholder|alt|title|aria-label|value)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');
  return `${text} ${attrs.join(' ')}`.replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

/** Latin words left in a screen's text: brand names, e-mail addresses and the prompt's own Latin words allowed. */
export function englishWords(html: string, allowed: readonly string[] = []): string[] {
  const text = shownText(html).replace(/\S+@\S+/g, ' ');
  const ok = new Set(['google', 'github', ...allowed.map((w) => w.toLowerCase())]);
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ok.has(w.toLowerCase()));
}
