import {
  ApiOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { CAPABILITY_LABELS, type ProviderView, VENDOR_LABELS } from '@lizi/shared';
import { App, Button, Popconfirm, Space, Switch, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDeleteProvider } from '../api/delete-provider.api';
import { useProviders } from '../api/providers-list.api';
import { useSaveProvider } from '../api/save-provider.api';
import { type ProviderTestResult, useTestProvider } from '../api/test-provider.api';
import { PlatformAdminTabs } from '../components/PlatformAdminTabs';
import { ProviderDrawer } from '../components/ProviderDrawer';
import styles from '../components/Providers.module.css';
import { toggleBody } from '../provider-form';

const SOURCE_TAGS: Record<ProviderView['source'], { label: string; color: string; tip: string }> = {
  db: { label: '后台配置', color: 'orange', tip: '在此页面添加，可编辑与删除' },
  env: { label: '环境变量', color: 'blue', tip: '来自服务器环境变量，只读；请在部署配置中修改' },
  builtin: { label: '内置', color: 'default', tip: '系统内置的本机处理能力，只读' },
};

/** /multiTenant/platformAdmin/providerManage: the model services generation runs on (role 1). */
export default function ProviderManagePage() {
  const { message, modal } = App.useApp();
  const list = useProviders();
  const save = useSaveProvider();
  const remove = useDeleteProvider();
  const test = useTestProvider();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: ProviderView | null }>({
    open: false,
    editing: null,
  });
  const [results, setResults] = useState<Record<string, ProviderTestResult>>({});

  const runTest = (p: ProviderView) =>
    test.mutate(p.id, {
      onSuccess: (result) => {
        setResults((r) => ({ ...r, [p.id]: result }));
        if (result.ok) message.success(`连接成功${result.detail ? `：${result.detail}` : ''}`);
        else modal.error({ title: `「${p.name}」连接失败`, content: result.detail || '服务没有正常响应' });
      },
      onError: (error) => message.error(apiErrorMessage(error, '测试失败')),
    });

  const toggle = (p: ProviderView, enabled: boolean) =>
    save.mutate(
      { id: p.id, body: toggleBody(p, enabled) },
      {
        onSuccess: () => message.success(enabled ? '已启用' : '已停用'),
        onError: (error) => message.error(apiErrorMessage(error, '操作失败')),
      },
    );

  const columns: TableColumnsType<ProviderView> = [
    {
      title: '服务',
      key: 'name',
      width: 200,
      render: (_, p) => (
        <div>
          <div className={styles.cellMain}>{p.name}</div>
          <div className={styles.cellSub}>{VENDOR_LABELS[p.vendor] ?? p.vendor}</div>
        </div>
      ),
    },
    {
      title: '接口地址',
      dataIndex: 'baseUrl',
      ellipsis: true,
      render: (url: string, p) =>
        p.vendor === 'local' ? (
          <span className={styles.cellSub}>本机运行</span>
        ) : (
          <span className={styles.mono}>{url || '默认地址'}</span>
        ),
    },
    {
      title: '密钥',
      dataIndex: 'keyPreview',
      width: 110,
      render: (key: string | null, p) =>
        key ? (
          <span className={styles.mono}>{key}</span>
        ) : (
          <span className={styles.cellSub}>{p.vendor === 'local' ? '无需密钥' : '未设置'}</span>
        ),
    },
    {
      title: '能力',
      key: 'capabilities',
      render: (_, p) => (
        <div className={styles.caps}>
          {p.capabilities.map((cap) => (
            <Tooltip key={cap} title={p.models[cap] ? `模型：${p.models[cap]}` : '默认模型'}>
              <Tag>{CAPABILITY_LABELS[cap] ?? cap}</Tag>
            </Tooltip>
          ))}
        </div>
      ),
    },
    { title: '并发', dataIndex: 'concurrency', width: 64, align: 'center' },
    {
      title: '启用',
      key: 'enabled',
      width: 80,
      render: (_, p) => (
        <Switch
          size="small"
          checked={p.enabled}
          disabled={p.source !== 'db'}
          loading={save.isPending && save.variables?.id === p.id}
          onChange={(next) => toggle(p, next)}
          aria-label={`启用${p.name}`}
        />
      ),
    },
    {
      title: '来源',
      dataIndex: 'source',
      width: 100,
      render: (source: ProviderView['source'], p) => (
        <Tooltip
          title={`${SOURCE_TAGS[source].tip}${p.updateAt ? `（更新于 ${dayjs.unix(p.updateAt).format('YYYY-MM-DD HH:mm')}）` : ''}`}
        >
          <Tag color={SOURCE_TAGS[source].color}>{SOURCE_TAGS[source].label}</Tag>
        </Tooltip>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_, p) => {
        const result = results[p.id];
        return (
          <Space size={4} wrap>
            <Button
              size="small"
              icon={<ApiOutlined />}
              loading={test.isPending && test.variables === p.id}
              onClick={() => runTest(p)}
            >
              测试连接
            </Button>
            {result ? (
              <Tooltip title={result.detail}>
                {result.ok ? (
                  <CheckCircleFilled className={styles.testOk} aria-label="连接正常" />
                ) : (
                  <CloseCircleFilled className={styles.testFail} aria-label="连接失败" />
                )}
              </Tooltip>
            ) : null}
            {p.source === 'db' ? (
              <>
                <Button size="small" type="link" onClick={() => setDrawer({ open: true, editing: p })}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除「${p.name}」？`}
                  description="删除后使用该服务的能力将不可用，已提交的任务不受影响。"
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() =>
                    remove.mutateAsync(p.id).then(
                      () => message.success('已删除'),
                      (error) => message.error(apiErrorMessage(error, '删除失败')),
                    )
                  }
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <PageContainer
      width="wide"
      title="模型服务"
      description="配置生成图片、视频、音频所用的模型服务商与密钥。密钥加密保存，页面只显示末 4 位。"
    >
      <PlatformAdminTabs active="providerManage" />
      <SurfaceCard padded={false}>
        <div className={styles.toolbar}>
          <span>{list.data ? `共 ${list.data.length} 个服务` : ''}</span>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ open: true, editing: null })}
          >
            添加模型服务
          </Button>
        </div>
        <Table<ProviderView>
          rowKey="id"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{
            emptyText: list.isError ? (
              <EmptyState
                size="compact"
                icon={<ExclamationCircleOutlined />}
                title="加载失败"
                description={apiErrorMessage(list.error)}
                extra={<Button onClick={() => void list.refetch()}>重试</Button>}
              />
            ) : (
              <EmptyState
                size="compact"
                icon={<ApiOutlined />}
                title="还没有配置模型服务"
                description="添加一个服务商并勾选它提供的能力，对应的 AI 工具即可使用。"
              />
            ),
          }}
        />
      </SurfaceCard>
      <ProviderDrawer
        open={drawer.open}
        editing={drawer.editing}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </PageContainer>
  );
}
