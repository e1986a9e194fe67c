import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { RoleHistoryView, RoleView } from '@lizi/shared';
import { App, Button, Drawer, Empty, Progress, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { apiErrorMessage } from '../../../lib/api-client';
import { TaskStatusTag } from '../../tasks';
import { useRoleHistory } from '../api/role-history.api';
import { replaceRoleImage, retryRoleImage, useRoleMutation } from '../api/role-mutations.api';
import styles from './Roles.module.css';

const ACTION_LABEL = {
  createByAi: 'AI 生成',
  editByAi: 'AI 修改',
  retry: '重新生成',
  upload: '上传',
} as const;

/** The role's generations (gcHistory): pick any output, or an earlier upload, as the role's image. */
export function RoleHistoryDrawer({
  role,
  open,
  onClose,
}: {
  role: RoleView;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const history = useRoleHistory(open ? role.id : null);
  const replace = useRoleMutation(role.scriptId, replaceRoleImage);
  const retry = useRoleMutation(role.scriptId, (hisId: string) => retryRoleImage(role.id, hisId));
  const pick = (his: RoleHistoryView, fileId: string) =>
    replace.mutate(
      { roleId: role.id, hisId: his.id, fileId },
      {
        onSuccess: () => message.success('已设为角色形象'),
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );
  const files = (h: RoleHistoryView) => (h.task ? h.task.outputs : h.file ? [h.file] : []);

  return (
    <Drawer title={`${role.name} · 生成记录`} open={open} onClose={onClose} size={520}>
      {history.isLoading ? (
        <Skeleton active />
      ) : !history.data?.length ? (
        <Empty description="还没有生成记录" />
      ) : (
        <Space direction="vertical" size={18} style={{ width: '100%' }}>
          {history.data.map((h) => (
            <div key={h.id} data-testid="role-history-item">
              <Space wrap size={6}>
                <Tag>{ACTION_LABEL[h.action]}</Tag>
                {h.task && <TaskStatusTag status={h.task.status} />}
                <span style={{ color: '#9ca3af', fontSize: 12 }}>
                  {dayjs.unix(h.createAt).format('YYYY-MM-DD HH:mm')}
                </span>
                {h.task && h.task.status >= 2 && (
                  <Button
                    size="small"
                    icon={<ReloadOutlined />}
                    loading={retry.isPending && retry.variables === h.id}
                    onClick={() =>
                      retry.mutate(h.id, {
                        onSuccess: () => message.success('已重新提交'),
                        onError: (e) => message.error(apiErrorMessage(e)),
                      })
                    }
                  >
                    重新生成（{h.task.costPoints} 制作栗）
                  </Button>
                )}
              </Space>
              {h.prompt && <div style={{ fontSize: 13, color: '#6b7280', marginTop: 6 }}>{h.prompt}</div>}
              {h.task && h.task.status < 2 && <Progress percent={h.task.progress} size="small" />}
              {h.task?.status === 3 && (
                <div style={{ color: '#dc2626', fontSize: 13 }}>{h.task.errorMsg ?? '生成失败'}</div>
              )}
              <div className={styles.outputs}>
                {files(h).map((f) => {
                  const chosen = f.id === role.imageFileId;
                  return (
                    <button
                      type="button"
                      key={f.id}
                      className={`${styles.output} ${chosen ? styles.outputChosen : ''}`}
                      onClick={() => !chosen && pick(h, f.id)}
                      title={chosen ? '当前形象' : '设为角色形象'}
                    >
                      <img src={f.thumbUrl ?? f.url} alt="生成结果" />
                      {chosen && (
                        <CheckCircleFilled
                          style={{ position: 'absolute', top: 6, right: 6, color: '#e8742a', fontSize: 18 }}
                        />
                      )}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </Space>
      )}
    </Drawer>
  );
}
