import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { appConfig } from '../../lib/app-config';
import { beginProgress, endProgress } from '../../lib/progress';
import { useCurrentRoute } from '../routes/use-route-meta';
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

  useEffect(() => {
    document.title = title ? `${title} - ${appConfig.appName}` : appConfig.appName;
  }, [title]);

  const view = (
    <Suspense fallback={<PageSpinner fullscreen={meta?.layout !== 'default'} />}>
      <Outlet />
    </Suspense>
  );

  switch (meta?.layout) {
    case 'fixedUserMenu':
      return <FixedUserMenuLayout>{view}</FixedUserMenuLayout>;
    case 'default':
      return <DefaultLayout meta={meta}>{view}</DefaultLayout>;
    default:
      return <BlankLayout>{view}</BlankLayout>;
  }
}
