import { INTEGRAL_COST_KEYS } from '@lizi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test-support/test-context';
import { runMigrations } from './migrate';
import { seedIfEmpty } from './seed/seed';

describeEachDatabase('database migrations and seed', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t?.close());

  it('creates every table the next capabilities need', async () => {
    const { rows } = await t.ctx.database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'enterprises',
      'memberships',
      'sessions',
      'integral_accounts',
      'integral_ledger',
      'integral_settings',
      'integral_task_costs',
      'image_styles',
      'tasks',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('runs pg-boss on the same database', async () => {
    const { rows } = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'",
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('is idempotent: a second migration run and a second seed change nothing', async () => {
    const before = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from users');
    await runMigrations(t.ctx.database);
    expect(await seedIfEmpty(t.ctx.database, t.ctx.config, t.ctx.log)).toBe(false);
    const after = await t.ctx.database.query<{ n: number }>('select count(*)::int as n from users');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('seeds the platform admin, the demo company with one account per role, settings and styles', async () => {
    const { rows: people } = await t.ctx.database.query<{
      username: string;
      platform_role: number | null;
      role_id: number | null;
      phone: string | null;
      is_app_user: boolean;
      enterprise: string | null;
    }>(
      `select u.username, u.platform_role, m.role_id, u.phone, u.is_app_user, e.name as enterprise
         from users u left join memberships m on m.user_id = u.id left join enterprises e on e.id = m.enterprise_id
        order by u.id`,
    );
    expect(people.find((p) => p.username === 'admin')?.platform_role).toBe(1);
    const demo = people.filter((p) => p.enterprise === '演示公司');
    expect(demo.map((p) => p.role_id).sort()).toEqual([2, 3, 4, 4]);
    expect(demo.some((p) => p.phone === null)).toBe(true);
    expect(demo.some((p) => p.is_app_user)).toBe(true);

    const { rows: settings } = await t.ctx.database.query<{ key: string }>(
      'select key from integral_settings',
    );
    expect(settings.map((s) => s.key).sort()).toEqual([...INTEGRAL_COST_KEYS].sort());
    const { rows: styles } = await t.ctx.database.query<{ n: number }>(
      'select count(*)::int as n from image_styles',
    );
    expect(styles[0]?.n).toBeGreaterThanOrEqual(4);
  });

  it('keeps every seeded balance equal to the sum of its ledger entries', async () => {
    const rows = await t.ctx.db.execute(sql`
      select a.user_id, a.apply_integral + a.gift_integral as balance,
             coalesce((select sum(l.apply_delta + l.gift_delta) from integral_ledger l where l.user_id = a.user_id), 0)::bigint as entries
        from integral_accounts a`);
    const list = (rows as unknown as { rows: { balance: number; entries: number }[] }).rows ?? rows;
    expect((list as { balance: number }[]).length).toBe(4);
    for (const r of list as { balance: number | string; entries: number | string }[]) {
      expect(Number(r.entries)).toBe(Number(r.balance));
    }
  });
});
