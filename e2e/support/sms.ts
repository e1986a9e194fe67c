import type { RunningServer } from './server';

/**
 * The log SMS provider prints every code it "sends" (短信验证码（log 通道，未真正发送）：{phone} → {code});
 * this reads the newest one for a phone from the server's output, waiting for it to appear.
 */
export async function smsCodeFor(server: RunningServer, phone: string, timeoutMs = 10_000): Promise<string> {
  const pattern = new RegExp(`短信验证码（log 通道，未真正发送）：${phone} → (\\d{6})`, 'g');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = [...server.output().matchAll(pattern)];
    const code = matches.at(-1)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the server output`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The same server under another host name: *.localhost resolves to loopback in Chromium (site variants). */
export function variantUrl(serverUrl: string, variant: 'open' | 'class' | 'show'): string {
  const url = new URL(serverUrl);
  return `${url.protocol}//${variant}.localhost:${url.port}`;
}
