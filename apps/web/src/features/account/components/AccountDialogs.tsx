import { useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../lib/navigation';
import { type SessionUser, useSessionStore } from '../../session';
import { BindPhoneDialog } from './BindPhoneDialog';
import { ChangeCompanyDialog } from './ChangeCompanyDialog';

/** The sign-in screens: /LoginView and the phone's QR confirm page. */
export function isSignInScreen(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith('/m/');
}

export type AccountDialog = 'bindPhone' | 'changeCompany' | null;

/**
 * Spec §4: bind phone first (a phone is missing), else change company (company deleted or not approved),
 * never on the login screen.
 */
export function accountDialogFor(user: SessionUser | null, pathname: string): AccountDialog {
  if (!user?.isAuthenticated || isSignInScreen(pathname)) return null;
  if (user.needBindPhone) return 'bindPhone';
  if (user.isDeletedEnterprise || user.isUnApproved) return 'changeCompany';
  return null;
}

/** Mounted once by the root layout: the blocking account dialogs of spec §4. */
export function AccountDialogs() {
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();
  const dialog = accountDialogFor(user, pathname);
  if (dialog === 'bindPhone') return <BindPhoneDialog />;
  if (dialog === 'changeCompany' && user) return <ChangeCompanyDialog user={user} />;
  return null;
}
