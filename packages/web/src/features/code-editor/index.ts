import { lazy } from 'react';

/** The code pane (and Monaco behind it), fetched once there is a page to show: never by the landing. */
export const CodePane = lazy(() => import('./code-pane').then((m) => ({ default: m.CodePane })));
