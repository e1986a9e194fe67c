import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionUser } from '../../session';

export interface SettingsUpdate {
  realname?: string;
  /** An image URL (http(s) or same-site path), or null for the default avatar. */
  avatar?: string | null;
}

/** POST /v1/user/settings/update: real name and avatar; answers with the refreshed user info. */
export function updateSettings(body: SettingsUpdate): Promise<SessionUser> {
  return apiPost<SessionUser>('/v1/user/settings/update', body);
}

export function useUpdateSettings() {
  return useMutation({ mutationFn: updateSettings });
}
