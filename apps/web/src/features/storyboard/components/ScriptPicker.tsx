import { FileTextOutlined } from '@ant-design/icons';
import { Button, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useStoryboardScripts } from '../api/storyboard-scripts.api';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';

/** The script a workspace works on, kept in ?scriptId= so the page can be reopened and shared. */
export function useScriptParam(): [string | null, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  const id = search.get('scriptId');
  return [id, (next) => setSearch({ scriptId: next }, { replace: true })];
}

/** Picks a script, or says how to get one; opens the newest script when none is chosen yet. */
export function ScriptPicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const scripts = useStoryboardScripts();
  const navigate = useNavigate();
  const first = scripts.data?.[0]?.id;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  if (scripts.isPending) return <Skeleton.Input active style={{ width: 280 }} />;
  if (scripts.isError)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<FileTextOutlined />}
          title={text.loadFailed}
          description={apiErrorMessage(scripts.error)}
          extra={<Button onClick={() => scripts.refetch()}>{text.retry}</Button>}
        />
      </SurfaceCard>
    );
  if (scripts.data.length === 0)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<FileTextOutlined />}
          title={text.noScripts}
          description={text.noScriptsHint}
          extra={
            <Button type="primary" onClick={() => navigate('/set/toolSet/aiScript')}>
              {text.toScript}
            </Button>
          }
        />
      </SurfaceCard>
    );
  return (
    <div className={styles.picker}>
      <span className={styles.pickerLabel}>{text.pickScript}</span>
      <Select
        className={styles.pickerSelect}
        value={value ?? undefined}
        placeholder={text.pickScriptHint}
        onChange={onChange}
        showSearch
        optionFilterProp="label"
        options={scripts.data.map((s) => ({
          value: s.id,
          label: `${s.title}${s.shotCount ? `（${s.shotCount} 镜）` : ''}`,
        }))}
      />
    </div>
  );
}
