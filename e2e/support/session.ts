import { constants, publicEncrypt } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/** The captcha answer the e2e server is started with (CAPTCHA_TEST_ANSWER, honoured only with NODE_ENV=test). */
export const E2E_CAPTCHA = 'e2e7';
export const DEMO_PASSWORD = 'Lizi@2026';
const APP_KEY = 'lizi-web-test';

function seal(publicKeyPem: string, payload: object): string {
  const plain = Buffer.from(JSON.stringify(payload));
  const chunk = 256 - 2 * 32 - 2;
  const blocks: Buffer[] = [];
  for (let i = 0; i < plain.length; i += chunk) {
    blocks.push(
      publicEncrypt(
        { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        plain.subarray(i, i + chunk),
      ),
    );
  }
  return Buffer.concat(blocks).toString('base64url');
}

/**
 * Signs in over HTTP through the same unified-login calls the browser makes, and returns the session cookie.
 * Used to set up a signed-in browser quickly; the sign-in screen itself is exercised by its own test.
 */
export async function signInOverHttp(baseUrl: string, username: string, password = DEMO_PASSWORD) {
  const cipher = (await (await fetch(`${baseUrl}/api/v1/user/cipher`)).json()).data;
  const query = new URLSearchParams({
    app_key: APP_KEY,
    cipher_id: cipher.cipher_id,
    login_data: seal(cipher.public_key, { username, password, code: E2E_CAPTCHA }),
    redirect_url: '/dashboard',
  });
  const login = await (await fetch(`${baseUrl}/api/v2/user/login?${query}`)).json();
  if (login.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const auth = await fetch(`${baseUrl}/api/ulp/auth?ulp_token=${login.data.token}`, { redirect: 'manual' });
  const setCookie = auth.headers.get('set-cookie') ?? '';
  const match = /^([^=]+)=([^;]+)/.exec(setCookie);
  if (!match?.[1] || !match[2]) throw new Error(`no session cookie in ${setCookie}`);
  return { name: match[1], value: match[2] };
}

export async function signInContext(context: BrowserContext, baseUrl: string, username: string) {
  const cookie = await signInOverHttp(baseUrl, username);
  await context.addCookies([{ ...cookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}
