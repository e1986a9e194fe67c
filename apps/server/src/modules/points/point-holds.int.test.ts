import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';
import { closeHold, refundHold, spendWithHold, sweepExpiredHolds } from './point-holds.service';
import { getBalance, getCostSetting } from './points.service';

describeEachDatabase('points: held charges of in-request work', (driver) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const { rows } = await t.ctx.database.query<{ id: string }>(
      "select id from users where username = 'member'",
    );
    userId = Number(rows[0]?.id);
  });
  afterAll(() => t.close());

  // The setting is read before the transaction: PGlite has one connection, so a query outside an open
  // transaction would wait for it forever.
  const hold = async (ttlMs: number, key: string) => {
    const setting = await getCostSetting(t.ctx);
    return t.ctx.db.transaction(async (tx) =>
      spendWithHold(
        tx,
        setting,
        { userId, key: 'scriptCost', unitCost: 5, count: 1, usage: 'AI 剧本创作', idempotencyKey: key },
        { refundUsage: 'AI 剧本创作失败退还', ttlMs },
      ),
    );
  };
  const total = async () => (await getBalance(t.ctx, userId)).total;
  const entriesOf = async (entryId: number) =>
    (
      await t.ctx.database.query<{ kind: string }>(
        'select kind from integral_ledger where id = $1 or idempotency_key = $2 order by id',
        [entryId, `refund:${entryId}`],
      )
    ).rows.map((r) => r.kind);

  it('refunds a hold nobody closed once it expires, exactly once', async () => {
    const before = await total();
    const spent = await hold(-1, 'hold-expired');
    expect(await total()).toBe(before - 5);
    expect(await sweepExpiredHolds(t.ctx)).toBe(1);
    expect(await sweepExpiredHolds(t.ctx)).toBe(0);
    expect(await total()).toBe(before);
    // The request that held it fails late: nothing more is refunded.
    expect(await t.ctx.db.transaction((tx) => refundHold(tx, spent.entryId))).toBeNull();
    expect(await entriesOf(spent.entryId as number)).toEqual(['consume', 'refund']);
    expect(await total()).toBe(before);
  });

  it('keeps the charge of a closed hold, even after it would have expired', async () => {
    const before = await total();
    const spent = await hold(-1, 'hold-closed');
    await t.ctx.db.transaction((tx) => closeHold(tx, spent.entryId));
    expect(await sweepExpiredHolds(t.ctx)).toBe(0);
    expect(await total()).toBe(before - 5);
    expect(await entriesOf(spent.entryId as number)).toEqual(['consume']);
  });

  it('refunds a failed hold at once and leaves nothing for the sweeper', async () => {
    const before = await total();
    const spent = await hold(60_000, 'hold-failed');
    const refund = await t.ctx.db.transaction((tx) => refundHold(tx, spent.entryId, '失败退还'));
    expect(refund).not.toBeNull();
    expect(await sweepExpiredHolds(t.ctx, new Date(Date.now() + 120_000))).toBe(0);
    expect(await total()).toBe(before);
  });
});
