import { GiftOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { backOfficeText } from '../../../locales/zh-CN/multi-tenant';
import { formatPoints } from '../../points';
import {
  type CompanyPointsApplication,
  type PoolEntry,
  useCompanyPointsApplications,
  usePointsPool,
  useReviewPointsApplication,
} from '../api/company-points.api';
import { CompanyAdminTabs } from '../components/CompanyAdminTabs';
import { GrantPointsDialog } from '../components/GrantPointsDialog';
import { ListCard } from '../components/ListCard';
import styles from '../components/ListCard.module.css';
import { ListEmpty, ListError } from '../components/ListStates';
import { ScopeState } from '../components/ScopeStates';
import { SecondReviewTag } from '../components/StatusTags';
import { SECOND_REVIEW_FILTERS } from '../filters';
import { formatTime } from '../format';
import { useCompanyScope } from '../hooks/use-company-scope';
import { PAGE_SIZES, useListParams } from '../hooks/use-list-params';

const LEDGER_PAGE_SIZE = 10;
const kindLabels: Record<string, string> = { platform_credit: '平台充值', grant: '分配给成员' };

/** /multiTenant/companyAdmin/pointsManage/{enterpriseId?}: the company pool, its ledger, grants, applications. */
export default function PointsManagePage() {
  const scope = useCompanyScope();
  const name = scope.kind === 'ok' ? scope.name : undefined;
  return (
    <PageContainer
      width="wide"
      title="制作栗"
      description={`${name ? `${name} · ` : ''}查看企业制作栗池，为成员分配制作栗，审核成员的制作栗申请。`}
    >
      <CompanyAdminTabs active="pointsManage" />
      {scope.kind === 'ok' ? (
        <PointsManage enterpriseId={scope.enterpriseId} />
      ) : (
        <ScopeState kind={scope.kind} />
      )}
    </PageContainer>
  );
}

function PointsManage({ enterpriseId }: { enterpriseId: number | undefined }) {
  const [ledgerPage, setLedgerPage] = useState(1);
  const [grantOpen, setGrantOpen] = useState(false);
  const pool = usePointsPool({
    enterpriseId,
    offset: (ledgerPage - 1) * LEDGER_PAGE_SIZE,
    limit: LEDGER_PAGE_SIZE,
  });

  const columns: TableColumnsType<PoolEntry> = [
    { title: '时间', dataIndex: 'createdAt', width: 160, render: formatTime },
    { title: '类型', dataIndex: 'kind', width: 110, render: (k: string) => kindLabels[k] ?? k },
    { title: '说明', dataIndex: 'usage' },
    {
      title: '成员',
      dataIndex: 'memberName',
      width: 120,
      render: (v: string | null) => v || <span className={styles.muted}>—</span>,
    },
    {
      title: '变动',
      dataIndex: 'delta',
      width: 110,
      align: 'right',
      render: (d: number) => (
        <span style={{ color: d < 0 ? '#c2412a' : '#2f8f46', fontWeight: 600 }}>
          {d > 0 ? '+' : ''}
          {formatPoints(d)}
        </span>
      ),
    },
    {
      title: '变动后余额',
      dataIndex: 'poolAfter',
      width: 120,
      align: 'right',
      render: (v: number) => formatPoints(v),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SurfaceCard>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <ChestnutMark size={44} />
          <div>
            <Typography.Text type="secondary">企业制作栗池</Typography.Text>
            <div style={{ fontSize: 30, fontWeight: 700, lineHeight: 1.2 }} data-testid="pool-balance">
              {pool.data ? formatPoints(pool.data.pool) : '—'}
            </div>
          </div>
          <Typography.Text type="secondary" style={{ flex: 1, minWidth: 240 }}>
            平台为企业充值到制作栗池；管理员从池中分配给已通过审核的成员，或在审核申请时发放。
          </Typography.Text>
          <Button type="primary" icon={<GiftOutlined />} onClick={() => setGrantOpen(true)}>
            分配制作栗
          </Button>
        </div>
      </SurfaceCard>

      <ApplicationList enterpriseId={enterpriseId} />

      <ListCard filters={<Typography.Text strong>制作栗池流水</Typography.Text>}>
        {pool.isError && !pool.data ? (
          <ListError error={pool.error} onRetry={() => void pool.refetch()} />
        ) : (
          <Table<PoolEntry>
            rowKey="id"
            columns={columns}
            dataSource={pool.data?.ledger.list ?? []}
            loading={pool.isFetching}
            scroll={{ x: 900 }}
            locale={{ emptyText: pool.isPending ? ' ' : <ListEmpty title="暂无制作栗池流水" /> }}
            pagination={{
              current: ledgerPage,
              pageSize: LEDGER_PAGE_SIZE,
              total: pool.data?.ledger.total ?? 0,
              showTotal: backOfficeText.total,
              onChange: setLedgerPage,
            }}
          />
        )}
      </ListCard>

      <GrantPointsDialog
        open={grantOpen}
        enterpriseId={enterpriseId}
        pool={pool.data?.pool}
        onClose={() => setGrantOpen(false)}
      />
    </Space>
  );
}

interface ReviewTarget {
  application: CompanyPointsApplication;
  action: 'approve' | 'reject';
}

function ApplicationList({ enterpriseId }: { enterpriseId: number | undefined }) {
  const { message } = App.useApp();
  const params = useListParams();
  const list = useCompanyPointsApplications({
    enterpriseId,
    status: params.status ? Number(params.status) : undefined,
    offset: params.offset,
    limit: params.pageSize,
  });
  const review = useReviewPointsApplication();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [form] = Form.useForm<{ grantedAmount?: number; note?: string }>();

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const approve = target.action === 'approve';
    try {
      await review.mutateAsync({
        enterpriseId,
        id: target.application.id,
        action: target.action,
        grantedAmount: approve ? values.grantedAmount : undefined,
        note: values.note?.trim() || undefined,
      });
      message.success(approve ? '已通过，制作栗已发放' : '已拒绝');
      setTarget(null);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const columns: TableColumnsType<CompanyPointsApplication> = [
    {
      title: '申请人',
      dataIndex: 'realname',
      width: 120,
      render: (v: string) => <span className={styles.cellMain}>{v}</span>,
    },
    {
      title: '申请数量',
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (v: number) => formatPoints(v),
    },
    {
      title: '发放数量',
      dataIndex: 'grantedAmount',
      width: 100,
      align: 'right',
      render: (v: number | null) => (v === null ? <span className={styles.muted}>—</span> : formatPoints(v)),
    },
    {
      title: '申请理由',
      dataIndex: 'reason',
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0 }}>
          {v}
        </Typography.Paragraph>
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
              onClick={() => {
                form.setFieldsValue({ grantedAmount: a.amount, note: '' });
                setTarget({ application: a, action: 'approve' });
              }}
            >
              通过
            </Button>
            <Button
              size="small"
              danger
              onClick={() => {
                form.setFieldsValue({ note: '' });
                setTarget({ application: a, action: 'reject' });
              }}
            >
              拒绝
            </Button>
          </Space>
        ) : (
          <span className={styles.muted}>已处理</span>
        ),
    },
  ];

  const approve = target?.action === 'approve';

  return (
    <ListCard
      filters={
        <Space size={12}>
          <Typography.Text strong>制作栗申请</Typography.Text>
          <Segmented
            options={SECOND_REVIEW_FILTERS}
            value={params.status}
            onChange={(value) => params.setStatus(String(value))}
          />
        </Space>
      }
    >
      {list.isError && !list.data ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<CompanyPointsApplication>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: list.isPending ? ' ' : <ListEmpty title="暂无制作栗申请" /> }}
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
      <Modal
        open={target !== null}
        centered
        width={480}
        title={approve ? '通过制作栗申请' : '拒绝制作栗申请'}
        okText={approve ? '通过并发放' : '拒绝'}
        okButtonProps={{ danger: !approve }}
        cancelText="取消"
        confirmLoading={review.isPending}
        forceRender
        onCancel={() => setTarget(null)}
        onOk={() => void submit()}
      >
        {target ? (
          <Typography.Paragraph type="secondary">
            {target.application.realname} 申请 {formatPoints(target.application.amount)} 制作栗：
            {target.application.reason}
          </Typography.Paragraph>
        ) : null}
        <Form form={form} name="pointsReview" layout="vertical" requiredMark={false}>
          {approve ? (
            <Form.Item
              name="grantedAmount"
              label="发放数量"
              extra="可少于申请数量，从企业制作栗池发放"
              rules={[
                { required: true, message: '请填写发放数量' },
                { type: 'integer', min: 1, message: '发放数量需为正整数' },
              ]}
            >
              <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} suffix="制作栗" />
            </Form.Item>
          ) : null}
          <Form.Item name="note" label="审核备注" rules={[{ max: 200, message: '备注最多 200 个字' }]}>
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder={approve ? '选填' : '选填，告诉成员拒绝的原因'}
            />
          </Form.Item>
        </Form>
      </Modal>
    </ListCard>
  );
}
