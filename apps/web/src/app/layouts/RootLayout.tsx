import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { AccountDialogs, ProjectApplyDialog } from '../../features/account';
import { PointsDialogs, usePointsInit } from '../../features/points';
import { appConfig } from '../../lib/app-config';
import { beginProgress, endProgress } from '../../lib/progress';
import { useCurrentRoute } from '../routes/use-route-meta';
import { useAppStore } from '../stores/app.store';
import { BlankLayout } from './BlankLayout';
import { DefaultLayout } from './DefaultLayout';
import { FixedUserMenuLayout } from './FixedUserMenuLayout';

/** Progress bar for the whole navigation: guard, params check and page chunk all run in route loaders. */
function useNavigationProgress(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    beginProgress();
    return endProgress;
  }, [busy]);
}

/** Picks the layout the matched route's meta asks for (spec §2 layout modes). */
export function RootLayout() {
  useNavigationProgress();
  const { meta, title } = useCurrentRoute();
  const { pathname } = useLocation();
  // Spec §4: the event stream, and the open site's balance + cost setting on init.
  usePointsInit(pathname, appConfig.siteVariant === 'open');

  useEffect(() => {
    document.title = title ? `${title} - ${appConfig.appName}` : appConfig.appName;
  }, [title]);

  const view = (
    <Suspense fallback={<PageSpinner fullscreen={meta?.layout !== 'default'} />}>
      <Outlet />
    </Suspense>
  );

  let page: ReactNode;
  switch (meta?.layout) {
    case 'fixedUserMenu':
      page = <FixedUserMenuLayout>{view}</FixedUserMenuLayout>;
      break;
    case 'default':
      page = <DefaultLayout meta={meta}>{view}</DefaultLayout>;
      break;
    default:
      page = <BlankLayout>{view}</BlankLayout>;
  }
  return (
    <>
      {page}
      <GlobalDialogs />
    </>
  );
}

/**
 * Dialogs any screen may need: spec §4 bind phone / change company, the project-permission form, and the
 * points dialogs (制作栗明细, 申请制作栗).
 */
function GlobalDialogs() {
  const projectApplyOpen = useAppStore((s) => s.projectAuthApplyOpen);
  const setProjectApplyOpen = useAppStore((s) => s.setProjectAuthApplyOpen);
  const pointsApplyOpen = useAppStore((s) => s.pointsApplyOpen);
  const setPointsApplyOpen = useAppStore((s) => s.setPointsApplyOpen);
  return (
    <>
      <AccountDialogs />
      <ProjectApplyDialog open={projectApplyOpen} onClose={() => setProjectApplyOpen(false)} />
      <PointsDialogs applyOpen={pointsApplyOpen} setApplyOpen={setPointsApplyOpen} />
    </>
  );
}
