/*
 * 栗子工坊 cashier script (spec §4): defines window.LiziCashier.
 *
 *   const cashier = LiziCashier.create({ ticket, onSuccess, onClose });
 *   cashier.show(); cashier.hide(); cashier.destroy();
 *
 * show() opens an overlay with the cashier page (/cashier?ticket=…) in an iframe served from the origin this
 * script came from. The page reports back with postMessage({ type: 'lizi-cashier', status, orderId }); only
 * messages from that iframe and that origin are believed. onSuccess({ orderId }) runs once per payment.
 */
(() => {
  if (window.LiziCashier) return;

  const script = document.currentScript;
  const ORIGIN = script?.src ? new URL(script.src, window.location.href).origin : window.location.origin;
  const MESSAGE_TYPE = 'lizi-cashier';
  // Above antd modals (1000), below antd messages (2010), so the app's toasts stay visible.
  const Z_INDEX = 1500;

  function css(el, styles) {
    Object.assign(el.style, styles);
    return el;
  }

  function create(options) {
    const opts = options || {};
    if (!opts.ticket || typeof opts.ticket !== 'string') throw new Error('LiziCashier.create: 缺少 ticket');
    let overlay = null;
    let frame = null;
    let visible = false;
    let destroyed = false;
    let lastPaid = null;
    let savedOverflow = '';

    function pageUrl() {
      return `${ORIGIN}/cashier?ticket=${encodeURIComponent(opts.ticket)}`;
    }

    function call(fn, arg) {
      if (typeof fn !== 'function') return;
      try {
        fn(arg);
      } catch (err) {
        console.error('[LiziCashier] callback failed', err);
      }
    }

    function onMessage(event) {
      if (!frame || event.source !== frame.contentWindow || event.origin !== ORIGIN) return;
      const data = event.data;
      if (!data || data.type !== MESSAGE_TYPE) return;
      if (data.status === 'paid' && typeof data.orderId === 'string' && data.orderId !== lastPaid) {
        lastPaid = data.orderId;
        call(opts.onSuccess, { orderId: data.orderId });
      } else if (data.status === 'close') {
        close();
      } else if (data.status === 'restart') {
        frame.src = pageUrl();
      }
    }

    function onKey(event) {
      if (event.key === 'Escape' && visible) close();
    }

    function build() {
      overlay = css(document.createElement('div'), {
        position: 'fixed',
        inset: '0',
        zIndex: String(Z_INDEX),
        background: 'rgba(20, 12, 6, 0.45)',
        display: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '24px',
      });
      overlay.setAttribute('data-lizi-cashier', '');
      overlay.addEventListener('click', (event) => {
        if (event.target === overlay) close();
      });

      // The panel clips the iframe's rounded corners; the close button sits on the panel's corner, outside
      // the clip, so it never covers the page inside (which may be a payment vendor's).
      const panel = css(document.createElement('div'), {
        position: 'relative',
        width: 'min(520px, 100%)',
        height: 'min(560px, 100%)',
      });
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-label', '充值制作栗');

      const clip = css(document.createElement('div'), {
        width: '100%',
        height: '100%',
        background: '#fff',
        borderRadius: '14px',
        overflow: 'hidden',
        boxShadow: '0 18px 48px rgba(0, 0, 0, 0.22)',
      });

      const closeButton = css(document.createElement('button'), {
        position: 'absolute',
        top: '-14px',
        right: '-14px',
        width: '32px',
        height: '32px',
        padding: '0',
        border: '0',
        borderRadius: '50%',
        background: '#fff',
        color: '#6b5a4e',
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.18)',
        fontSize: '20px',
        lineHeight: '32px',
        cursor: 'pointer',
        zIndex: '1',
      });
      closeButton.type = 'button';
      closeButton.textContent = '×';
      closeButton.setAttribute('aria-label', '关闭');
      closeButton.addEventListener('click', close);

      frame = css(document.createElement('iframe'), {
        width: '100%',
        height: '100%',
        border: '0',
        display: 'block',
      });
      frame.title = '充值制作栗';

      clip.append(frame);
      panel.append(clip, closeButton);
      overlay.append(panel);
      document.body.append(overlay);
      window.addEventListener('message', onMessage);
      document.addEventListener('keydown', onKey);
    }

    function show() {
      if (destroyed) throw new Error('LiziCashier: 实例已销毁');
      if (!overlay) build();
      // Every opening starts at the package list, never on a finished payment.
      frame.src = pageUrl();
      if (!visible) savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      overlay.style.display = 'flex';
      visible = true;
    }

    function hide() {
      if (!overlay || !visible) return;
      overlay.style.display = 'none';
      frame.src = 'about:blank';
      document.body.style.overflow = savedOverflow;
      visible = false;
    }

    /** Closed by the user (×, backdrop, Esc, or the page's 完成). */
    function close() {
      if (!visible) return;
      hide();
      call(opts.onClose);
    }

    function destroy() {
      if (destroyed) return;
      hide();
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey);
      overlay?.remove();
      overlay = null;
      frame = null;
      destroyed = true;
    }

    return {
      show,
      hide,
      destroy,
      get visible() {
        return visible;
      },
    };
  }

  window.LiziCashier = Object.freeze({ version: '1', origin: ORIGIN, create });
})();
