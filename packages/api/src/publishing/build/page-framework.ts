import type { Framework } from '@cui/shared';
import type { Runtime } from './runtime-urls';

/**
 * What the page was built with, from what it loads, for its version record. A React page without
 * Tailwind still counts as `reactTailwind` (the only React framework); Ionic likewise.
 */
export function detectFramework(runtimes: ReadonlySet<Runtime>, hasJsx: boolean): Framework {
  const tailwind = runtimes.has('tailwind');
  if (runtimes.has('ionic')) return 'ionicTailwind';
  if (runtimes.has('react') || hasJsx) return 'reactTailwind';
  if (runtimes.has('elementPlus')) return 'elementPlus';
  if (runtimes.has('naiveUI')) return 'naiveUI';
  if (runtimes.has('vue')) return tailwind ? 'vueTailwind' : 'vue3';
  if (tailwind) return 'htmlTailwind';
  if (runtimes.has('bootstrap')) return 'bootstrap';
  return 'htmlCss';
}
