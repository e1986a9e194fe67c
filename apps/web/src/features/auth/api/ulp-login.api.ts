import { apiGet } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { ulpReturnUrl } from '../../../lib/ulp';
import { ulpClient } from './ulp-client';

export interface UlpLoginInput {
  cipherId: string;
  /** sealPayload({ username, password, code }) */
  loginData: string;
  /** In-app path to land on after /auth. */
  redirectPath: string;
}

/**
 * GET /v2/user/login (spec §7): exchanges the sealed credentials for a one-time token that /auth turns into
 * the session cookie. Missing fields are answered with the spec §5 messages.
 */
export function ulpLogin({ cipherId, loginData, redirectPath }: UlpLoginInput): Promise<{ token: string }> {
  return apiGet<{ token: string }>(
    '/v2/user/login',
    {
      skipErrorHooks: true,
      params: {
        app_key: appConfig.ulpAppKey,
        cipher_id: cipherId,
        login_data: loginData,
        redirect_url: ulpReturnUrl(redirectPath),
      },
    },
    ulpClient,
  );
}
