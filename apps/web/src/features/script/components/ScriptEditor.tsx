import {
  EditOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  HistoryOutlined,
  PlusOutlined,
  RobotOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { ASPECT_RATIOS, CANVAS_SIZE_KEYS, ScriptWriteStatus } from '@lizi/shared';
import { Alert, App, Button, Select, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { type ScriptEditCommand, useScriptEdit } from '../api/edit-script.api';
import { useScript } from '../api/script.api';
import { useUpdateScript } from '../api/update-script.api';
import { useScriptWriter } from '../hooks/use-script-writer';
import { takeQueuedWrite } from '../lib/pending-write';
import { scriptText } from '../script-text';
import { SceneBlock } from './SceneBlock';
import styles from './Script.module.css';
import { AiWriteDialog, HistoryDrawer, ImportExcelDialog } from './ScriptEditorDialogs';
import { WritingView } from './WritingView';

/**
 * The script editor: AI write with the text streaming in, Excel import, and hand edits of episodes, scenes
 * and lines with undo and history. Used by /set/toolSet/aiScript, /script and the flow's 故事 step.
 */
export function ScriptEditor({ scriptId }: { scriptId: string }) {
  const { message } = App.useApp();
  const query = useScript(scriptId);
  const writer = useScriptWriter(scriptId);
  const edit = useScriptEdit(scriptId);
  const update = useUpdateScript(scriptId);
  const [dialog, setDialog] = useState<'ai' | 'excel' | 'history' | null>(null);

  useEffect(() => {
    // A write asked for in the new-script dialog starts once, when its project opens.
    const queued = takeQueuedWrite(scriptId);
    if (queued) void writer.start(queued);
  }, [scriptId, writer.start]);

  const run = (command: ScriptEditCommand) =>
    edit.mutateAsync(command).catch((err) => {
      message.error(apiErrorMessage(err));
      throw err;
    });
  const undo = () =>
    run({ kind: 'undo' }).then(
      () => message.success('已撤销'),
      () => undefined,
    );

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !query.data)
    return (
      <EmptyState
        icon={<FileTextOutlined />}
        title={
          isApiError(query.error) && query.error.httpStatus === 404 ? '剧本不存在或已删除' : '剧本加载失败'
        }
        description={apiErrorMessage(query.error)}
        extra={<Button onClick={() => query.refetch()}>重试</Button>}
      />
    );
  const script = query.data;
  const writingElsewhere = !writer.running && script.writeStatus === ScriptWriteStatus.WRITING;
  const roleNames = script.roles.map((r) => r.name);
  const nextEpisode = (script.episodes.at(-1)?.episode ?? 0) + 1;
  const busy = writer.running || writingElsewhere;

  return (
    <div>
      <div className={styles.toolbar}>
        <div className={styles.titleRow}>
          <Typography.Title
            level={4}
            className={styles.title}
            editable={{
              icon: <EditOutlined />,
              tooltip: '修改剧本名称',
              maxLength: 60,
              onChange: (title) => {
                if (title.trim() && title !== script.title)
                  update.mutate(
                    { title: title.trim() },
                    { onError: (e) => message.error(apiErrorMessage(e)) },
                  );
              },
            }}
          >
            {script.title}
          </Typography.Title>
          <Tag>{scriptText.sources[script.source]}</Tag>
          <Tag color="orange">{scriptText.stages[script.stage]}</Tag>
          <Typography.Text type="secondary">
            {script.sceneCount} 场 · {script.lineCount} 句 · {script.roleCount} 个角色
          </Typography.Text>
        </div>
        <Space wrap>
          <Tooltip title="画面比例">
            <Select
              value={script.aspectRatio as (typeof ASPECT_RATIOS)[number]}
              style={{ width: 90 }}
              options={ASPECT_RATIOS.map((r) => ({ value: r, label: r }))}
              onChange={(aspectRatio: (typeof ASPECT_RATIOS)[number]) => update.mutate({ aspectRatio })}
            />
          </Tooltip>
          <Tooltip title="画布尺寸">
            <Select
              value={script.canvas as (typeof CANVAS_SIZE_KEYS)[number]}
              style={{ width: 120 }}
              options={CANVAS_SIZE_KEYS.map((c) => ({ value: c, label: c }))}
              onChange={(canvas: (typeof CANVAS_SIZE_KEYS)[number]) => update.mutate({ canvas })}
            />
          </Tooltip>
          <Button icon={<RobotOutlined />} type="primary" disabled={busy} onClick={() => setDialog('ai')}>
            AI 写剧本
          </Button>
          <Button icon={<FileExcelOutlined />} disabled={busy} onClick={() => setDialog('excel')}>
            导入 Excel
          </Button>
          <Tooltip title={script.undoable ? `可撤销 ${script.undoable} 步` : scriptText.nothingToUndo}>
            <Button
              icon={<UndoOutlined />}
              disabled={!script.undoable || busy}
              loading={edit.isPending && edit.variables?.kind === 'undo'}
              onClick={undo}
            >
              {scriptText.undo}
            </Button>
          </Tooltip>
          <Button icon={<HistoryOutlined />} onClick={() => setDialog('history')}>
            {scriptText.history}
          </Button>
        </Space>
      </div>

      {script.writeStatus === ScriptWriteStatus.FAILED && !busy && script.writeError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={scriptText.writeFailed}
          description={script.writeError}
          action={
            <Button size="small" onClick={() => setDialog('ai')}>
              重新生成
            </Button>
          }
        />
      ) : null}

      {writer.running ? (
        <WritingView text={writer.text} cost={writer.cost} onStop={writer.stop} />
      ) : writingElsewhere ? (
        <WritingView text="" cost={null} />
      ) : script.episodes.length === 0 ? (
        <EmptyState
          icon={<FileTextOutlined />}
          title="剧本还是空的"
          description="让 AI 从一个创意写起，导入填好的 Excel，或者自己写下第一场戏。"
          extra={
            <Space wrap>
              <Button type="primary" icon={<RobotOutlined />} onClick={() => setDialog('ai')}>
                AI 写剧本
              </Button>
              <Button
                icon={<PlusOutlined />}
                loading={edit.isPending}
                onClick={() => run({ kind: 'addScene', body: { episode: 1, heading: '第一场' } })}
              >
                添加第一场
              </Button>
              <Button icon={<FileExcelOutlined />} onClick={() => setDialog('excel')}>
                导入 Excel
              </Button>
            </Space>
          }
        />
      ) : (
        <>
          {script.episodes.map((ep) => (
            <section key={ep.episode} className={styles.episode}>
              <div className={styles.episodeTitle}>第 {ep.episode} 集</div>
              {ep.scenes.map((scene, i) => (
                <SceneBlock
                  key={scene.id}
                  scene={scene}
                  index={i}
                  roleNames={roleNames}
                  saving={edit.isPending}
                  run={run}
                />
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  run({
                    kind: 'addScene',
                    body: { episode: ep.episode, heading: `第${ep.scenes.length + 1}场` },
                  })
                }
              >
                添加场次
              </Button>
            </section>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => run({ kind: 'addScene', body: { episode: nextEpisode, heading: '第一场' } })}
          >
            添加第 {nextEpisode} 集
          </Button>
        </>
      )}

      <AiWriteDialog
        script={script}
        open={dialog === 'ai'}
        onClose={() => setDialog(null)}
        onStart={(b) => void writer.start(b)}
      />
      <ImportExcelDialog script={script} open={dialog === 'excel'} onClose={() => setDialog(null)} />
      <HistoryDrawer
        script={script}
        open={dialog === 'history'}
        onClose={() => setDialog(null)}
        onUndo={undo}
        undoing={edit.isPending && edit.variables?.kind === 'undo'}
      />
    </div>
  );
}
