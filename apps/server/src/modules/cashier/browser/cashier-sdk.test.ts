// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

interface Instance {
  show(): void;
  hide(): void;
  destroy(): void;
  readonly visible: boolean;
}
interface Sdk {
  origin: string;
  create(options: {
    ticket: string;
    onSuccess?: (r: { orderId: string }) => void;
    onClose?: () => void;
  }): Instance;
}
/** The few DOM members used here: the server compiles without the DOM library, jsdom provides them at run time. */
interface El {
  style: Record<string, string>;
  src: string;
  contentWindow: unknown;
  querySelector(selector: string): El | null;
  click(): void;
  dispatchEvent(event: unknown): boolean;
}
interface Dom {
  window: { LiziCashier: Sdk; location: { origin: string }; dispatchEvent(event: unknown): boolean };
  document: El & { body: El & { innerHTML: string } };
  MessageEvent: new (type: string, init: { data: unknown; origin: string; source: unknown }) => unknown;
  KeyboardEvent: new (type: string, init: { key: string }) => unknown;
}
const { window, document, MessageEvent, KeyboardEvent } = globalThis as unknown as Dom;
const sdk = () => window.LiziCashier;

beforeAll(() => {
  const code = readFileSync(path.join(import.meta.dirname, 'cashier-sdk.js'), 'utf8');
  new Function(code)();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const overlay = () => document.querySelector('[data-lizi-cashier]');
const frame = () => overlay()?.querySelector('iframe') as El;
function post(data: unknown, { origin = sdk().origin, source = frame().contentWindow } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('window.LiziCashier', () => {
  it('needs a ticket', () => {
    expect(() => sdk().create({ ticket: '' })).toThrow('ticket');
  });

  it('shows an overlay with the cashier page of this origin, hides and destroys it', () => {
    const cashier = sdk().create({ ticket: 'a.b' });
    expect(overlay()).toBeNull();
    cashier.show();
    expect(overlay()?.style.display).toBe('flex');
    expect(frame().src).toBe(`${window.location.origin}/cashier?ticket=a.b`);
    expect(document.body.style.overflow).toBe('hidden');
    cashier.hide();
    expect(overlay()?.style.display).toBe('none');
    expect(document.body.style.overflow).toBe('');
    cashier.show();
    cashier.destroy();
    expect(overlay()).toBeNull();
    expect(() => cashier.show()).toThrow();
  });

  it('believes only messages from its iframe and origin, and reports a payment once', () => {
    const onSuccess = vi.fn();
    const cashier = sdk().create({ ticket: 'a.b', onSuccess });
    cashier.show();
    post({ type: 'lizi-cashier', status: 'paid', orderId: 'LZ1' }, { origin: 'https://evil.example' });
    post({ type: 'lizi-cashier', status: 'paid', orderId: 'LZ1' }, { source: window });
    post({ type: 'other', status: 'paid', orderId: 'LZ1' });
    expect(onSuccess).not.toHaveBeenCalled();
    post({ type: 'lizi-cashier', status: 'paid', orderId: 'LZ1' });
    post({ type: 'lizi-cashier', status: 'paid', orderId: 'LZ1' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({ orderId: 'LZ1' });
    cashier.destroy();
  });

  it('closes on ×, Escape and the page’s close, telling onClose', () => {
    const onClose = vi.fn();
    const cashier = sdk().create({ ticket: 'a.b', onClose });
    cashier.show();
    overlay()?.querySelector('button[aria-label="关闭"]')?.click();
    expect(cashier.visible).toBe(false);
    cashier.show();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    cashier.show();
    post({ type: 'lizi-cashier', status: 'close' });
    expect(onClose).toHaveBeenCalledTimes(3);
    cashier.hide();
    expect(onClose).toHaveBeenCalledTimes(3);
    cashier.destroy();
  });
});
