export { fetchUserInfo, userInfoQueryKey, useUserInfoQuery } from './api/user-info.api';
export {
  clearLocalSession,
  endServerSession,
  type LogoutOptions,
  type LogoutResult,
  logout,
} from './logout';
export { makeSessionUser } from './session.fixtures';
export type { SessionEnterprise, SessionUser } from './session.types';
export { onSessionCleared } from './session-events';
export { handleSessionInvalid, registerSessionErrorHooks } from './session-invalid';
export { selectIsAuthenticated, selectUser, useSessionStore } from './stores/session.store';
