import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';
import { insertUser } from '../users/users.repository';
import { chinaDay, runDailyGrant } from './grants.service';
import { appendLedgerEntry } from './ledger.repository';
import { creditPoints, getBalance, refundInTx, spendPoints } from './points.service';

const PASSWORD = 'Lizi@2026';

describeEachDatabase('points: ledger, costs, history, grants, stream', (driver) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const name of ['admin', 'boss', 'manager', 'member'])
      cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
  });
  afterAll(() => t?.close());

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? '' } });
  const userId = async (who: string) =>
    (await as(who, { method: 'GET', url: '/api/v1/user/info' })).json().data.userId as number;

  /** Sum of a user's ledger entries beside their balance row: must always agree. */
  async function ledgerAgrees(id: number) {
    const { rows } = await t.ctx.database.query<{ balance: string; entries: string }>(
      `select (select apply_integral + gift_integral from integral_accounts where user_id = $1)::text as balance,
              (select coalesce(sum(apply_delta + gift_delta), 0) from integral_ledger where user_id = $1)::text as entries`,
      [id],
    );
    return { balance: Number(rows[0]?.balance), entries: Number(rows[0]?.entries) };
  }

  async function freshUser(points: number) {
    const user = await insertUser(t.ctx.db, { realname: '并发测试' });
    if (points) {
      await creditPoints(t.ctx, {
        userId: user.id,
        applyDelta: 0,
        giftDelta: points,
        kind: 'grant',
        usage: '测试发放',
      });
    }
    return user.id;
  }

  describe('the ledger under load', () => {
    it('lets exactly 100 of 200 concurrent 1-point spends through a 100-point balance', async () => {
      const id = await freshUser(100);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          spendPoints(t.ctx, { userId: id, key: 'gcimg-promptv3-auto', count: 1, usage: `并发消耗 ${i}` }),
        ),
      );
      const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
      const refused = outcomes.filter(
        (o) => o.status === 'rejected' && (o.reason as { code?: number }).code === 400403,
      ).length;
      expect(ok).toBe(100);
      expect(refused).toBe(100);
      expect((await getBalance(t.ctx, id)).total).toBe(0);
      expect(await ledgerAgrees(id)).toEqual({ balance: 0, entries: 0 });
      const { rows } = await t.ctx.database.query<{ n: number }>(
        "select count(*)::int as n from integral_ledger where user_id = $1 and kind = 'consume'",
        [id],
      );
      expect(rows[0]?.n).toBe(100);
    });

    it('charges a repeated idempotency key once, even when both arrive together', async () => {
      const id = await freshUser(50);
      const twice = await Promise.all(
        [1, 2].map(() =>
          spendPoints(t.ctx, {
            userId: id,
            key: 'imageCost',
            count: 2,
            usage: '生成图片',
            idempotencyKey: 'submit-abc',
          }),
        ),
      );
      expect(twice.map((r) => r.replayed).sort()).toEqual([false, true]);
      expect((await getBalance(t.ctx, id)).total).toBe(50 - 8);
    });

    it('spends gifted points first and refunds to the same buckets, once', async () => {
      const id = await freshUser(3);
      await creditPoints(t.ctx, {
        userId: id,
        applyDelta: 20,
        giftDelta: 0,
        kind: 'grant',
        usage: '企业分配',
      });
      const spent = await spendPoints(t.ctx, { userId: id, key: 'imageCost', count: 2, usage: '生成图片' });
      expect(spent.balance).toMatchObject({ giftIntegral: 0, applyIntegral: 15, total: 15 });
      await t.ctx.db.transaction((tx) => refundInTx(tx, spent.entryId as number, '任务失败退还'));
      await t.ctx.db.transaction((tx) => refundInTx(tx, spent.entryId as number, '任务失败退还'));
      expect(await getBalance(t.ctx, id)).toMatchObject({ giftIntegral: 3, applyIntegral: 20 });
      expect(await ledgerAgrees(id)).toEqual({ balance: 23, entries: 23 });
    });

    it('refuses with 400403, the estimate and the balance, and changes nothing', async () => {
      const id = await freshUser(5);
      await expect(
        spendPoints(t.ctx, { userId: id, key: 'videoCost', count: 1, usage: '生成视频' }),
      ).rejects.toMatchObject({
        code: 400403,
        status: 402,
        message: '制作栗不足，预计消耗 20，可用 5',
        data: { cost: 20, balance: 5 },
      });
      expect(await ledgerAgrees(id)).toEqual({ balance: 5, entries: 5 });
    });

    it('refuses a negative balance at the database too', async () => {
      const id = await freshUser(1);
      await expect(
        t.ctx.db.transaction((tx) =>
          appendLedgerEntry(tx, { userId: id, applyDelta: 0, giftDelta: -2, kind: 'consume', usage: '越界' }),
        ),
      ).rejects.toThrow();
      expect((await getBalance(t.ctx, id)).total).toBe(1);
    });
  });

  describe('HTTP', () => {
    it('answers the balance in both spec shapes and the cost setting with every key', async () => {
      const balance = (await as('member', { method: 'GET', url: '/api/v1/user/points/balance' })).json().data;
      expect(balance).toEqual({
        total: 200,
        applyIntegral: 0,
        giftIntegral: 200,
        totalPoints: 200,
        details: [
          { pointType: 1, points: 0 },
          { pointType: 0, points: 200 },
        ],
      });
      const setting = (await as('member', { method: 'GET', url: '/api/v1/user/points/cost/setting' })).json()
        .data;
      expect(setting.taskCosts).toContainEqual({ key: 'gcvideo-byimg-sgl', costPoints: 20 });
      expect(setting.scriptCost).toBe(5);
      expect(setting['gcimg-promptv3-auto']).toBe(1);
    });

    it('filters and pages the history, times in seconds', async () => {
      const id = await userId('manager');
      for (let i = 0; i < 3; i++)
        await spendPoints(t.ctx, { userId: id, key: 'scriptCost', count: 1, usage: `AI剧本 ${i}` });
      const page = (q: Record<string, string>) =>
        as('manager', { method: 'GET', url: '/api/v1/user/points/cost/history', query: q }).then((r) =>
          r.json(),
        );
      const all = await page({ costType: '0' });
      expect(all.data.list).toHaveLength(4);
      expect(all.data.list[0]).toMatchObject({ usage: 'AI剧本 2', points: -5 });
      expect(Math.abs(all.data.list[0].createAt - Date.now() / 1000)).toBeLessThan(600);
      const consumed = await page({ costType: '1' });
      expect(consumed.data.list.every((i: { points: number }) => i.points < 0)).toBe(true);
      const gained = await page({ costType: '2' });
      expect(gained.data.list).toEqual([expect.objectContaining({ usage: '新用户赠送制作栗', points: 500 })]);
      const first = await page({ costType: '0', limit: '2' });
      const second = await page({ costType: '0', limit: '2', offset: '2' });
      expect(first.data.hasMore).toBe(true);
      expect(second.data.hasMore).toBe(false);
      expect(second.data.list.map((i: { usage: string }) => i.usage)).toEqual([
        'AI剧本 0',
        '新用户赠送制作栗',
      ]);
      const bad = await page({ costType: '7' });
      expect(bad.code).toBe(400001);
      expect(bad.msg).toContain('costType');
    });
  });

  describe('grants and applications', () => {
    it('grants from the pool to a member, both sides recorded; refuses more than the pool', async () => {
      const memberId = await userId('member');
      const pool = async () =>
        (await as('boss', { method: 'GET', url: '/api/v1/company/points/pool' })).json().data;
      const before = (await pool()).pool;
      const grant = await as('boss', {
        method: 'POST',
        url: '/api/v1/company/points/grant',
        payload: { userId: memberId, amount: 30, note: '项目启动' },
      });
      expect(grant.json().code).toBe(0);
      const after = await pool();
      expect(after.pool).toBe(before - 30);
      expect(after.ledger.list[0]).toMatchObject({ delta: -30, memberName: '王小明', usage: '项目启动' });
      expect((await getBalance(t.ctx, memberId)).applyIntegral).toBe(30);
      const tooMuch = await as('boss', {
        method: 'POST',
        url: '/api/v1/company/points/grant',
        payload: { userId: memberId, amount: before },
      });
      expect(tooMuch.statusCode).toBe(409);
      expect((await pool()).pool).toBe(before - 30);
      expect((await getBalance(t.ctx, memberId)).applyIntegral).toBe(30);
      const byMember = await as('member', {
        method: 'POST',
        url: '/api/v1/company/points/grant',
        payload: { userId: memberId, amount: 1 },
      });
      expect(byMember.statusCode).toBe(403);
    });

    it('the platform credits a pool', async () => {
      const enterpriseId = (await as('boss', { method: 'GET', url: '/api/v1/user/info' })).json().data
        .enterprise.id;
      const res = await as('admin', {
        method: 'POST',
        url: `/api/v1/platform/enterprises/${enterpriseId}/points`,
        payload: { amount: 500, note: '季度采购' },
      });
      expect(res.json().code).toBe(0);
      const ledger = (await as('boss', { method: 'GET', url: '/api/v1/company/points/pool' })).json().data
        .ledger.list;
      expect(ledger[0]).toMatchObject({ delta: 500, kind: 'platform_credit', usage: '季度采购' });
    });

    it('a member applies, the admin grants less than asked; one pending application at a time', async () => {
      const apply = await as('member', {
        method: 'POST',
        url: '/api/v1/user/points/apply',
        payload: { amount: 100, reason: '下周拍摄需要生成分镜' },
      });
      expect(apply.json()).toMatchObject({ code: 0, msg: '申请成功' });
      const dup = await as('member', {
        method: 'POST',
        url: '/api/v1/user/points/apply',
        payload: { amount: 1, reason: '再要一点' },
      });
      expect(dup.statusCode).toBe(409);
      const bad = await as('member', {
        method: 'POST',
        url: '/api/v1/user/points/apply',
        payload: { amount: 0, reason: '' },
      });
      expect(bad.json().msg).toContain('amount');
      const pending = (
        await as('manager', {
          method: 'GET',
          url: '/api/v1/company/points/applications',
          query: { status: '1' },
        })
      ).json().data.list;
      expect(pending[0]).toMatchObject({ realname: '王小明', amount: 100 });
      const memberId = await userId('member');
      const before = (await getBalance(t.ctx, memberId)).total;
      const review = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/points/applications/review',
        payload: { id: pending[0].id, action: 'approve', grantedAmount: 60 },
      });
      expect(review.json().code).toBe(0);
      expect((await getBalance(t.ctx, memberId)).total).toBe(before + 60);
      const again = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/points/applications/review',
        payload: { id: pending[0].id, action: 'reject' },
      });
      expect(again.statusCode).toBe(409);
      const mine = (await as('member', { method: 'GET', url: '/api/v1/user/points/applications' })).json()
        .data.list;
      expect(mine[0]).toMatchObject({ status: 2, grantedAmount: 60 });
    });

    it('the daily grant, run twice on one day, grants once', async () => {
      await t.ctx.db.execute(sql`update enterprises set auto_issue = true where name = '演示公司'`);
      const memberId = await userId('member');
      const before = (await getBalance(t.ctx, memberId)).giftIntegral;
      const now = new Date('2026-11-22T04:00:00Z');
      const first = await runDailyGrant(t.ctx, now);
      const second = await runDailyGrant(t.ctx, now);
      expect(first.day).toBe(chinaDay(now));
      expect(first.granted).toBeGreaterThanOrEqual(4);
      expect(second).toMatchObject({ granted: 0, skipped: first.granted });
      expect((await getBalance(t.ctx, memberId)).giftIntegral).toBe(before + 100);
      const nextDay = await runDailyGrant(t.ctx, new Date('2026-11-22T17:00:00Z'));
      expect(nextDay.granted).toBe(first.granted);
      await t.ctx.db.execute(sql`update enterprises set auto_issue = false where name = '演示公司'`);
    });
  });

  describe('live balance stream', () => {
    it('sends the balance first, pings, and sends a new balance after a spend', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const res = await fetch(`${address}/api/v1/user/stream`, {
        headers: { cookie: cookies.boss ?? '' },
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      const events: { event: string; data: { total?: number } }[] = [];
      const readUntil = async (pred: () => boolean) => {
        const deadline = Date.now() + 10_000;
        while (!pred() && Date.now() < deadline) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let idx = buffer.indexOf('\n\n');
          while (idx >= 0) {
            const block = buffer.slice(0, idx);
            buffer = buffer.slice(idx + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
            const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null');
            events.push({ event, data });
            idx = buffer.indexOf('\n\n');
          }
        }
      };
      await readUntil(() => events.some((e) => e.event === 'ping'));
      expect(events[0]?.event).toBe('balance');
      const start = events[0]?.data.total as number;
      await spendPoints(t.ctx, {
        userId: await userId('boss'),
        key: 'scriptCost',
        count: 1,
        usage: 'AI剧本',
      });
      await readUntil(() => events.some((e) => e.event === 'balance' && e.data.total === start - 5));
      expect(events.some((e) => e.event === 'balance' && e.data.total === start - 5)).toBe(true);
      controller.abort();
      const anonymous = await fetch(`${address}/api/v1/user/stream`);
      expect(((await anonymous.json()) as { code: number }).code).toBe(400404);
    });
  });
});
