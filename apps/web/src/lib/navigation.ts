/**
 * Navigation for code that runs outside React (API error hooks, logout). The app registers the data router's
 * navigate once it exists; before that, or in tests, a full page load does the job.
 */
export type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Path + query + hash of the current page, the value `redirect` queries carry. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

export const LOGIN_PATH = '/LoginView';

/** /LoginView?redirect=<encoded path>; the login page only follows same-site paths (see safeRedirect). */
export function loginPathWithRedirect(redirect: string = currentPath()): string {
  if (!redirect || redirect === '/' || redirect.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/** Only an in-app absolute path may be followed after login; anything else (//evil.com, https://…) is dropped. */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith(LOGIN_PATH)) return fallback;
  return value;
}
