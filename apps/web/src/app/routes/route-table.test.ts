import {
  COMPANY_ADMIN_ROLES,
  PLATFORM_ADMIN_ROLES,
  RoleId,
  SITE_VARIANTS,
  type SiteVariant,
} from '@lizi/shared';
import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../../features/session';
import { evaluateAccess } from './route-guard';
import { buildRoutes, flattenRoutes, PUBLIC_PATHS, pathFor, routeTable } from './route-table';

/** Spec §2, written out by hand so a change to the table has to be a deliberate change here too. */
const ALL_VARIANTS_PATHS = [
  '/',
  '/dashboard',
  '/work',
  '/work/script/:type?',
  '/work/video/:type?',
  '/work/audio/:type?',
  '/work/image/:type?',
  '/work/emptyShot/:type?',
  '/exchange-center',
  '/projectProduction',
  '/projectDetail/:step',
  '/set/toolSet/:page',
  '/other/privacyPolicy',
  '/other/userAgreement',
  '/other/pointsRules',
  '/multiTenant/platformAdmin',
  '/multiTenant/platformAdmin/companyManage',
  '/multiTenant/platformAdmin/providerManage',
  '/multiTenant/companyAdmin',
  '/multiTenant/companyAdmin/memberManage/:enterpriseId?',
  '/multiTenant/companyAdmin/projectManage/:enterpriseId?',
  '/multiTenant/companyAdmin/pointsManage/:enterpriseId?',
  '/LoginView',
  '/demo',
  '/m/qrConfirm',
  '/*',
];

const CREATOR_ONLY_PATHS = [
  '/flow',
  '/script',
  '/narration',
  '/media',
  '/shortStudio',
  '/assetLibrary',
  '/assetLibrary/character',
  '/assetLibrary/emptyShot',
  '/assetLibrary/scene',
  '/AiEditor',
  '/AiEditorHome',
];

const OPEN_ONLY_PATHS = ['/emptyShotV1_4', '/emptyShotV1_4/emptyShotView', '/emptyShotV1_4/emptyShotCustom'];

const SHOW_ONLY_PATHS = ['/mangoLlm'];

const expectedPaths: Record<SiteVariant, string[]> = {
  default: [...ALL_VARIANTS_PATHS, ...CREATOR_ONLY_PATHS],
  class: [...ALL_VARIANTS_PATHS, ...CREATOR_ONLY_PATHS],
  open: [...ALL_VARIANTS_PATHS, ...OPEN_ONLY_PATHS],
  show: [...ALL_VARIANTS_PATHS, ...SHOW_ONLY_PATHS],
};

const paths = (variant: SiteVariant) => flattenRoutes(variant).map((route) => route.path);
const route = (variant: SiteVariant, path: string) => flattenRoutes(variant).find((r) => r.path === path);

describe('route table', () => {
  it.each(SITE_VARIANTS)('has exactly the spec paths on the %s site', (variant) => {
    expect([...paths(variant)].sort()).toEqual([...expectedPaths[variant]].sort());
  });

  it('declares no path twice', () => {
    for (const variant of SITE_VARIANTS) {
      const list = paths(variant);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it.each([
    ['/', '/dashboard'],
    ['/work', '/work/script/history'],
    ['/multiTenant/platformAdmin', '/multiTenant/platformAdmin/companyManage'],
    ['/multiTenant/companyAdmin', '/multiTenant/companyAdmin/memberManage'],
  ])('redirects %s → %s on every site', (from, to) => {
    for (const variant of SITE_VARIANTS) expect(route(variant, from)?.redirect).toBe(to);
  });

  it('redirects the variant-only parents', () => {
    expect(route('default', '/assetLibrary')?.redirect).toBe('/assetLibrary/character');
    expect(route('class', '/assetLibrary')?.redirect).toBe('/assetLibrary/character');
    expect(route('open', '/emptyShotV1_4')?.redirect).toBe('/emptyShotV1_4/emptyShotView');
  });

  it('marks exactly the four public paths of the spec, the QR confirm page and the points rules public', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([
      '/LoginView',
      '/demo',
      '/m/qrConfirm',
      '/other/pointsRules',
      '/other/privacyPolicy',
      '/other/userAgreement',
    ]);
    for (const variant of SITE_VARIANTS) {
      const publicPaths = flattenRoutes(variant)
        .filter((r) => r.meta?.public)
        .map((r) => r.path);
      expect(publicPaths.sort()).toEqual([...PUBLIC_PATHS].sort());
    }
  });

  it('restricts every route under /multiTenant to the admin role lists', () => {
    for (const variant of SITE_VARIANTS) {
      const tenantRoutes = flattenRoutes(variant).filter((r) => r.path.startsWith('/multiTenant'));
      expect(tenantRoutes.length).toBe(7);
      for (const r of tenantRoutes) {
        expect(r.meta?.allowedRoles, r.path).toBeDefined();
        // The platform admin opens a company's back office from 企业管理 (memberManage/{enterpriseId}).
        const expected = r.path.startsWith('/multiTenant/platformAdmin')
          ? PLATFORM_ADMIN_ROLES
          : [...COMPANY_ADMIN_ROLES, ...PLATFORM_ADMIN_ROLES];
        expect(r.meta?.allowedRoles, r.path).toEqual(expected);
      }
    }
  });

  it('gives every page a layout and a title', () => {
    for (const r of flattenRoutes('default').filter((x) => x.page)) {
      expect(r.meta?.layout, r.path).toMatch(/^(blank|fixedUserMenu|default)$/);
      expect(r.meta?.title, r.path).toBeTruthy();
    }
  });

  it('uses the layout modes the spec gives', () => {
    const layout = (variant: SiteVariant, path: string) => route(variant, path)?.meta?.layout;
    for (const path of [
      '/projectDetail/:step',
      '/set/toolSet/:page',
      '/other/privacyPolicy',
      '/LoginView',
      '/demo',
      '/m/qrConfirm',
    ]) {
      expect(layout('default', path), path).toBe('blank');
    }
    expect(layout('show', '/mangoLlm')).toBe('fixedUserMenu');
    expect(layout('default', '/dashboard')).toBe('default');
    const narration = route('default', '/narration')?.meta;
    expect(narration).toMatchObject({
      hideMenu: true,
      backButton: true,
      breadcrumb: [{ title: '编辑旁白' }],
    });
    expect(route('default', '/media')?.meta).toMatchObject({
      backButton: true,
      breadcrumb: [{ title: '视频合成' }],
    });
  });

  it('resolves the AiEditor breadcrumb from the mode query', () => {
    const breadcrumb = route('default', '/AiEditor')?.meta?.breadcrumb;
    expect(typeof breadcrumb).toBe('function');
    if (typeof breadcrumb !== 'function') return;
    const titles = (mode: string) =>
      breadcrumb({ params: {}, search: new URLSearchParams(mode ? { mode } : {}) }).map((b) => b.title);
    expect(titles('face')).toEqual(['AI编辑器', '角色换脸']);
    expect(titles('repaint')).toEqual(['AI编辑器', '局部重绘']);
    expect(titles('')).toEqual(['AI编辑器', '局部重绘']);
  });

  it('keeps the accepted param values of spec §2', () => {
    expect(route('default', '/set/toolSet/:page')?.paramValues?.page).toEqual([
      'aiScript',
      'aiStoryboard',
      'aiStoryboardVideo',
      'aiAudio',
      'aiToolbox',
    ]);
    expect(route('default', '/projectDetail/:step')?.paramValues?.step).toEqual([
      'create',
      'art',
      'artImage',
      'storyboard',
    ]);
    expect(route('default', '/work/video/:type?')?.paramValues?.type).toEqual(['history', 'favorite']);
  });

  it('names the spec routes', () => {
    expect(pathFor('dashboard')).toBe('/dashboard');
    expect(pathFor('personalWorks')).toBe('/work');
    expect(pathFor('projectProduction')).toBe('/projectProduction');
    expect(pathFor('companyManage')).toBe('/multiTenant/platformAdmin/companyManage');
    expect(pathFor('memberManage')).toBe('/multiTenant/companyAdmin/memberManage');
    expect(pathFor('memberManage', { enterpriseId: '42' })).toBe('/multiTenant/companyAdmin/memberManage/42');
  });

  it('builds react-router routes without the other variants’ screens', () => {
    const topLevel = (variant: SiteVariant) => {
      const [root] = buildRoutes(variant);
      const slash = root?.children?.find((r) => r.path === '/');
      return (slash?.children ?? []).map((r) => r.path);
    };
    expect(topLevel('default')).toContain('flow');
    expect(topLevel('open')).not.toContain('flow');
    expect(topLevel('open')).toContain('emptyShotV1_4');
    expect(topLevel('default')).not.toContain('emptyShotV1_4');
    expect(topLevel('show')).toContain('mangoLlm');
    expect(topLevel('class')).not.toContain('mangoLlm');
    const [root] = buildRoutes('default');
    expect(root?.children?.at(-1)?.path).toBe('*');
  });

  it('keeps the table itself variant-agnostic (one table for all sites)', () => {
    expect(routeTable.length).toBeGreaterThan(0);
  });
});

describe('evaluateAccess', () => {
  const user = (roleId: (typeof RoleId)[keyof typeof RoleId]) => makeSessionUser({ roleId });

  it('lets anyone through a public route', () => {
    expect(evaluateAccess({ public: true }, null)).toBe('allow');
  });

  it('needs a user elsewhere', () => {
    expect(evaluateAccess({}, null)).toBe('unauthenticated');
    expect(evaluateAccess({}, user(RoleId.USER))).toBe('allow');
  });

  it('checks the role list', () => {
    expect(evaluateAccess({ allowedRoles: PLATFORM_ADMIN_ROLES }, user(RoleId.PLATFORM_SUPER_ADMIN))).toBe(
      'allow',
    );
    expect(evaluateAccess({ allowedRoles: PLATFORM_ADMIN_ROLES }, user(RoleId.COMPANY_ADMIN))).toBe(
      'forbidden',
    );
    expect(evaluateAccess({ allowedRoles: COMPANY_ADMIN_ROLES }, user(RoleId.COMPANY_SUPER_ADMIN))).toBe(
      'allow',
    );
    expect(evaluateAccess({ allowedRoles: COMPANY_ADMIN_ROLES }, user(RoleId.USER))).toBe('forbidden');
  });
});
