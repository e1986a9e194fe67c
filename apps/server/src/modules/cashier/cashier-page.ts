import { CJK_FONT_STACK, escapeHtml, htmlPage, yuan } from '../../providers/payment/html';
import { CASHIER_PACKAGES } from './cashier-packages';

const PAGE_SCRIPT = '/api/cashier/page.js';

// Our brand (apps/web theme): chestnut orange on warm neutrals.
const styles = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font-family:${CJK_FONT_STACK};background:#fff;color:#2b211b;font-size:14px;-webkit-font-smoothing:antialiased}
.wrap{padding:22px 22px 18px;max-width:560px;margin:0 auto}
header{margin-bottom:18px}
h1{font-size:20px;margin:0 0 6px;display:flex;align-items:center;gap:8px}
h1 i{width:26px;height:26px;border-radius:8px;background:#c2652a;color:#fff;font-style:normal;font-size:14px;display:grid;place-items:center}
.sub{color:#8a7a6e;margin:0;font-size:13px}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:12px;border:0;margin:0;padding:0}
.pkg{position:relative;display:block;border:1.5px solid #eadfd5;border-radius:12px;padding:16px 14px 14px;cursor:pointer;background:#fffdfb;transition:border-color .15s,box-shadow .15s}
.pkg:hover{border-color:#e0a877}
.pkg input{position:absolute;opacity:0;pointer-events:none}
.pkg:has(input:checked),.pkg.selected{border-color:#c2652a;background:#fbf0e6;box-shadow:0 0 0 3px rgba(194,101,42,.14)}
.pkg:has(input:focus-visible){outline:2px solid #c2652a;outline-offset:2px}
.pts{font-size:22px;font-weight:700;color:#2b211b}
.pts small{font-size:13px;font-weight:500;margin-left:3px;color:#6b5a4e}
.price{margin-top:6px;color:#c2652a;font-weight:600;font-size:16px}
.unit{color:#a39486;font-size:12px;margin-top:2px}
.badge{position:absolute;top:-1px;right:-1px;background:#c2652a;color:#fff;font-size:11px;padding:2px 8px;border-radius:0 11px 0 10px}
.total{display:flex;justify-content:space-between;align-items:baseline;margin:20px 2px 12px}
.total span{color:#6b5a4e}
.total b{font-size:24px;color:#c2652a}
.total b small{font-size:15px;margin-right:1px}
.btn{display:block;width:100%;height:44px;border:0;border-radius:10px;background:#c2652a;color:#fff;font-size:16px;font-weight:600;cursor:pointer;text-align:center;line-height:44px;text-decoration:none;font-family:inherit}
.btn:hover{background:#a9531d}
.btn[disabled]{background:#e5d3c4;cursor:not-allowed}
.btn.ghost{background:#fff;color:#6b5a4e;border:1px solid #e2d6cb;margin-top:10px}
.btn.ghost:hover{color:#2b211b;border-color:#c9b7a8}
.msg{min-height:20px;margin:10px 2px 0;color:#cf1322;font-size:13px}
.msg:empty{display:none}
.note{color:#a39486;font-size:12px;margin:14px 2px 0;line-height:1.6}
.result{text-align:center;padding:56px 12px 24px}
.icon{width:64px;height:64px;border-radius:50%;margin:0 auto 18px;display:grid;place-items:center;font-size:32px;color:#fff;background:#d9c9bb}
.icon.ok{background:#389e0d}
.icon.fail{background:#d48806}
.icon.wait{background:#fff;border:4px solid #f2d3a8;border-top-color:#c2652a;animation:spin 1s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
.result h2{font-size:20px;margin:0 0 8px}
.result p{color:#8a7a6e;margin:0 0 24px;line-height:1.7}
[hidden]{display:none!important}
`;

const PER_POINT_FEN_BASE = CASHIER_PACKAGES[0].amountFen / CASHIER_PACKAGES[0].points;

function packageCard(p: (typeof CASHIER_PACKAGES)[number], checked: boolean): string {
  const perPoint = p.amountFen / p.points / 100;
  const save = p.amountFen < p.points * PER_POINT_FEN_BASE;
  return `<label class="pkg${checked ? ' selected' : ''}">
  <input type="radio" name="package" value="${escapeHtml(p.id)}" data-amount="${p.amountFen}" data-points="${p.points}"${checked ? ' checked' : ''}>
  ${p.badge ? `<span class="badge">${escapeHtml(p.badge)}</span>` : ''}
  <div class="pts">${p.points.toLocaleString('en-US')}<small>制作栗</small></div>
  <div class="price">¥${yuan(p.amountFen)}</div>
  <div class="unit">${save ? '折合' : '单价'} ¥${perPoint.toFixed(3).replace(/0$/, '')} / 个</div>
</label>`;
}

/** GET /cashier?ticket=…: the page inside the cashier overlay. Packages are rendered here; the script checks the ticket. */
export function renderCashierPage(): string {
  const first = CASHIER_PACKAGES[1] ?? CASHIER_PACKAGES[0];
  return htmlPage({
    title: '充值制作栗',
    icon: '/favicon.svg',
    styles,
    scripts: [PAGE_SCRIPT],
    body: `<div class="wrap" id="cashier" data-view="select">
  <header>
    <h1><i>栗</i>充值制作栗</h1>
    <p class="sub">制作栗可用于 AI 剧本、图片、视频、音频等创作</p>
  </header>
  <form id="buy" novalidate>
    <fieldset class="grid" aria-label="选择充值套餐">
      ${CASHIER_PACKAGES.map((p) => packageCard(p, p.id === first.id)).join('\n      ')}
    </fieldset>
    <div class="total"><span>应付金额</span><b id="amount"><small>¥</small>${yuan(first.amountFen)}</b></div>
    <button class="btn" id="pay" type="submit" disabled>正在验证身份…</button>
    <p class="msg" id="msg" role="alert"></p>
  </form>
  <p class="note">支付完成后制作栗自动到账，可在「制作栗明细」中查看。</p>
</div>`,
  });
}

/** GET /cashier/result?orderId=…: where the payment vendor sends the browser back. */
export function renderCashierResult(orderId: string, cancelled: boolean): string {
  return htmlPage({
    title: '支付结果',
    icon: '/favicon.svg',
    styles,
    scripts: [PAGE_SCRIPT],
    body: `<div class="wrap" id="cashier" data-view="result" data-order-id="${escapeHtml(orderId)}" data-cancelled="${cancelled ? '1' : ''}">
  <section class="result" aria-live="polite">
    <div class="icon wait" id="icon"></div>
    <h2 id="title">正在确认支付结果…</h2>
    <p id="detail">订单号 ${escapeHtml(orderId)}</p>
    <button class="btn" id="done" type="button" hidden>完成</button>
    <button class="btn ghost" id="again" type="button" hidden>重新选择套餐</button>
  </section>
</div>`,
  });
}
