import { useMemo } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import type { BreadcrumbItem, RouteContext, RouteMeta, RouteName } from './route-types';
import { resolveMeta } from './route-types';

interface RouteHandle {
  meta?: RouteMeta;
  name?: RouteName;
}

export interface CurrentRoute {
  meta: RouteMeta | undefined;
  title: string;
  breadcrumb: readonly BreadcrumbItem[];
  ctx: RouteContext;
}

/** Meta of the deepest matched route, with title and breadcrumb resolved against params and query. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  const params = useParams();
  const { search } = useLocation();
  return useMemo(() => {
    const meta = [...matches]
      .reverse()
      .map((m) => (m.handle as RouteHandle | undefined)?.meta)
      .find(Boolean);
    const ctx: RouteContext = { params, search: new URLSearchParams(search) };
    return {
      meta,
      title: meta ? resolveMeta(meta.title, ctx) : '',
      breadcrumb: meta?.breadcrumb ? resolveMeta(meta.breadcrumb, ctx) : [],
      ctx,
    };
  }, [matches, params, search]);
}
