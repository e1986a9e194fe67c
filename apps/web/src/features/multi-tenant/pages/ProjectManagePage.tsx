import { App, Button, Segmented, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { apiErrorMessage } from '../../../lib/api-client';
import { backOfficeText, projectReviewText } from '../../../locales/zh-CN/multi-tenant';
import { useReviewProjectApplication } from '../api/project-application-review.api';
import { type ProjectApplication, useProjectApplications } from '../api/project-applications.api';
import { CompanyAdminTabs } from '../components/CompanyAdminTabs';
import { ListCard } from '../components/ListCard';
import styles from '../components/ListCard.module.css';
import { ListEmpty, ListError } from '../components/ListStates';
import { ReviewNoteDialog, type ReviewTarget } from '../components/ReviewNoteDialog';
import { ScopeState } from '../components/ScopeStates';
import { SecondReviewTag } from '../components/StatusTags';
import { SECOND_REVIEW_FILTERS } from '../filters';
import { formatTime } from '../format';
import { useCompanyScope } from '../hooks/use-company-scope';
import { PAGE_SIZES, useListParams } from '../hooks/use-list-params';

/** /multiTenant/companyAdmin/projectManage/{enterpriseId?}: team-collaboration permission applications. */
export default function ProjectManagePage() {
  const scope = useCompanyScope();
  const name = scope.kind === 'ok' ? scope.name : undefined;
  return (
    <PageContainer
      width="wide"
      title="项目管理"
      description={`${name ? `${name} · ` : ''}审核成员的团队协作权限申请。`}
    >
      <CompanyAdminTabs active="projectManage" />
      {scope.kind === 'ok' ? (
        <ApplicationList enterpriseId={scope.enterpriseId} />
      ) : (
        <ScopeState kind={scope.kind} />
      )}
    </PageContainer>
  );
}

function ApplicationList({ enterpriseId }: { enterpriseId: number | undefined }) {
  const { message } = App.useApp();
  const params = useListParams();
  const list = useProjectApplications({
    enterpriseId,
    status: params.status ? Number(params.status) : undefined,
    offset: params.offset,
    limit: params.pageSize,
  });
  const review = useReviewProjectApplication();
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  const submit = async (t: ReviewTarget, note: string) => {
    try {
      await review.mutateAsync({ enterpriseId, id: t.id, action: t.action, note: note || undefined });
      message.success(t.action === 'approve' ? projectReviewText.approved : projectReviewText.rejected);
      setTarget(null);
    } catch (error) {
      message.error(apiErrorMessage(error, backOfficeText.failed));
    }
  };

  const columns: TableColumnsType<ProjectApplication> = [
    {
      title: '申请人',
      dataIndex: 'realname',
      width: 120,
      render: (v: string) => <span className={styles.cellMain}>{v}</span>,
    },
    { title: '团队名称', dataIndex: 'teamName', width: 180 },
    { title: '项目类型', dataIndex: 'projectType', width: 110, render: (v: string) => <Tag>{v}</Tag> },
    {
      title: '申请说明',
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
      width: 180,
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
              onClick={() =>
                setTarget({ id: a.id, action: 'approve', subject: `${a.realname} · ${a.teamName}` })
              }
            >
              通过
            </Button>
            <Button
              size="small"
              danger
              onClick={() =>
                setTarget({ id: a.id, action: 'reject', subject: `${a.realname} · ${a.teamName}` })
              }
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
        <Table<ProjectApplication>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: list.isPending ? ' ' : <ListEmpty title={projectReviewText.empty} /> }}
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
        titles={{ approve: projectReviewText.approveTitle, reject: projectReviewText.rejectTitle }}
        placeholders={{
          approve: projectReviewText.notePlaceholder,
          reject: projectReviewText.rejectNotePlaceholder,
        }}
        loading={review.isPending}
        onSubmit={(t, note) => void submit(t, note)}
        onCancel={() => setTarget(null)}
      />
    </ListCard>
  );
}
