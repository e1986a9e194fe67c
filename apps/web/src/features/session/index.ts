export { clearLocalSession, type LogoutOptions, logout } from './logout';
export type { SessionEnterprise, SessionUser } from './session.types';
export { handleSessionInvalid, registerSessionErrorHooks } from './session-invalid';
export { selectIsAuthenticated, selectUser, useSessionStore } from './stores/session.store';
