import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { hashPassword } from '../../lib/password';
import { appendLedgerEntry } from '../../modules/points/ledger.repository';
import type { DatabaseHandle } from '../client';
import { enterprises, imageStyles, integralSettings, integralTaskCosts, memberships, users } from '../schema';
import { seedImageStyles } from './image-styles.data';
import { seedFlatSettings, seedTaskCosts } from './integral-costs.data';

export interface DemoAccount {
  username: string;
  realname: string;
  role: string;
  phone: string | null;
  isAppUser: boolean;
  roleId: 1 | 2 | 3 | 4;
  giftPoints: number;
}

/** The accounts listed in the README. One per role, plus the two special cases the guards must handle. */
export const demoAccounts: DemoAccount[] = [
  {
    username: 'boss',
    realname: '陈总',
    role: '企业超级管理员',
    roleId: 2,
    phone: '13800000002',
    isAppUser: false,
    giftPoints: 1000,
  },
  {
    username: 'manager',
    realname: '李经理',
    role: '企业管理员',
    roleId: 3,
    phone: '13800000003',
    isAppUser: false,
    giftPoints: 500,
  },
  {
    username: 'member',
    realname: '王小明',
    role: '普通成员（未绑定手机）',
    roleId: 4,
    phone: null,
    isAppUser: false,
    giftPoints: 200,
  },
  {
    username: 'appuser',
    realname: '赵小雨',
    role: 'App 用户',
    roleId: 4,
    phone: '13800000005',
    isAppUser: true,
    giftPoints: 50,
  },
];

export const PLATFORM_ADMIN_USERNAME = 'admin';
export const DEMO_ENTERPRISE_NAME = '演示公司';

/**
 * Fills an empty database. "Empty" means no user exists, so a second start leaves everything alone and a
 * deployment that deleted the demo accounts does not get them back.
 */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const { db } = handle;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  const adminPassword =
    process.env.ADMIN_INITIAL_PASSWORD || (config.seedDemo ? config.seedDemoPassword : undefined);
  const generated = adminPassword ? undefined : randomBytes(12).toString('base64url');
  const adminHash = await hashPassword(adminPassword ?? (generated as string));
  const demoHash = config.seedDemo ? await hashPassword(config.seedDemoPassword) : '';

  await db.transaction(async (tx) => {
    await tx
      .insert(integralSettings)
      .values(Object.entries(seedFlatSettings).map(([key, value]) => ({ key, value })));
    await tx.insert(integralTaskCosts).values(seedTaskCosts);
    await tx.insert(imageStyles).values(
      seedImageStyles.map((s, i) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        prompt: s.prompt,
        posterStyle: s.posterStyle,
        sort: i,
        previewUrl: `/api/v1/aitools/image/styles/${s.id}/preview.svg`,
      })),
    );
    await tx.insert(users).values({
      username: PLATFORM_ADMIN_USERNAME,
      phone: '13800000001',
      passwordHash: adminHash,
      realname: '平台管理员',
      platformRole: 1,
    });
    if (!config.seedDemo) return;

    const [enterprise] = await tx
      .insert(enterprises)
      .values({ name: DEMO_ENTERPRISE_NAME, status: 1, autoIssue: false, pointsPool: 10_000 })
      .returning({ id: enterprises.id });
    if (!enterprise) throw new Error('demo enterprise insert returned nothing');
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          phone: account.phone,
          passwordHash: demoHash,
          realname: account.realname,
          isAppUser: account.isAppUser,
          currentEnterpriseId: enterprise.id,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user insert returned nothing');
      await tx.insert(memberships).values({
        userId: user.id,
        enterpriseId: enterprise.id,
        roleId: account.roleId,
        reviewStatus: 2,
      });
      await appendLedgerEntry(tx, {
        userId: user.id,
        enterpriseId: enterprise.id,
        applyDelta: 0,
        giftDelta: account.giftPoints,
        kind: 'grant',
        usage: '新用户赠送制作栗',
      });
    }
  });

  if (generated) {
    log.warn(
      { username: PLATFORM_ADMIN_USERNAME },
      `已创建平台管理员 ${PLATFORM_ADMIN_USERNAME}，初始密码 ${generated}（只显示这一次，请登录后立即修改）`,
    );
  }
  log.info({ demo: config.seedDemo }, '空数据库已初始化');
  return true;
}
