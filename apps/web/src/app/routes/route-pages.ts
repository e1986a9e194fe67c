import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import NotFoundPage from '../pages/NotFoundPage';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Same promise React.lazy awaits; route loaders call it so navigation waits for the chunk (progress bar). */
  preload: () => Promise<PageModule>;
}

function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | undefined;
  const preload = () => {
    // A failed chunk request (network blip, new deploy) must be retried next time, not cached forever.
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(preload), preload };
}

/** Every screen of the app, each in its own chunk. */
export const pages = {
  dashboard: lazyPage(() => import('../../features/dashboard/pages/DashboardPage')),
  works: lazyPage(() => import('../../features/works/pages/WorksPage')),
  mangoLlm: lazyPage(() => import('../../features/mango-llm/pages/MangoLlmPage')),
  exchangeCenter: lazyPage(() => import('../../features/exchange-center/pages/ExchangeCenterPage')),
  projectProduction: lazyPage(() => import('../../features/project/pages/ProjectProductionPage')),
  projectDetail: lazyPage(() => import('../../features/project/pages/ProjectDetailPage')),
  toolSet: lazyPage(() => import('../../features/toolset/pages/ToolSetPage')),
  privacyPolicy: lazyPage(() => import('../../features/legal/pages/PrivacyPolicyPage')),
  userAgreement: lazyPage(() => import('../../features/legal/pages/UserAgreementPage')),
  pointsRules: lazyPage(() => import('../../features/points/pages/PointsRulesPage')),
  pointsManage: lazyPage(() => import('../../features/multi-tenant/pages/PointsManagePage')),
  companyManage: lazyPage(() => import('../../features/multi-tenant/pages/CompanyManagePage')),
  providerManage: lazyPage(() => import('../../features/providers-admin/pages/ProviderManagePage')),
  memberManage: lazyPage(() => import('../../features/multi-tenant/pages/MemberManagePage')),
  projectManage: lazyPage(() => import('../../features/multi-tenant/pages/ProjectManagePage')),
  flow: lazyPage(() => import('../../features/creation/pages/FlowPage')),
  script: lazyPage(() => import('../../features/creation/pages/ScriptPage')),
  narration: lazyPage(() => import('../../features/cut/pages/NarrationPage')),
  media: lazyPage(() => import('../../features/cut/pages/MediaPage')),
  shortStudio: lazyPage(() => import('../../features/cut/pages/ShortStudioPage')),
  assetLibrary: lazyPage(() => import('../../features/asset-library/pages/AssetLibraryPage')),
  aiEditor: lazyPage(() => import('../../features/ai-editor/pages/AiEditorPage')),
  aiEditorHome: lazyPage(() => import('../../features/ai-editor/pages/AiEditorHomePage')),
  emptyShotV14: lazyPage(() => import('../../features/empty-shot/pages/EmptyShotV14Page')),
  login: lazyPage(() => import('../../features/auth/pages/LoginPage')),
  qrConfirm: lazyPage(() => import('../../features/auth/pages/QrConfirmPage')),
  demo: lazyPage(() => import('../../features/demo/pages/DemoPage')),
  // Already in the main bundle (the error boundary shows it), so no chunk of its own.
  notFound: lazyPage(() => Promise.resolve({ default: NotFoundPage })),
} satisfies Record<string, LazyPage>;

export type PageKey = keyof typeof pages;
