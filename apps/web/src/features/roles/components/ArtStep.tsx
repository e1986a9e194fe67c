import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { CUSTOM_STYLE_ID } from '@lizi/shared';
import { Alert, App, Button, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import {
  StylePicker,
  useRoleImageStyles,
  useSetScriptImageStyle,
  useStyleSelection,
} from '../../image-styles';
import { useRoles } from '../api/roles-list.api';
import { useScriptStyle } from '../api/script-style.api';
import { AddRoleDialog } from './AddRoleDialog';
import { RoleCard } from './RoleCard';
import styles from './Roles.module.css';

/**
 * The 美术设定 step of /flow: the script's characters (editable) and the style of the whole work. Moving on is
 * the flow's own 下一步 (it needs at least one character); `onNext` stays in the props for it.
 */
export function ArtStep({ scriptId }: { scriptId: string; onNext?: () => void }) {
  const { message } = App.useApp();
  const roles = useRoles(scriptId);
  const styleList = useRoleImageStyles();
  const scriptStyle = useScriptStyle(scriptId);
  const setStyle = useSetScriptImageStyle();
  const [adding, setAdding] = useState(false);
  const ids = styleList.data?.map((s) => s.id);
  const saved = scriptStyle.data ? scriptStyle.data.styleId : undefined;
  const { selectedId, byRule, setSelected } = useStyleSelection(ids, saved);

  const persist = (styleId: string, customPrompt?: string) => {
    setSelected(styleId);
    setStyle.mutate(
      { scriptId, styleId, ...(customPrompt ? { customPrompt } : {}) },
      {
        onSuccess: () => void scriptStyle.refetch(),
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );
  };

  // The rule's pick is the project's style from now on: generation reads it from the script.
  const persisted = useRef(false);
  useEffect(() => {
    if (byRule && selectedId && selectedId !== CUSTOM_STYLE_ID && !persisted.current) {
      persisted.current = true;
      setStyle.mutate({ scriptId, styleId: selectedId }, { onSuccess: () => void scriptStyle.refetch() });
    }
  }, [byRule, selectedId, scriptId, setStyle, scriptStyle]);

  return (
    <div>
      <SurfaceCard className={styles.section}>
        <div className={styles.sectionHead}>
          <div>
            <h3 className={styles.sectionTitle}>画风</h3>
            <div className={styles.sectionHint}>整部作品的角色形象、分镜画面都会使用这个画风</div>
          </div>
        </div>
        {styleList.isError ? (
          <Alert
            type="error"
            showIcon
            message="获取风格失败"
            action={<Button onClick={() => styleList.refetch()}>重试</Button>}
          />
        ) : (
          <StylePicker
            items={styleList.data}
            loading={styleList.isLoading || scriptStyle.isLoading}
            selectedId={selectedId}
            customPrompt={scriptStyle.data?.customStylePrompt ?? ''}
            onChange={persist}
            saving={setStyle.isPending}
          />
        )}
      </SurfaceCard>

      <SurfaceCard className={styles.section}>
        <div className={styles.sectionHead}>
          <div>
            <h3 className={styles.sectionTitle}>角色</h3>
            <div className={styles.sectionHint}>AI 从剧本中提取了角色，可修改外貌描述，或手动添加</div>
          </div>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加角色
          </Button>
        </div>
        {roles.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : roles.isError ? (
          <Alert
            type="error"
            showIcon
            message={apiErrorMessage(roles.error, '角色加载失败')}
            action={<Button onClick={() => roles.refetch()}>重试</Button>}
          />
        ) : roles.data?.length ? (
          <div className={styles.roleGrid}>
            {roles.data.map((r) => (
              <RoleCard key={r.id} role={r} />
            ))}
          </div>
        ) : (
          <EmptyState
            icon={<TeamOutlined />}
            title="还没有角色"
            description="剧本中没有识别出角色，可以手动添加"
            extra={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                添加角色
              </Button>
            }
          />
        )}
      </SurfaceCard>
      <AddRoleDialog scriptId={scriptId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
