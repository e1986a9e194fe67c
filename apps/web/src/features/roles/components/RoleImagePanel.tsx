import {
  CloseOutlined,
  EditOutlined,
  FolderAddOutlined,
  HistoryOutlined,
  LoadingOutlined,
  PictureOutlined,
  PlusOutlined,
  ThunderboltOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  isFinalTaskStatus,
  type RoleCreateByAiBody,
  type RoleEditByAiBody,
  type RoleHistoryView,
  type RoleImageView,
  type TaskType,
} from '@lizi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Collapse, Input, Progress, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { MediaViewer } from '../../../components/media-viewer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { cloneAsset, useAssetMutation } from '../../asset-library';
import { newIdempotencyKey, uploadFile, useTask, useTaskCatalogueItem } from '../../tasks';
import { roleKeys } from '../api/role-keys';
import {
  createRoleImageByAi,
  editRoleImageByAi,
  replaceRoleImage,
  saveRole,
  useRoleMutation,
} from '../api/role-mutations.api';
import { RefParamsPanel } from './RefParamsPanel';
import { RoleHistoryDrawer } from './RoleHistoryDrawer';
import styles from './Roles.module.css';

const createTypeOf = (refs: number): TaskType =>
  refs === 0 ? 'gcimg-storyboard-bytxt' : refs === 1 ? 'gcimg-storyboard-byimg' : 'gcimg-storyboard-byfusion';

/** One character in 角色形象: its image, AI generate / edit, upload, references and history. */
export function RoleImagePanel({ role }: { role: RoleImageView }) {
  const { message } = App.useApp();
  // Saving a character to the library lets later scripts reuse the same face (assetLibrary › 角色).
  const saveToLibrary = useAssetMutation(cloneAsset);
  const storeInLibrary = async () => {
    try {
      await saveToLibrary.mutateAsync({ roleId: role.id });
      message.success('已存入资产库「角色」');
    } catch (err) {
      message.error(apiErrorMessage(err, '存入资产库失败'));
    }
  };
  const queryClient = useQueryClient();
  const [count, setCount] = useState(2);
  const [editPrompt, setEditPrompt] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [uploading, setUploading] = useState<'image' | 'ref' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTarget = useRef<'image' | 'ref'>('image');

  const live = useTask(role.imageTaskId).data ?? role.imageTask;
  const running = live && !isFinalTaskStatus(live.status);
  const createType = createTypeOf(role.refFileIds.length);
  const createCost = useTaskCatalogueItem(createType).item;
  const editCost = useTaskCatalogueItem('gcimg-storyboard-byframe').item;

  // The task started here, noted before the list is refreshed (see the effect below).
  const started = useRef<string | null>(null);
  const remember = (history: RoleHistoryView) => {
    started.current = history.task?.id ?? null;
    return history;
  };
  const create = useRoleMutation(role.scriptId, (body: RoleCreateByAiBody) =>
    createRoleImageByAi(body).then(remember),
  );
  const edit = useRoleMutation(role.scriptId, (body: RoleEditByAiBody) =>
    editRoleImageByAi(body).then(remember),
  );
  const replace = useRoleMutation(role.scriptId, replaceRoleImage);
  const save = useRoleMutation(role.scriptId, saveRole);

  // When the newest task ends, its outputs are new history; the first one becomes the image if none is set.
  // A task started here counts even when it ended before the refreshed list showed it (a fast provider): the
  // panel then never sees it running, only done.
  const lastStatus = useRef(live?.status);
  useEffect(() => {
    const was = lastStatus.current;
    lastStatus.current = live?.status;
    if (!live || !isFinalTaskStatus(live.status)) return;
    const ours = started.current === live.id;
    if (!ours && (was === undefined || was === live.status)) return;
    if (ours) started.current = null;
    void queryClient.invalidateQueries({ queryKey: roleKeys.script(role.scriptId) });
    void queryClient.invalidateQueries({ queryKey: roleKeys.history(role.id) });
    const first = live.outputs[0];
    if (live.status === 2 && first && !role.imageFileId) {
      replace.mutate({ roleId: role.id, fileId: first.id, hisId: undefined });
    }
  }, [live, queryClient, role.id, role.imageFileId, role.scriptId, replace]);

  const onError = (e: unknown) => message.error(apiErrorMessage(e));
  const generate = () =>
    create.mutate({ roleId: role.id, count, idempotencyKey: newIdempotencyKey() }, { onError });
  const doEdit = () =>
    edit.mutate(
      { roleId: role.id, prompt: editPrompt, count: 1, idempotencyKey: newIdempotencyKey() },
      { onSuccess: () => setEditPrompt(''), onError },
    );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const target = uploadTarget.current;
    setUploading(target);
    try {
      const uploaded = await uploadFile(file, file.name);
      if (target === 'image') await replace.mutateAsync({ roleId: role.id, fileId: uploaded.id });
      else await save.mutateAsync({ roleId: role.id, refFileIds: [...role.refFileIds, uploaded.id] });
      message.success(target === 'image' ? '已设为角色形象' : '参考图已添加');
    } catch (e) {
      onError(e);
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const chooseFile = (target: 'image' | 'ref') => {
    uploadTarget.current = target;
    fileInput.current?.click();
  };

  return (
    <SurfaceCard>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/webp"
        onChange={(e) => onFile(e.target.files?.[0])}
        aria-label={`上传${role.name}的图片`}
      />
      <div className={styles.imageRow}>
        <div>
          <div className={styles.imageBox} data-testid="role-image">
            {role.image ? (
              <button
                type="button"
                className={styles.imageButton}
                onClick={() => setViewing(true)}
                aria-label="查看大图"
              >
                <img src={role.image.url} alt={role.name} />
              </button>
            ) : (
              <Space direction="vertical" align="center">
                <PictureOutlined style={{ fontSize: 32 }} />
                <span>还没有形象</span>
              </Space>
            )}
            {running && (
              <div className={styles.imageOverlay}>
                <LoadingOutlined style={{ fontSize: 24 }} />
                <span>{live.status === 0 ? '排队中…' : '生成中…'}</span>
                <Progress percent={live.progress} size="small" style={{ width: '80%' }} />
              </div>
            )}
          </div>
          <Space style={{ marginTop: 10 }} wrap>
            <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              生成记录
            </Button>
            <Button
              icon={<UploadOutlined />}
              loading={uploading === 'image'}
              onClick={() => chooseFile('image')}
            >
              上传形象
            </Button>
            <Button
              icon={<FolderAddOutlined />}
              disabled={!role.image}
              loading={saveToLibrary.isPending}
              onClick={storeInLibrary}
            >
              存入资产库
            </Button>
          </Space>
        </div>
        <div>
          <h3 style={{ margin: 0 }}>{role.name}</h3>
          <div style={{ color: '#6b7280', fontSize: 13, margin: '4px 0 12px' }}>
            {role.appearance || role.description || '还没有外貌描述，请回到「美术设定」补充'}
          </div>
          {live?.status === 3 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={`生成失败：${live.errorMsg ?? '未知原因'}`}
              description="制作栗已退回，可在生成记录中重新生成"
            />
          )}
          {createCost && !createCost.available && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={createCost.reason} />
          )}
          <Space wrap>
            <Select
              value={count}
              onChange={setCount}
              options={[1, 2, 3, 4].map((n) => ({ value: n, label: `${n} 张` }))}
              style={{ width: 90 }}
              aria-label="生成数量"
            />
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              loading={create.isPending}
              disabled={Boolean(running)}
              onClick={generate}
            >
              AI 生成形象{createCost ? `（${createCost.unitCost * count} 制作栗）` : ''}
            </Button>
          </Space>
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input
              value={editPrompt}
              onChange={(e) => setEditPrompt(e.target.value)}
              maxLength={1000}
              placeholder={
                role.image ? '描述要修改的地方，例如：换成红色围巾' : '先生成或上传形象后可 AI 修改'
              }
              disabled={!role.image}
              onPressEnter={() => editPrompt.trim() && doEdit()}
              aria-label="AI 修改描述"
            />
            <Button
              icon={<EditOutlined />}
              disabled={!role.image || !editPrompt.trim() || Boolean(running)}
              loading={edit.isPending}
              onClick={doEdit}
            >
              AI 修改{editCost ? `（${editCost.unitCost} 制作栗）` : ''}
            </Button>
          </Space.Compact>
          <div style={{ margin: '16px 0 6px', fontSize: 13, color: '#6b7280' }}>
            参考图（生成时保持人物一致，最多 4 张）
          </div>
          <div className={styles.refRow}>
            {role.refFiles.map((f) => (
              <div key={f.id} className={styles.refThumb}>
                <img src={f.thumbUrl ?? f.url} alt="参考图" />
                <Button
                  className={styles.refRemove}
                  size="small"
                  shape="circle"
                  icon={<CloseOutlined />}
                  aria-label="移除参考图"
                  onClick={() =>
                    save.mutate(
                      { roleId: role.id, refFileIds: role.refFileIds.filter((id) => id !== f.id) },
                      { onError },
                    )
                  }
                />
              </div>
            ))}
            {role.refFileIds.length < 4 && (
              <button
                type="button"
                className={styles.refAdd}
                onClick={() => chooseFile('ref')}
                aria-label="添加参考图"
              >
                {uploading === 'ref' ? <LoadingOutlined /> : <PlusOutlined />}
              </button>
            )}
          </div>
          <Collapse
            ghost
            style={{ marginTop: 8 }}
            items={[{ key: 'params', label: '参考参数', children: <RefParamsPanel role={role} /> }]}
          />
        </div>
      </div>
      <RoleHistoryDrawer role={role} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      <MediaViewer item={viewing && role.image ? role.image : null} onClose={() => setViewing(false)} />
    </SurfaceCard>
  );
}
