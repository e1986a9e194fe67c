import type { SiteVariant } from '@lizi/shared';
import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { buildRoutes } from './routes/route-table';

export function createAppRouter(variant: SiteVariant) {
  const router = createBrowserRouter(buildRoutes(variant));
  // Lets non-React code (API error hooks, logout) navigate without a full page load.
  setNavigator((to, options) => {
    void router.navigate(to, { replace: options?.replace });
  });
  return router;
}
