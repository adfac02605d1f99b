/** Form behaviour per flavour: where the submit goes and how the "thank you" state shows. */
import type { Flavor } from './kit';

/** Attributes for a `<form>` element: a no-op anchor in HTML, a handler in Vue and React. */
export function formAttrs(flavor: Flavor): Record<string, string> {
  if (flavor === 'vue') return { '@submit.prevent': 'sent = true' };
  if (flavor === 'react') return { onSubmit: '{onSubmit}' };
  return { action: '#contact' };
}

/** Binding for a field (Vue `v-model`, otherwise nothing). */
export function modelAttrs(flavor: Flavor, name: string, prop = 'v-model'): Record<string, string> {
  return flavor === 'vue' ? { [prop]: `form.${name}` } : {};
}

/** Wraps the thank-you element so it only shows after submit (Vue/React); HTML pages omit it. */
export function thanksWrap(flavor: Flavor, element: (extra: Record<string, string>) => string): string {
  if (flavor === 'vue') return element({ 'v-if': 'sent' });
  if (flavor === 'react') return `{sent && (${element({})})}`;
  return '';
}
