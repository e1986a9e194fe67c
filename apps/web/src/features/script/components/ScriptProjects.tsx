import { DeleteOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import type { ScriptSummary } from '@lizi/shared';
import { App, Button, Card, Pagination, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDeleteScript } from '../api/delete-script.api';
import { useScriptsList } from '../api/scripts-list.api';
import { scriptText } from '../script-text';
import { NewScriptDialog } from './NewScriptDialog';
import styles from './Script.module.css';

const PAGE_SIZE = 12;

interface ScriptProjectsProps {
  /** Opens a project (the workspace shows the editor, the flow its steps). */
  onOpen: (id: string) => void;
}

/** 我的剧本: project cards, newest update first, with the new-script dialog. */
export function ScriptProjects({ onOpen }: ScriptProjectsProps) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useScriptsList((page - 1) * PAGE_SIZE, PAGE_SIZE);
  const items = list.data?.list ?? [];
  return (
    <div>
      <div className={styles.toolbar}>
        <Typography.Title level={4} className={styles.title}>
          {scriptText.myScripts}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {scriptText.newScript}
        </Button>
      </div>
      {list.isPending ? (
        <div className={styles.grid}>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i}>
              <Skeleton active />
            </Card>
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={<FileTextOutlined />}
          title="剧本列表加载失败"
          description={apiErrorMessage(list.error)}
          extra={<Button onClick={() => list.refetch()}>重试</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FileTextOutlined />}
          title={scriptText.emptyTitle}
          description={scriptText.emptyDescription}
          extra={
            <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              写第一个剧本
            </Button>
          }
        />
      ) : (
        <>
          <div className={styles.grid}>
            {items.map((s) => (
              <ScriptCard key={s.id} script={s} onOpen={() => onOpen(s.id)} />
            ))}
          </div>
          {(list.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 20, textAlign: 'center' }}
              current={page}
              pageSize={PAGE_SIZE}
              total={list.data?.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
      <NewScriptDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(s) => {
          setCreating(false);
          onOpen(s.id);
        }}
      />
    </div>
  );
}

function ScriptCard({ script, onOpen }: { script: ScriptSummary; onOpen: () => void }) {
  const { message } = App.useApp();
  const remove = useDeleteScript();
  return (
    <Card
      className={styles.card}
      hoverable
      onClick={onOpen}
      cover={
        <div className={styles.cover}>
          {script.coverUrl ? <img src={script.coverUrl} alt="" /> : <FileTextOutlined />}
        </div>
      }
      styles={{ body: { padding: 14 } }}
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong ellipsis style={{ maxWidth: 150 }}>
            {script.title}
          </Typography.Text>
          <Tag color={script.writeStatus === 1 ? 'processing' : script.stage >= 4 ? 'green' : 'orange'}>
            {script.writeStatus === 1 ? '生成中' : scriptText.stages[script.stage]}
          </Tag>
        </Space>
        <Typography.Paragraph className={styles.idea} ellipsis={{ rows: 2 }}>
          {script.idea || `${script.sceneCount} 场 · ${script.lineCount} 句 · ${script.roleCount} 个角色`}
        </Typography.Paragraph>
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <span className={styles.cardMeta}>
            {scriptText.sources[script.source]} · {script.aspectRatio} · 更新于{' '}
            {dayjs.unix(script.updateAt).format('MM-DD HH:mm')}
          </span>
          <Popconfirm
            title="删除这个剧本？"
            description="删除后无法在列表中找回。"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onPopupClick={(e) => e.stopPropagation()}
            onConfirm={() =>
              remove.mutateAsync(script.id).then(
                () => message.success(scriptText.deleted),
                (err) => message.error(apiErrorMessage(err)),
              )
            }
          >
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label="删除剧本"
              onClick={(e) => e.stopPropagation()}
            />
          </Popconfirm>
        </Space>
      </Space>
    </Card>
  );
}
