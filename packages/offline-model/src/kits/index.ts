/** Picks the kit that renders a framework's markup. */
import type { Framework } from '@cui/shared';
import { bootstrapKit } from './bootstrap';
import { cssKit } from './css';
import { elementPlusKit } from './element-plus';
import { ionicKit } from './ionic';
import type { Kit } from './kit';
import { naiveUiKit } from './naive-ui';
import { tailwindKit } from './tailwind';

export type { Kit } from './kit';

export function kitFor(framework: Framework): Kit {
  switch (framework) {
    case 'htmlCss':
      return cssKit('htmlCss', 'html');
    case 'vue3':
      return cssKit('vue3', 'vue');
    case 'bootstrap':
      return bootstrapKit();
    case 'elementPlus':
      return elementPlusKit();
    case 'naiveUI':
      return naiveUiKit();
    case 'ionicTailwind':
      return ionicKit();
    case 'vueTailwind':
      return tailwindKit('vueTailwind', 'vue');
    case 'reactTailwind':
      return tailwindKit('reactTailwind', 'react');
    default:
      return tailwindKit('htmlTailwind', 'html');
  }
}
