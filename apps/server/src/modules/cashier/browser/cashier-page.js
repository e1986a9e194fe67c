/*
 * Script of the cashier pages (/cashier and /cashier/result), which run inside the LiziCashier overlay's
 * iframe. It checks the ticket (spec §5, invoker webgame), creates the order, sends the browser to the
 * payment vendor, and after the vendor sends it back tells the parent window the outcome — only ever to a
 * parent of this same origin.
 */
(() => {
  const root = document.getElementById('cashier');
  if (!root) return;
  const framed = window.parent !== window;
  const POLL_MS = 1000;
  const POLL_TIMES = 15;
  const CHECK =
    '<svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>';

  function tell(status, extra) {
    if (framed) window.parent.postMessage({ type: 'lizi-cashier', status, ...extra }, window.location.origin);
  }

  /** The API envelope: resolves data when code is 0, rejects with the body otherwise. */
  async function api(method, url, body) {
    let res;
    try {
      res = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw { code: -1, msg: '网络异常，请稍后重试' };
    }
    const envelope = await res.json().catch(() => null);
    if (!envelope || typeof envelope.code !== 'number')
      throw { code: -1, msg: `请求失败（HTTP ${res.status}）` };
    if (envelope.code !== 0) throw envelope;
    return envelope.data;
  }

  const $ = (id) => document.getElementById(id);
  const yuan = (fen) => (fen / 100).toFixed(2);

  function selectView() {
    const form = $('buy');
    const pay = $('pay');
    const msg = $('msg');
    const amount = $('amount');
    const ticket = new URLSearchParams(window.location.search).get('ticket') || '';
    const inputs = Array.from(form.querySelectorAll('input[name="package"]'));
    let ready = false;

    const selected = () => inputs.find((i) => i.checked) || inputs[0];
    function render() {
      const input = selected();
      for (const i of inputs) i.closest('.pkg').classList.toggle('selected', i === input);
      amount.innerHTML = `<small>¥</small>${yuan(Number(input.dataset.amount))}`;
      if (ready) pay.textContent = `立即支付 ¥${yuan(Number(input.dataset.amount))}`;
    }
    function fail(text) {
      msg.textContent = text;
    }
    for (const i of inputs) i.addEventListener('change', render);

    if (!ticket) {
      pay.textContent = '无法充值';
      fail('缺少收银凭证，请关闭后重新打开收银台');
      return;
    }
    api('POST', '/api/v1/cashier/ticket/check', { invoker: 'webgame', ticket })
      .then(() => {
        ready = true;
        pay.disabled = false;
        render();
      })
      .catch((err) => {
        pay.textContent = '无法充值';
        fail(err.msg || '收银凭证校验失败');
      });

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!ready || pay.disabled) return;
      const input = selected();
      pay.disabled = true;
      pay.textContent = '正在创建订单…';
      fail('');
      api('POST', '/api/v1/cashier/orders', { packageId: input.value, ticket })
        .then((order) => {
          pay.textContent = '正在前往支付…';
          window.location.assign(order.payUrl);
        })
        .catch((err) => {
          pay.disabled = false;
          render();
          fail(err.msg || '创建订单失败，请稍后重试');
        });
    });
    render();
  }

  function resultView() {
    const orderId = root.dataset.orderId;
    const icon = $('icon');
    const title = $('title');
    const detail = $('detail');
    const done = $('done');
    const again = $('again');

    function state(kind, heading, text) {
      icon.className = `icon ${kind}`;
      icon.innerHTML = kind === 'ok' ? CHECK : kind === 'fail' ? '!' : '';
      title.textContent = heading;
      detail.textContent = text;
    }
    done.addEventListener('click', () => (framed ? tell('close') : window.location.assign('/')));
    again.addEventListener('click', () => (framed ? tell('restart') : window.history.go(-2)));

    if (root.dataset.cancelled === '1') {
      state('fail', '支付已取消', `订单 ${orderId} 未支付，不会扣款。`);
      again.hidden = false;
      return;
    }

    let tries = 0;
    async function poll() {
      tries += 1;
      try {
        const order = await api('GET', `/api/v1/cashier/orders/${encodeURIComponent(orderId)}`);
        if (order.status === 'paid') {
          state('ok', '支付成功', `${order.points} 制作栗已到账，页面即将刷新。`);
          done.hidden = false;
          tell('paid', { orderId });
          return;
        }
        if (order.status === 'closed') {
          state('fail', '订单已关闭', `订单 ${orderId} 未完成支付。`);
          again.hidden = false;
          return;
        }
      } catch (err) {
        if (err.code !== -1) {
          state('fail', '无法查询订单', err.msg || '请稍后在「制作栗明细」中查看');
          again.hidden = false;
          return;
        }
      }
      if (tries < POLL_TIMES) {
        window.setTimeout(poll, POLL_MS);
      } else {
        state(
          'fail',
          '暂未收到支付结果',
          '如已付款，制作栗将在确认后自动到账，可稍后在「制作栗明细」中查看。',
        );
        done.hidden = false;
        again.hidden = false;
      }
    }
    poll();
  }

  if (root.dataset.view === 'select') selectView();
  else if (root.dataset.view === 'result') resultView();
})();
