import type { RoleIdValue, SiteVariant } from '@lizi/shared';
import type { Params } from 'react-router';

/** Spec §2 layout modes: only the view / view + floating user cluster / header + optional left menu. */
export type LayoutMode = 'blank' | 'fixedUserMenu' | 'default';

/** Named routes of spec §2; other code links to them through `pathFor`. */
export type RouteName =
  | 'dashboard'
  | 'personalWorks'
  | 'projectProduction'
  | 'memberManage'
  | 'companyManage';

export interface RouteContext {
  params: Readonly<Params>;
  search: URLSearchParams;
}

export interface BreadcrumbItem {
  title: string;
  /** Absent on the current (last) item. */
  to?: string;
}

/** Most meta is static; a few screens name themselves from their params or query (AiEditor `mode`). */
export type Resolvable<T> = T | ((ctx: RouteContext) => T);

export interface RouteMeta {
  layout: LayoutMode;
  title: Resolvable<string>;
  /** Reachable without signing in (spec §2: exactly /LoginView, /other/userAgreement, /other/privacyPolicy, /demo). */
  public?: boolean;
  /** Role ids allowed on the route; anyone else is logged out and sent to /LoginView (spec §4). */
  allowedRoles?: readonly RoleIdValue[];
  breadcrumb?: Resolvable<readonly BreadcrumbItem[]>;
  /** Default layout only: hide the left menu. */
  hideMenu?: boolean;
  /** Default layout only: show a back button in the header. */
  backButton?: boolean;
  /** Where the back button goes when there is no in-app history (a tab opened directly). */
  backTo?: string;
}

export interface RouteDef<PageKey extends string = string> {
  /** Relative to the parent, react-router syntax (`:type?` optional). */
  path: string;
  name?: RouteName;
  /** Variants the route (and its children) exists on; absent = every variant. */
  variants?: readonly SiteVariant[];
  /** Absolute target. On a route with children it applies to the bare parent path only. */
  redirect?: string;
  meta?: RouteMeta;
  page?: PageKey;
  /** Accepted values per path param; any other value renders the 404 page. */
  paramValues?: Readonly<Record<string, readonly string[]>>;
  children?: readonly RouteDef<PageKey>[];
}

/** One route of the table with its absolute path and the meta it inherits, for guards, menus and tests. */
export interface FlatRoute {
  path: string;
  name?: RouteName;
  redirect?: string;
  meta?: RouteMeta;
  page?: string;
  paramValues?: Readonly<Record<string, readonly string[]>>;
}

export function resolveMeta<T>(value: Resolvable<T>, ctx: RouteContext): T {
  return typeof value === 'function' ? (value as (ctx: RouteContext) => T)(ctx) : value;
}
