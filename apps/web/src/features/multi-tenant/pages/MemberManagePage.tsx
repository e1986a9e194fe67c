import { UserOutlined } from '@ant-design/icons';
import { ReviewStatus, RoleId, roleLabels } from '@lizi/shared';
import {
  App,
  Avatar,
  Button,
  Input,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { apiErrorMessage } from '../../../lib/api-client';
import { backOfficeText, memberText } from '../../../locales/zh-CN/multi-tenant';
import { useSessionStore } from '../../session';
import { type CompanyMember, useCompanyMembers } from '../api/company-members.api';
import { type MemberAction, useReviewMember } from '../api/member-review.api';
import { useChangeMemberRole } from '../api/member-role.api';
import { CompanyAdminTabs } from '../components/CompanyAdminTabs';
import { type GrantMember, GrantPointsDialog } from '../components/GrantPointsDialog';
import { ListCard } from '../components/ListCard';
import styles from '../components/ListCard.module.css';
import { ListEmpty, ListError } from '../components/ListStates';
import { ScopeState } from '../components/ScopeStates';
import { ReviewStatusTag } from '../components/StatusTags';
import { MEMBER_STATUS_FILTERS } from '../filters';
import { formatTime } from '../format';
import { useCompanyScope } from '../hooks/use-company-scope';
import { PAGE_SIZES, useListParams } from '../hooks/use-list-params';
import { actionsForStatus, canChangeRole, canManageMember } from '../member-permissions';

const ROLE_OPTIONS = [
  { value: RoleId.COMPANY_ADMIN, label: roleLabels[RoleId.COMPANY_ADMIN] },
  { value: RoleId.USER, label: roleLabels[RoleId.USER] },
];

/** /multiTenant/companyAdmin/memberManage/{enterpriseId?}: review, remove and restore members; roles. */
export default function MemberManagePage() {
  const scope = useCompanyScope();
  const enterpriseId = scope.kind === 'ok' ? scope.enterpriseId : undefined;
  const name = scope.kind === 'ok' ? scope.name : undefined;

  return (
    <PageContainer
      width="wide"
      title="成员管理"
      description={`${name ? `${name} · ` : ''}审核成员加入申请，移出或恢复成员，调整成员角色。`}
    >
      <CompanyAdminTabs active="memberManage" />
      {scope.kind === 'ok' ? <MemberList enterpriseId={enterpriseId} /> : <ScopeState kind={scope.kind} />}
    </PageContainer>
  );
}

function MemberList({ enterpriseId }: { enterpriseId: number | undefined }) {
  const { message } = App.useApp();
  const actor = useSessionStore((s) => s.user);
  const params = useListParams();
  const list = useCompanyMembers({
    enterpriseId,
    status: params.status ? Number(params.status) : undefined,
    keyword: params.keyword || undefined,
    offset: params.offset,
    limit: params.pageSize,
  });
  const review = useReviewMember();
  const role = useChangeMemberRole();
  const [grantTarget, setGrantTarget] = useState<GrantMember | null>(null);
  const me = { userId: actor?.userId ?? 0, roleId: actor?.roleId ?? RoleId.USER };

  const act = async (member: CompanyMember, action: MemberAction) => {
    try {
      await review.mutateAsync({ enterpriseId, userId: member.userId, action });
      message.success(memberText.actions[action].done);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const changeRole = async (member: CompanyMember, roleId: 3 | 4) => {
    try {
      await role.mutateAsync({ enterpriseId, userId: member.userId, roleId });
      message.success(memberText.roleDone);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const columns: TableColumnsType<CompanyMember> = [
    {
      title: '成员',
      key: 'member',
      render: (_, m) => (
        <div className={styles.person}>
          {m.avatar ? <Avatar src={m.avatar} /> : <Avatar icon={<UserOutlined />} />}
          <div>
            <div className={styles.cellMain}>
              {m.realname}
              {m.userId === actor?.userId ? (
                <Tag color="blue" style={{ marginLeft: 6 }}>
                  我
                </Tag>
              ) : null}
            </div>
            <div className={styles.cellSub}>{m.username ?? '手机号注册用户'}</div>
          </div>
        </div>
      ),
    },
    {
      title: '手机号',
      dataIndex: 'phoneMask',
      render: (v: string | null) => v ?? <span className={styles.muted}>未绑定</span>,
    },
    {
      title: '角色',
      key: 'role',
      width: 170,
      render: (_, m) =>
        canChangeRole(me, m) ? (
          <Popconfirm
            title="调整角色"
            description={memberText.roleConfirm(m.realname, roleLabels[m.roleId === 3 ? 4 : 3])}
            okText="确定"
            cancelText="取消"
            onConfirm={() => changeRole(m, m.roleId === 3 ? 4 : 3)}
          >
            <Select
              size="small"
              value={m.roleId}
              options={ROLE_OPTIONS}
              open={false}
              style={{ width: 132 }}
              aria-label={`${m.realname}的角色`}
              loading={role.isPending && role.variables?.userId === m.userId}
            />
          </Popconfirm>
        ) : (
          <Tag>{roleLabels[m.roleId] ?? '成员'}</Tag>
        ),
    },
    {
      title: '状态',
      dataIndex: 'reviewStatus',
      width: 130,
      render: (s: number) => <ReviewStatusTag status={s} />,
    },
    { title: '申请时间', dataIndex: 'appliedAt', width: 160, render: formatTime },
    { title: '审核时间', dataIndex: 'reviewedAt', width: 160, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 280,
      render: (_, m) => {
        const actions = actionsForStatus(m.reviewStatus);
        // Approved members can receive points from the pool, whoever they are (docs/decisions.md).
        const grant =
          m.reviewStatus === ReviewStatus.APPROVED ? (
            <Button size="small" onClick={() => setGrantTarget({ userId: m.userId, realname: m.realname })}>
              分配制作栗
            </Button>
          ) : null;
        if (actions.length === 0) return grant ?? <span className={styles.muted}>—</span>;
        if (!canManageMember(me, m))
          return grant ? (
            <Space size={4} wrap>
              {grant}
              <span className={styles.muted}>{backOfficeText.noPermission}</span>
            </Space>
          ) : (
            <span className={styles.muted}>{backOfficeText.noPermission}</span>
          );
        return (
          <Space size={4} wrap>
            {grant}
            {actions.map((action) => (
              <Popconfirm
                key={action}
                title={memberText.actions[action].label}
                description={memberText.actions[action].confirm(m.realname)}
                okText="确定"
                cancelText="取消"
                okButtonProps={{ danger: action === 'delete' || action === 'reject' }}
                onConfirm={() => act(m, action)}
              >
                <Button
                  size="small"
                  type={action === 'approve' || action === 'restore' ? 'primary' : 'default'}
                  danger={action === 'delete' || action === 'reject'}
                  ghost={action === 'approve' || action === 'restore'}
                  loading={
                    review.isPending &&
                    review.variables?.userId === m.userId &&
                    review.variables.action === action
                  }
                >
                  {memberText.actions[action].label}
                </Button>
              </Popconfirm>
            ))}
          </Space>
        );
      },
    },
  ];

  const filtered = Boolean(params.status || params.keyword);

  return (
    <ListCard
      filters={
        <Segmented
          options={MEMBER_STATUS_FILTERS}
          value={params.status}
          onChange={(value) => params.setStatus(String(value))}
        />
      }
      actions={
        <Input.Search
          key={params.keyword}
          defaultValue={params.keyword}
          placeholder={backOfficeText.searchMember}
          allowClear
          onSearch={params.setKeyword}
          style={{ width: 280 }}
        />
      }
    >
      {list.isError && !list.data ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<CompanyMember>
          rowKey="userId"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 1120 }}
          locale={{
            emptyText: list.isPending ? (
              ' '
            ) : (
              <ListEmpty title={filtered ? memberText.emptyFiltered : memberText.empty} />
            ),
          }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...PAGE_SIZES],
            showTotal: backOfficeText.total,
            onChange: params.setPage,
            hideOnSinglePage: false,
          }}
        />
      )}
      <GrantPointsDialog
        open={grantTarget !== null}
        enterpriseId={enterpriseId}
        member={grantTarget}
        onClose={() => setGrantTarget(null)}
      />
    </ListCard>
  );
}
