import { CJK_FONT_STACK, escapeHtml, htmlPage, yuan } from '../html';
import type { SandboxPayParams } from './sandbox.provider';

// The sandbox is "another company's" page: its own blue, not our chestnut orange.
const styles = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font-family:${CJK_FONT_STACK};background:#eef2f7;color:#1f2937;font-size:14px}
.bar{background:#1d4ed8;color:#fff;height:52px;display:flex;align-items:center;gap:10px;padding:0 20px}
.logo{width:28px;height:28px;border-radius:8px;background:#fff;color:#1d4ed8;font-weight:700;display:grid;place-items:center}
.bar b{font-size:16px;letter-spacing:1px}
.tag{margin-left:auto;font-size:12px;border:1px solid rgba(255,255,255,.6);border-radius:999px;padding:2px 10px}
main{max-width:420px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 8px 24px rgba(15,23,42,.08);padding:24px}
.merchant{text-align:center;color:#6b7280}
.amount{text-align:center;font-size:40px;font-weight:700;margin:6px 0 20px;color:#111827}
.amount small{font-size:22px;margin-right:2px}
dl{margin:0 0 20px;border-top:1px dashed #e5e7eb;padding-top:14px}
.row{display:flex;justify-content:space-between;gap:16px;padding:6px 0}
dt{color:#6b7280}
dd{margin:0;text-align:right;word-break:break-all}
.method{display:flex;align-items:center;gap:10px;border:1px solid #1d4ed8;background:#eff6ff;border-radius:10px;padding:12px 14px;margin-bottom:20px}
.method i{width:18px;height:18px;border-radius:50%;border:5px solid #1d4ed8;background:#fff;flex:none}
.method span{color:#6b7280;font-size:12px;display:block}
form{margin:0}
.pay{width:100%;height:46px;border:0;border-radius:10px;background:#1d4ed8;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.pay:hover{background:#1e40af}
.cancel{display:block;text-align:center;margin-top:12px;color:#6b7280;text-decoration:none;padding:8px}
.cancel:hover{color:#111827}
.note{text-align:center;color:#9ca3af;font-size:12px;margin-top:16px;line-height:1.6}
.error{text-align:center;padding:12px 0}
.error h1{font-size:18px;margin:8px 0}
.error p{color:#6b7280;line-height:1.7}
`;

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/></svg>',
)}`;

const bar = `<header class="bar"><span class="logo">栗</span><b>栗子支付</b><span class="tag">沙箱环境</span></header>`;

export function renderSandboxPayPage(p: SandboxPayParams, confirmAction: string, cancelHref: string): string {
  const amount = yuan(p.amountFen);
  return htmlPage({
    title: '栗子支付 · 收银台（沙箱）',
    icon,
    styles,
    body: `${bar}
<main>
  <section class="card" aria-label="支付订单">
    <div class="merchant">付款给 栗子工坊</div>
    <div class="amount"><small>¥</small>${amount}</div>
    <dl>
      <div class="row"><dt>商品</dt><dd>${escapeHtml(p.subject)}</dd></div>
      <div class="row"><dt>订单号</dt><dd>${escapeHtml(p.orderId)}</dd></div>
    </dl>
    <div class="method"><i></i><div>沙箱余额<span>模拟支付，不会真实扣款</span></div></div>
    <form method="post" action="${escapeHtml(confirmAction)}">
      <button class="pay" type="submit">确认支付 ¥${amount}</button>
    </form>
    <a class="cancel" href="${escapeHtml(cancelHref)}">取消</a>
  </section>
  <p class="note">这是栗子工坊内置的沙箱支付渠道，仅用于体验与测试。<br>确认后将向商户发送支付成功通知。</p>
</main>`,
  });
}

export function renderSandboxError(title: string, detail: string, actions = ''): string {
  return htmlPage({
    title: '栗子支付 · 收银台（沙箱）',
    icon,
    styles,
    body: `${bar}
<main><section class="card error" role="alert">
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(detail)}</p>
  ${actions}
</section></main>`,
  });
}
