import { ErrorCode } from '@lizi/shared';
import { onApiErrorCode } from '../../lib/api-client';
import { currentPath, LOGIN_PATH, loginPathWithRedirect, navigateTo } from '../../lib/navigation';
import { clearLocalSession } from './logout';

/**
 * 400404 (spec §8): the session is gone. Sign out locally — no unified-login redirect — and send the user to
 * the login page with the way back, unless the login page is already showing.
 */
export function handleSessionInvalid(path: string = currentPath()): void {
  clearLocalSession();
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === LOGIN_PATH) return;
  navigateTo(loginPathWithRedirect(path), { replace: true });
}

export function registerSessionErrorHooks(): () => void {
  return onApiErrorCode(ErrorCode.SESSION_INVALID, () => handleSessionInvalid());
}
