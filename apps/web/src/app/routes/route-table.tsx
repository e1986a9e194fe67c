import { COMPANY_ADMIN_ROLES, PLATFORM_ADMIN_ROLES, type SiteVariant } from '@lizi/shared';
import { createElement } from 'react';
import { data, generatePath, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { AI_EDITOR_MODES, aiEditorMode } from '../../features/ai-editor';
import { ASSET_LIBRARY_TABS } from '../../features/asset-library';
import { EMPTY_SHOT_V14_TABS } from '../../features/empty-shot';
import { PROJECT_STEPS, projectStepInfo } from '../../features/project';
import { isToolsetPage, TOOLSET_PAGES, toolsetPageInfo } from '../../features/toolset';
import { WORK_KINDS, WORK_TYPES } from '../../features/works';
import { RootLayout } from '../layouts/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { guardRoute } from './route-guard';
import { type PageKey, pages } from './route-pages';
import type { FlatRoute, RouteContext, RouteDef, RouteMeta, RouteName } from './route-types';

/** Site groups of spec §2. */
const CREATOR_SITES = ['default', 'class'] as const satisfies readonly SiteVariant[];
const OPEN_SITE = ['open'] as const satisfies readonly SiteVariant[];
const SHOW_SITE = ['show'] as const satisfies readonly SiteVariant[];

/**
 * The four public paths of spec §2, plus the phone page of QR sign-in (it signs the person in by itself) and
 * the points rules linked from 制作栗明细; everything else needs a signed-in user.
 */
export const PUBLIC_PATHS = [
  '/LoginView',
  '/other/userAgreement',
  '/other/privacyPolicy',
  '/other/pointsRules',
  '/demo',
  '/m/qrConfirm',
] as const;

/**
 * Company admins (2, 3) use the enterprise back office for their own company; the platform super admin (1)
 * opens it for a chosen company (memberManage/{enterpriseId}, linked from 企业管理). docs/decisions.md.
 */
export const COMPANY_BACK_OFFICE_ROLES = [...COMPANY_ADMIN_ROLES, ...PLATFORM_ADMIN_ROLES] as const;

const platformAdminMeta = (title: string): RouteMeta => ({
  layout: 'default',
  title,
  allowedRoles: PLATFORM_ADMIN_ROLES,
  hideMenu: true,
  backButton: true,
  breadcrumb: [{ title: '平台后台', to: '/multiTenant/platformAdmin' }, { title }],
});

const companyAdminMeta = (title: string): RouteMeta => ({
  layout: 'default',
  title,
  allowedRoles: COMPANY_BACK_OFFICE_ROLES,
  hideMenu: true,
  backButton: true,
  breadcrumb: [{ title: '企业后台', to: '/multiTenant/companyAdmin' }, { title }],
});

const toolsetTitle = ({ params }: RouteContext) =>
  isToolsetPage(params.page) ? toolsetPageInfo[params.page].title : 'AI创作';

const aiEditorBreadcrumb = ({ search }: RouteContext) => [
  { title: 'AI编辑器', to: '/AiEditorHome' },
  { title: AI_EDITOR_MODES[aiEditorMode(search.get('mode'))] },
];

/**
 * The whole route list of spec §2 — paths, redirects, optional params, variants and meta — in one place.
 * Layouts, the guard, document titles, breadcrumbs and the tests all read it; nothing else declares a route.
 */
export const routeTable: readonly RouteDef<PageKey>[] = [
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      { path: 'dashboard', name: 'dashboard', page: 'dashboard', meta: { layout: 'default', title: '首页' } },
      {
        path: 'work',
        name: 'personalWorks',
        redirect: '/work/script/history',
        meta: { layout: 'default', title: '资产' },
        children: WORK_KINDS.map((kind) => ({
          path: `${kind.key}/:type?`,
          page: 'works',
          paramValues: { type: WORK_TYPES },
          meta: {
            layout: 'default',
            title: `资产 · ${kind.label}`,
            breadcrumb: [{ title: '资产', to: '/work' }, { title: kind.label }],
          },
        })),
      },
      {
        path: 'mangoLlm',
        variants: SHOW_SITE,
        page: 'mangoLlm',
        meta: { layout: 'fixedUserMenu', title: '芒果大模型' },
      },
      {
        path: 'exchange-center',
        page: 'exchangeCenter',
        meta: { layout: 'default', title: '兑换中心', breadcrumb: [{ title: '兑换中心' }] },
      },
      {
        path: 'projectProduction',
        name: 'projectProduction',
        page: 'projectProduction',
        meta: {
          layout: 'default',
          title: '团队协作',
          breadcrumb: [{ title: '专业影视制作' }, { title: '团队协作' }],
        },
      },
      {
        path: 'projectDetail/:step',
        page: 'projectDetail',
        paramValues: { step: PROJECT_STEPS },
        meta: {
          layout: 'blank',
          title: ({ params }) =>
            `项目制作 · ${projectStepInfo[params.step as keyof typeof projectStepInfo]?.title ?? ''}`,
        },
      },
      {
        path: 'set/toolSet/:page',
        page: 'toolSet',
        paramValues: { page: TOOLSET_PAGES },
        meta: { layout: 'blank', title: toolsetTitle },
      },
      {
        path: 'other/privacyPolicy',
        page: 'privacyPolicy',
        meta: { layout: 'blank', title: '隐私政策', public: true },
      },
      {
        path: 'other/userAgreement',
        page: 'userAgreement',
        meta: { layout: 'blank', title: '用户协议', public: true },
      },
      {
        path: 'other/pointsRules',
        page: 'pointsRules',
        meta: { layout: 'blank', title: '制作栗规则', public: true },
      },
      {
        path: 'multiTenant/platformAdmin',
        redirect: '/multiTenant/platformAdmin/companyManage',
        meta: platformAdminMeta('企业管理'),
        children: [
          {
            path: 'companyManage',
            name: 'companyManage',
            page: 'companyManage',
            meta: platformAdminMeta('企业管理'),
          },
          {
            path: 'providerManage',
            page: 'providerManage',
            meta: platformAdminMeta('模型服务'),
          },
        ],
      },
      {
        path: 'multiTenant/companyAdmin',
        redirect: '/multiTenant/companyAdmin/memberManage',
        meta: companyAdminMeta('成员管理'),
        children: [
          {
            path: 'memberManage/:enterpriseId?',
            name: 'memberManage',
            page: 'memberManage',
            meta: companyAdminMeta('成员管理'),
          },
          {
            path: 'projectManage/:enterpriseId?',
            page: 'projectManage',
            meta: companyAdminMeta('项目管理'),
          },
          {
            path: 'pointsManage/:enterpriseId?',
            page: 'pointsManage',
            meta: companyAdminMeta('制作栗'),
          },
        ],
      },

      // Default and class sites only.
      {
        path: 'flow',
        variants: CREATOR_SITES,
        page: 'flow',
        meta: { layout: 'default', title: '创作流程', breadcrumb: [{ title: '创作流程' }] },
      },
      {
        path: 'script',
        variants: CREATOR_SITES,
        page: 'script',
        meta: { layout: 'default', title: '剧本创作', breadcrumb: [{ title: '剧本创作' }] },
      },
      {
        path: 'narration',
        variants: CREATOR_SITES,
        page: 'narration',
        meta: {
          layout: 'default',
          title: '编辑旁白',
          hideMenu: true,
          backButton: true,
          breadcrumb: [{ title: '编辑旁白' }],
        },
      },
      {
        path: 'media',
        variants: CREATOR_SITES,
        page: 'media',
        meta: { layout: 'default', title: '视频合成', backButton: true, breadcrumb: [{ title: '视频合成' }] },
      },
      {
        path: 'shortStudio',
        variants: CREATOR_SITES,
        page: 'shortStudio',
        meta: { layout: 'default', title: '短剧工作室', breadcrumb: [{ title: '短剧工作室' }] },
      },
      {
        path: 'assetLibrary',
        variants: CREATOR_SITES,
        redirect: '/assetLibrary/character',
        meta: { layout: 'default', title: '资产库' },
        children: ASSET_LIBRARY_TABS.map((tab) => ({
          path: tab.key,
          page: 'assetLibrary',
          meta: {
            layout: 'default',
            title: `资产库 · ${tab.label}`,
            breadcrumb: [{ title: '资产库', to: '/assetLibrary' }, { title: tab.label }],
          },
        })),
      },
      {
        path: 'AiEditor',
        variants: CREATOR_SITES,
        page: 'aiEditor',
        meta: {
          layout: 'default',
          title: ({ search }) => `AI编辑器 · ${AI_EDITOR_MODES[aiEditorMode(search.get('mode'))]}`,
          breadcrumb: aiEditorBreadcrumb,
        },
      },
      {
        path: 'AiEditorHome',
        variants: CREATOR_SITES,
        page: 'aiEditorHome',
        meta: { layout: 'default', title: 'AI编辑器', breadcrumb: [{ title: 'AI编辑器' }] },
      },

      // Open site only.
      {
        path: 'emptyShotV1_4',
        variants: OPEN_SITE,
        redirect: '/emptyShotV1_4/emptyShotView',
        meta: { layout: 'default', title: 'AI空镜' },
        children: EMPTY_SHOT_V14_TABS.map((tab) => ({
          path: tab.key,
          page: 'emptyShotV14',
          meta: {
            layout: 'default',
            title: `AI空镜 · ${tab.label}`,
            breadcrumb: [{ title: 'AI空镜', to: '/emptyShotV1_4' }, { title: tab.label }],
          },
        })),
      },
    ],
  },
  { path: '/LoginView', page: 'login', meta: { layout: 'blank', title: '登录', public: true } },
  { path: '/demo', page: 'demo', meta: { layout: 'blank', title: '组件示例', public: true } },
  // The page the QR of 扫码登录 opens on a phone: sign in there if needed, then confirm the desktop sign-in.
  { path: '/m/qrConfirm', page: 'qrConfirm', meta: { layout: 'blank', title: '扫码登录确认', public: true } },
  // Unknown paths, and variant-only paths on the other variants, land here.
  { path: '*', page: 'notFound', meta: { layout: 'blank', title: '页面不存在' } },
];

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function existsOn(def: RouteDef, variant: SiteVariant): boolean {
  return !def.variants || def.variants.includes(variant);
}

/** The table as absolute paths for one variant, parents before children. */
export function flattenRoutes(variant: SiteVariant, table: readonly RouteDef[] = routeTable): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (defs: readonly RouteDef[], parent: string) => {
    for (const def of defs) {
      if (!existsOn(def, variant)) continue;
      const path = joinPath(parent, def.path);
      out.push({
        path,
        name: def.name,
        redirect: def.redirect,
        meta: def.meta,
        page: def.page,
        paramValues: def.paramValues,
      });
      if (def.children) walk(def.children, path);
    }
  };
  walk(table, '/');
  return out;
}

/** Link to a named route, e.g. pathFor('memberManage', { enterpriseId: '12' }). */
export function pathFor(name: RouteName, params: Record<string, string | undefined> = {}): string {
  const route = flattenRoutes('default').find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return generatePath(route.path, params);
}

function assertParams(def: RouteDef, params: LoaderFunctionArgs['params']): void {
  for (const [key, allowed] of Object.entries(def.paramValues ?? {})) {
    const value = params[key];
    if (value !== undefined && !allowed.includes(value)) {
      throw data('页面不存在', { status: 404 });
    }
  }
}

function toRouteObjects(def: RouteDef<PageKey>, variant: SiteVariant): RouteObject[] {
  if (!existsOn(def, variant)) return [];
  const children = (def.children ?? []).flatMap((child) => toRouteObjects(child, variant));
  const target = def.redirect;
  const route: RouteObject = {
    path: def.path,
    id: def.name,
    handle: { meta: def.meta, name: def.name },
  };
  if (def.page) {
    const page = pages[def.page];
    route.element = createElement(page.Component);
    // Runs before the screen renders: 404 for params outside their set, the access guard, and the chunk
    // download, so the data router's navigation state (the progress bar) covers all three.
    route.loader = async (args) => {
      assertParams(def, args.params);
      if (def.meta) await guardRoute(def.meta, new URL(args.request.url));
      await page.preload();
      return null;
    };
  }
  if (target && children.length > 0) {
    // element: null — the loader always redirects, so nothing renders; it only tells the router that is intended.
    route.children = [{ index: true, loader: () => redirect(target), element: null }, ...children];
  } else if (target) {
    route.loader = () => redirect(target);
    route.element = null;
  } else if (children.length > 0) {
    route.children = children;
  }
  return [route];
}

/** React-router routes for one site variant; routes of other variants do not exist here (→ 404 page). */
export function buildRoutes(variant: SiteVariant): RouteObject[] {
  return [
    {
      id: 'root',
      element: createElement(RootLayout),
      errorElement: createElement(RouteErrorPage),
      hydrateFallbackElement: createElement(PageSpinner, { fullscreen: true }),
      children: routeTable.flatMap((def) => toRouteObjects(def, variant)),
    },
  ];
}
