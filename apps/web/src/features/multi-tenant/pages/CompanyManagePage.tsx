import { PlusOutlined } from '@ant-design/icons';
import { EnterpriseStatus } from '@lizi/shared';
import {
  App,
  Button,
  Input,
  Popconfirm,
  Segmented,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { apiErrorMessage } from '../../../lib/api-client';
import { backOfficeText, companyText } from '../../../locales/zh-CN/multi-tenant';
import { formatPoints } from '../../points';
import { PlatformAdminTabs } from '../../providers-admin';
import { useReviewEnterpriseApplication } from '../api/enterprise-application-review.api';
import { type EnterpriseApplication, useEnterpriseApplications } from '../api/enterprise-applications.api';
import { useSetEnterpriseAutoIssue } from '../api/enterprise-auto-issue.api';
import { type EnterpriseAction, useChangeEnterpriseStatus } from '../api/enterprise-status.api';
import { type PlatformEnterprise, usePlatformEnterprises } from '../api/platform-enterprises.api';
import { CreateEnterpriseDialog } from '../components/CreateEnterpriseDialog';
import { CreditPoolDialog } from '../components/CreditPoolDialog';
import { ListCard } from '../components/ListCard';
import styles from '../components/ListCard.module.css';
import { ListEmpty, ListError } from '../components/ListStates';
import { ReviewNoteDialog, type ReviewTarget } from '../components/ReviewNoteDialog';
import { EnterpriseStatusTag, SecondReviewTag } from '../components/StatusTags';
import { ENTERPRISE_STATUS_FILTERS, SECOND_REVIEW_FILTERS } from '../filters';
import { formatTime } from '../format';
import { PAGE_SIZES, useListParams } from '../hooks/use-list-params';

type TabKey = 'companies' | 'applications';

/** Which status actions an enterprise in this status allows (normal ⇄ disabled, either → deleted → normal). */
function enterpriseActions(status: number): EnterpriseAction[] {
  if (status === EnterpriseStatus.NORMAL) return ['disable', 'delete'];
  if (status === EnterpriseStatus.DISABLED) return ['restore', 'delete'];
  if (status === EnterpriseStatus.DELETED) return ['restore'];
  return [];
}

/** /multiTenant/platformAdmin/companyManage: companies and the applications to open new ones. */
export default function CompanyManagePage() {
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = search.get('tab') === 'applications' ? 'applications' : 'companies';
  return (
    <PageContainer
      width="wide"
      title="企业管理"
      description="管理入驻企业的状态与制作栗发放方式，审核企业开通申请。"
    >
      <PlatformAdminTabs active="companyManage" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'applications' ? { tab: key } : {}, { replace: true })}
        items={[
          { key: 'companies', label: companyText.tabs.companies },
          { key: 'applications', label: companyText.tabs.applications },
        ]}
      />
      {tab === 'companies' ? <CompanyList /> : <ApplicationList />}
    </PageContainer>
  );
}

function CompanyList() {
  const { message } = App.useApp();
  const params = useListParams({ status: '0' });
  const list = usePlatformEnterprises({
    status: Number(params.status) || 0,
    keyword: params.keyword || undefined,
    offset: params.offset,
    limit: params.pageSize,
  });
  const changeStatus = useChangeEnterpriseStatus();
  const autoIssue = useSetEnterpriseAutoIssue();
  const [creating, setCreating] = useState(false);
  const [crediting, setCrediting] = useState<PlatformEnterprise | null>(null);

  const act = async (e: PlatformEnterprise, action: EnterpriseAction) => {
    try {
      await changeStatus.mutateAsync({ id: e.id, action });
      message.success(companyText.actions[action].done);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const toggleAutoIssue = async (e: PlatformEnterprise, value: boolean) => {
    try {
      await autoIssue.mutateAsync({ id: e.id, autoIssue: value });
      message.success(value ? companyText.autoIssueOn : companyText.autoIssueOff);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const columns: TableColumnsType<PlatformEnterprise> = [
    {
      title: '企业',
      key: 'name',
      render: (_, e) => (
        <div>
          <div className={styles.cellMain}>{e.name}</div>
          <div className={styles.cellSub}>ID：{e.id}</div>
        </div>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: number) => <EnterpriseStatusTag status={s} />,
    },
    {
      title: '成员',
      dataIndex: 'memberCount',
      width: 90,
      render: (n: number, e) => <Link to={`/multiTenant/companyAdmin/memberManage/${e.id}`}>{n} 人</Link>,
    },
    { title: '制作栗池', dataIndex: 'pointsPool', width: 110, render: (n: number) => formatPoints(n) },
    {
      title: '每日自动发放',
      dataIndex: 'autoIssue',
      width: 120,
      render: (value: boolean, e) => (
        <Switch
          size="small"
          checked={value}
          checkedChildren="开"
          unCheckedChildren="关"
          disabled={e.status === EnterpriseStatus.DELETED}
          loading={autoIssue.isPending && autoIssue.variables?.id === e.id}
          onChange={(next) => void toggleAutoIssue(e, next)}
          aria-label={`${e.name}每日自动发放制作栗`}
        />
      ),
    },
    {
      title: '联系人',
      key: 'contact',
      width: 150,
      render: (_, e) =>
        e.contactName || e.contactPhone ? (
          <div>
            <div>{e.contactName ?? '—'}</div>
            <div className={styles.cellSub}>{e.contactPhone ?? ''}</div>
          </div>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 160, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_, e) => (
        <Space size={4} wrap>
          <Link to={`/multiTenant/companyAdmin/memberManage/${e.id}`}>
            <Button size="small" type="link">
              成员管理
            </Button>
          </Link>
          {e.status !== EnterpriseStatus.DELETED ? (
            <Button size="small" type="link" onClick={() => setCrediting(e)}>
              充值制作栗
            </Button>
          ) : null}
          {enterpriseActions(e.status).map((action) => (
            <Popconfirm
              key={action}
              title={`${companyText.actions[action].label}企业`}
              description={<div style={{ maxWidth: 280 }}>{companyText.actions[action].confirm(e.name)}</div>}
              okText="确定"
              cancelText="取消"
              okButtonProps={{ danger: action !== 'restore' }}
              onConfirm={() => act(e, action)}
            >
              <Button
                size="small"
                danger={action !== 'restore'}
                type={action === 'restore' ? 'primary' : 'default'}
                ghost={action === 'restore'}
                loading={
                  changeStatus.isPending &&
                  changeStatus.variables?.id === e.id &&
                  changeStatus.variables.action === action
                }
              >
                {companyText.actions[action].label}
              </Button>
            </Popconfirm>
          ))}
        </Space>
      ),
    },
  ];

  const filtered = params.status !== '0' || Boolean(params.keyword);

  return (
    <ListCard
      filters={
        <Segmented
          options={ENTERPRISE_STATUS_FILTERS}
          value={params.status}
          onChange={(value) => params.setStatus(String(value))}
        />
      }
      actions={
        <>
          <Input.Search
            key={params.keyword}
            defaultValue={params.keyword}
            placeholder={backOfficeText.searchCompany}
            allowClear
            onSearch={params.setKeyword}
            style={{ width: 240 }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {companyText.create}
          </Button>
        </>
      }
    >
      {list.isError && !list.data ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<PlatformEnterprise>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 1220 }}
          locale={{
            emptyText: list.isPending ? (
              ' '
            ) : (
              <ListEmpty title={filtered ? companyText.emptyFiltered : companyText.empty} />
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
          }}
        />
      )}
      <CreateEnterpriseDialog open={creating} onClose={() => setCreating(false)} />
      <CreditPoolDialog enterprise={crediting} onClose={() => setCrediting(null)} />
    </ListCard>
  );
}

function ApplicationList() {
  const { message } = App.useApp();
  const params = useListParams();
  const list = useEnterpriseApplications({
    status: params.status ? Number(params.status) : undefined,
    offset: params.offset,
    limit: params.pageSize,
  });
  const review = useReviewEnterpriseApplication();
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  const submit = async (t: ReviewTarget, note: string) => {
    try {
      await review.mutateAsync({ id: t.id, action: t.action, note: note || undefined });
      message.success(t.action === 'approve' ? companyText.approved : companyText.rejected);
      setTarget(null);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const columns: TableColumnsType<EnterpriseApplication> = [
    {
      title: '企业名称',
      dataIndex: 'name',
      render: (v: string) => <span className={styles.cellMain}>{v}</span>,
    },
    { title: '申请人', dataIndex: 'applicant', width: 110 },
    {
      title: '联系人',
      key: 'contact',
      width: 150,
      render: (_, a) => (
        <div>
          <div>{a.contactName}</div>
          <div className={styles.cellSub}>{a.contactPhone}</div>
        </div>
      ),
    },
    {
      title: '申请说明',
      dataIndex: 'reason',
      width: 240,
      render: (v: string) =>
        v ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
            {v}
          </Typography.Paragraph>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    { title: '状态', dataIndex: 'status', width: 100, render: (s: number) => <SecondReviewTag status={s} /> },
    {
      title: '审核备注',
      dataIndex: 'reviewNote',
      width: 160,
      render: (v: string | null) => v || <span className={styles.muted}>—</span>,
    },
    { title: '申请时间', dataIndex: 'createdAt', width: 160, render: formatTime },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, a) =>
        a.status === 1 ? (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              ghost
              onClick={() => setTarget({ id: a.id, action: 'approve', subject: a.name })}
            >
              通过
            </Button>
            <Button
              size="small"
              danger
              onClick={() => setTarget({ id: a.id, action: 'reject', subject: a.name })}
            >
              拒绝
            </Button>
          </Space>
        ) : (
          <span className={styles.muted}>已处理</span>
        ),
    },
  ];

  return (
    <ListCard
      filters={
        <Segmented
          options={SECOND_REVIEW_FILTERS}
          value={params.status}
          onChange={(value) => params.setStatus(String(value))}
        />
      }
    >
      {list.isError && !list.data ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<EnterpriseApplication>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 1160 }}
          locale={{ emptyText: list.isPending ? ' ' : <ListEmpty title={companyText.applicationsEmpty} /> }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...PAGE_SIZES],
            showTotal: backOfficeText.total,
            onChange: params.setPage,
          }}
        />
      )}
      <ReviewNoteDialog
        target={target}
        titles={{ approve: companyText.approveTitle, reject: companyText.rejectTitle }}
        hint={companyText.approveHint}
        placeholders={{ approve: '审核备注（选填）', reject: '请说明拒绝原因，便于申请人了解' }}
        loading={review.isPending}
        onSubmit={(t, note) => void submit(t, note)}
        onCancel={() => setTarget(null)}
      />
    </ListCard>
  );
}
