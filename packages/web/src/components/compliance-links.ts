/** The legal and contact pages every screen links to; keys name their labels in the language files. */
export const COMPLIANCE_LINKS = [
  ['about', 'https://cui.dev/about'],
  ['privacy', 'https://cui.dev/privacy'],
  ['refunds', 'https://cui.dev/refunds'],
  ['terms', 'https://cui.dev/terms'],
  ['contact', 'https://cui.dev/contact'],
] as const;
