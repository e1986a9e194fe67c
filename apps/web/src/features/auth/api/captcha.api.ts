/**
 * Image captcha for account login. The spec's call list does not name it; we serve it at
 * GET /api/v1/user/captcha as an image bound to the session cookie, so the <img> tag can load it directly.
 * The timestamp busts the browser cache on every refresh.
 */
export function captchaImageUrl(now: number = Date.now()): string {
  return `/api/v1/user/captcha?t=${now}`;
}
