import { type AppConfig, appConfig } from './app-config';

type UlpConfig = Pick<AppConfig, 'ulpBaseUrl' | 'ulpAppKey'>;

/**
 * The unified login service (spec §7). With ULP_BASE_URL unset (the default) it is built into our own server
 * under /api, on this origin; otherwise its paths live under `{ulpBaseUrl}/api`.
 */
export function ulpUrl(path: string, config: UlpConfig = appConfig): string {
  return `${config.ulpBaseUrl.replace(/\/$/, '')}/api${path}`;
}

/**
 * Where the unified login sends the browser back to. Our own service takes a path; an external one needs the
 * absolute URL of this site.
 */
export function ulpReturnUrl(path: string, config: UlpConfig = appConfig, origin = currentOrigin()): string {
  return config.ulpBaseUrl ? `${origin}${path}` : path;
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Step two of the account sign-in: the browser goes to /auth, which sets the cookie and redirects on. */
export function ulpAuthUrl(token: string, redirectPath: string, config: UlpConfig = appConfig): string {
  const query = new URLSearchParams({ ulp_token: token, redirect_url: ulpReturnUrl(redirectPath, config) });
  return `${ulpUrl('/ulp/auth', config)}?${query}`;
}

/** Spec §7 logout redirect: /logout with app_key, use_ulp_login and redirect_url. */
export function ulpLogoutUrl(redirectPath: string, config: UlpConfig = appConfig): string {
  const query = new URLSearchParams({
    app_key: config.ulpAppKey,
    use_ulp_login: '1',
    redirect_url: ulpReturnUrl(redirectPath, config),
  });
  return `${ulpUrl('/ulp/logout', config)}?${query}`;
}
