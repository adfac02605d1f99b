import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRoutes } from './router';

export { createQueryClient } from './providers';
export { startQueries } from './start-queries';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <AppRoutes />
    </Providers>
  );
}
