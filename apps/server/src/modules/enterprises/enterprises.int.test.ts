import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureSms, cookieHeader, signIn } from '../../test-support/sign-in';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test-support/test-context';

const PASSWORD = 'Lizi@2026';

describeEachDatabase('enterprises: applications, member review, roles, platform back office', (driver) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(driver);
    for (const name of ['admin', 'boss', 'manager', 'member'])
      cookies[name] = await signIn(t.app, t.ctx, name, PASSWORD);
  });
  afterAll(() => t?.close());

  const as = (who: string, opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: cookies[who] ?? who } });
  const info = (who: string) =>
    as(who, { method: 'GET', url: '/api/v1/user/info' }).then((r) => r.json().data);
  const demoId = async () => (await info('boss')).enterprise.id as number;

  /** A brand-new phone user, signed in, with no company yet. */
  async function newcomer(phone: string, realname: string): Promise<string> {
    const sms = captureSms(t.ctx);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/phone/code',
      payload: { phone, scene: 'register' },
    });
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { channel: 'phone', phone, code: sms.last(phone), realname },
    });
    return cookieHeader(reg);
  }

  describe('joining a company and being reviewed', () => {
    it('a pending member is approved by a company admin and is then approved', async () => {
      const cookie = await newcomer('13500000001', '待审同学');
      cookies.newcomer = cookie;
      const found = await as('newcomer', {
        method: 'GET',
        url: '/api/v1/enterprises/search',
        query: { keyword: '演示' },
      });
      expect(found.json().data.list).toEqual([{ id: await demoId(), name: '演示公司' }]);
      const apply = await as('newcomer', {
        method: 'POST',
        url: '/api/v1/user/applyEnterprise',
        payload: { mode: 'join', enterpriseId: await demoId() },
      });
      expect(apply.json().data).toMatchObject({
        userStatus: 1,
        isUnApproved: true,
        enterprise: { name: '演示公司' },
      });

      const pending = await as('manager', {
        method: 'GET',
        url: '/api/v1/company/members',
        query: { status: '1' },
      });
      expect(pending.json().data.list.map((m: { realname: string }) => m.realname)).toEqual(['待审同学']);
      expect(pending.json().data.list[0].phoneMask).toBe('135****0001');
      const userId = pending.json().data.list[0].userId;

      const approve = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/members/review',
        payload: { userId, action: 'approve' },
      });
      expect(approve.json().code).toBe(0);
      expect(await info('newcomer')).toMatchObject({ userStatus: 2, isUnApproved: false, roleId: 4 });
      const twice = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/members/review',
        payload: { userId, action: 'reject' },
      });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses a join to a company that does not exist', async () => {
      const res = await as('newcomer', {
        method: 'POST',
        url: '/api/v1/user/applyEnterprise',
        payload: { mode: 'join', enterpriseId: 99999 },
      });
      expect(res.json().msg).toBe('该企业不存在或已停用');
    });
  });

  describe('who may do what', () => {
    it('keeps members out of the back offices', async () => {
      const company = await as('member', { method: 'GET', url: '/api/v1/company/members' });
      expect(company.statusCode).toBe(403);
      expect(company.json().code).toBe(403002);
      const platform = await as('boss', { method: 'GET', url: '/api/v1/platform/enterprises' });
      expect(platform.json().code).toBe(403002);
    });

    it('keeps company admins inside their own company', async () => {
      const other = await as('admin', {
        method: 'POST',
        url: '/api/v1/platform/enterprises',
        payload: { name: '别家公司' },
      });
      const otherId = other.json().data.id;
      const res = await as('boss', {
        method: 'GET',
        url: '/api/v1/company/members',
        query: { enterpriseId: String(otherId) },
      });
      expect(res.json().code).toBe(403003);
      const platformView = await as('admin', {
        method: 'GET',
        url: '/api/v1/company/members',
        query: { enterpriseId: String(await demoId()) },
      });
      expect(platformView.json().data.total).toBeGreaterThanOrEqual(4);
      const platformNoScope = await as('admin', { method: 'GET', url: '/api/v1/company/members' });
      expect(platformNoScope.json().msg).toContain('enterpriseId');
    });

    it('lets only the super admin change roles, and nobody act on themselves or on the super admin', async () => {
      const members = (
        await as('boss', { method: 'GET', url: '/api/v1/company/members', query: { keyword: '王小明' } })
      ).json().data.list;
      const memberId = members[0].userId;
      const bossId = (await info('boss')).userId;
      const managerTry = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/members/role',
        payload: { userId: memberId, roleId: 3 },
      });
      expect(managerTry.json().msg).toBe('只有企业超级管理员可以调整成员角色');
      const onBoss = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/members/review',
        payload: { userId: bossId, action: 'delete' },
      });
      expect(onBoss.json().msg).toBe('不能操作企业超级管理员');
      const self = await as('boss', {
        method: 'POST',
        url: '/api/v1/company/members/review',
        payload: { userId: bossId, action: 'delete' },
      });
      expect(self.json().msg).toBe('不能对自己执行此操作');
      const badRole = await as('boss', {
        method: 'POST',
        url: '/api/v1/company/members/role',
        payload: { userId: memberId, roleId: 2 },
      });
      expect(badRole.json().code).toBe(400001);
      const promote = await as('boss', {
        method: 'POST',
        url: '/api/v1/company/members/role',
        payload: { userId: memberId, roleId: 3 },
      });
      expect(promote.json().code).toBe(0);
      expect((await info('member')).roleId).toBe(3);
      await as('boss', {
        method: 'POST',
        url: '/api/v1/company/members/role',
        payload: { userId: memberId, roleId: 4 },
      });
      expect((await info('member')).roleId).toBe(4);
    });

    it('a deleted member sees themselves unapproved until restored', async () => {
      const id = (await info('newcomer')).userId;
      await as('boss', {
        method: 'POST',
        url: '/api/v1/company/members/review',
        payload: { userId: id, action: 'delete' },
      });
      expect(await info('newcomer')).toMatchObject({ userStatus: 4, isUnApproved: true });
      await as('boss', {
        method: 'POST',
        url: '/api/v1/company/members/review',
        payload: { userId: id, action: 'restore' },
      });
      expect((await info('newcomer')).userStatus).toBe(2);
    });
  });

  describe('platform back office', () => {
    it('moves a company through disable, delete and restore, and refuses other moves', async () => {
      const created = await as('admin', {
        method: 'POST',
        url: '/api/v1/platform/enterprises',
        payload: { name: '光影工作室', contactName: '周导', contactPhone: '13300000001', autoIssue: true },
      });
      const id = created.json().data.id;
      const status = (action: string) =>
        as('admin', {
          method: 'POST',
          url: `/api/v1/platform/enterprises/${id}/status`,
          payload: { action },
        });
      expect((await status('disable')).json().code).toBe(0);
      expect((await status('disable')).statusCode).toBe(409);
      expect((await status('delete')).json().code).toBe(0);
      const deleted = await as('admin', {
        method: 'GET',
        url: '/api/v1/platform/enterprises',
        query: { status: '3' },
      });
      expect(deleted.json().data.list.map((e: { name: string }) => e.name)).toContain('光影工作室');
      expect((await status('restore')).json().code).toBe(0);
      const all = await as('admin', {
        method: 'GET',
        url: '/api/v1/platform/enterprises',
        query: { keyword: '光影' },
      });
      expect(all.json().data.list[0]).toMatchObject({ status: 1, autoIssue: true, memberCount: 0 });
      const toggle = await as('admin', {
        method: 'POST',
        url: `/api/v1/platform/enterprises/${id}/autoIssue`,
        payload: { autoIssue: false },
      });
      expect(toggle.json().code).toBe(0);
      const dup = await as('admin', {
        method: 'POST',
        url: '/api/v1/platform/enterprises',
        payload: { name: '光影工作室' },
      });
      expect(dup.json().msg).toBe('已存在同名企业');
      const bad = await as('admin', {
        method: 'POST',
        url: '/api/v1/platform/enterprises',
        payload: { name: '', extra: 1 },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('a deleted company shows as deleted to its members and stops its admins', async () => {
      const id = await demoId();
      await as('admin', {
        method: 'POST',
        url: `/api/v1/platform/enterprises/${id}/status`,
        payload: { action: 'delete' },
      });
      expect(await info('member')).toMatchObject({ isDeletedEnterprise: true });
      const blocked = await as('boss', { method: 'GET', url: '/api/v1/company/members' });
      expect(blocked.json().msg).toBe('当前企业不可用或您的成员身份未通过审核');
      await as('admin', {
        method: 'POST',
        url: `/api/v1/platform/enterprises/${id}/status`,
        payload: { action: 'restore' },
      });
      expect((await info('member')).isDeletedEnterprise).toBe(false);
    });

    it('approving an application opens the company with the applicant as its super admin', async () => {
      cookies.founder = await newcomer('13500000002', '创始人');
      const apply = await as('founder', {
        method: 'POST',
        url: '/api/v1/user/applyEnterprise',
        payload: {
          mode: 'create',
          name: '新锐影业',
          contactName: '创始人',
          contactPhone: '13500000002',
          reason: '拍短剧',
        },
      });
      expect(apply.json().code).toBe(0);
      const again = await as('founder', {
        method: 'POST',
        url: '/api/v1/user/applyEnterprise',
        payload: { mode: 'create', name: '新锐影业2', contactName: '创始人', contactPhone: '13500000002' },
      });
      expect(again.statusCode).toBe(409);
      const list = await as('admin', {
        method: 'GET',
        url: '/api/v1/platform/enterpriseApplications',
        query: { status: '1' },
      });
      const application = list.json().data.list.find((a: { name: string }) => a.name === '新锐影业');
      expect(application).toMatchObject({ applicant: '创始人', status: 1 });
      const review = await as('admin', {
        method: 'POST',
        url: `/api/v1/platform/enterpriseApplications/${application.id}/review`,
        payload: { action: 'approve' },
      });
      expect(review.json().code).toBe(0);
      expect(await info('founder')).toMatchObject({
        roleId: 2,
        userStatus: 2,
        enterprise: { name: '新锐影业' },
      });
      const mine = await as('founder', { method: 'GET', url: '/api/v1/user/enterprises' });
      expect(mine.json().data.applications[0]).toMatchObject({ name: '新锐影业', status: 2 });
    });
  });

  describe('project permission', () => {
    it('a member applies, the company admin approves, a second application is refused', async () => {
      const apply = await as('member', {
        method: 'POST',
        url: '/api/v1/user/permission/project/apply',
        payload: { teamName: '短剧一组', projectType: '短剧', reason: '本月开拍 12 集竖屏短剧' },
      });
      expect(apply.json().data.status).toBe(1);
      const dup = await as('member', {
        method: 'POST',
        url: '/api/v1/user/permission/project/apply',
        payload: { teamName: '短剧一组', projectType: '短剧', reason: '再来一次' },
      });
      expect(dup.json().msg).toBe('您的申请正在审核中');
      const list = await as('manager', { method: 'GET', url: '/api/v1/company/projectApplications' });
      const row = list.json().data.list[0];
      expect(row).toMatchObject({ realname: '王小明', teamName: '短剧一组' });
      const review = await as('manager', {
        method: 'POST',
        url: '/api/v1/company/projectApplications/review',
        payload: { id: row.id, action: 'approve' },
      });
      expect(review.json().code).toBe(0);
      const empty = await as('member', {
        method: 'POST',
        url: '/api/v1/user/permission/project/apply',
        payload: { teamName: '', projectType: '短剧', reason: 'x' },
      });
      expect(empty.json().msg).toContain('请填写团队名称');
    });
  });
});
