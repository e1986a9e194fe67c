/** Where the app lands after sign-in when no (acceptable) redirect was given. */
export const DEFAULT_LANDING = '/dashboard';

/**
 * Accepts a same-site path ("/work/…") or an absolute URL on the requesting host; anything else falls back to
 * the dashboard, so sign-in can never be used to bounce a user to a foreign site.
 */
export function safeRedirect(raw: string | undefined, host: string): string {
  if (!raw) return DEFAULT_LANDING;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === host) {
      return `${url.pathname}${url.search}${url.hash}`;
    }
  } catch {
    // not a URL
  }
  return DEFAULT_LANDING;
}
