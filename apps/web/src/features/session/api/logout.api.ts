import { apiPost } from '../../../lib/api-client';

/** POST /v1/user/logout: revokes the session row and clears the cookie. Never triggers the 400404 hook. */
export function postLogout(): Promise<null> {
  return apiPost<null>('/v1/user/logout', undefined, { skipErrorHooks: true });
}
