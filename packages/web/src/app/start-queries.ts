import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQuery } from '../features/auth';
import { starterTemplatesQuery } from '../features/generator';
import { modelsQuery } from '../features/models';

/**
 * Requests the data every visitor's first screen shows (the server's settings, the models, the
 * starter templates) before the first render. The requests run while the app starts, and the
 * components find them under way or answered when they mount: otherwise each would start its own
 * request as it mounts, and its state changing then re-renders it at once, in the same long task.
 */
export function startQueries(queryClient: QueryClient): void {
  // A failed request is the component's to show (it retries as before); nothing to do here.
  void queryClient.prefetchQuery(publicConfigQuery);
  void queryClient.prefetchQuery(modelsQuery);
  void queryClient.prefetchQuery(starterTemplatesQuery);
}
