import { FileTextOutlined } from '@ant-design/icons';
import { Button, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useAudioScripts } from '../api/audio-scripts.api';
import { audioText as text } from '../audio-text';
import styles from './Audio.module.css';

/** The script a page works on, kept in ?scriptId= (other query keys such as cutId are kept). */
export function useScriptIdParam(): [string | null, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  return [
    search.get('scriptId'),
    (id) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          // Another script's cut does not belong here; a cut opened by link keeps its place on the first pick.
          const current = next.get('scriptId');
          if (current && current !== id) next.delete('cutId');
          next.set('scriptId', id);
          return next;
        },
        { replace: true },
      ),
  ];
}

interface Props {
  value: string | null;
  onChange: (id: string) => void;
  /** What the script is picked for (配音, 剪辑…): the empty state says it. */
  emptyHint?: string;
}

/** Picks one of the user's scripts, opens the newest when none is chosen, or says how to get one. */
export function ScriptSelect({ value, onChange, emptyHint }: Props) {
  const scripts = useAudioScripts();
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
          description={emptyHint ?? text.noScriptsHint}
          extra={
            <Button type="primary" onClick={() => navigate('/set/toolSet/aiScript')}>
              {text.toScript}
            </Button>
          }
        />
      </SurfaceCard>
    );
  const known = scripts.data.some((s) => s.id === value);
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
        options={[
          ...scripts.data.map((s) => ({ value: s.id, label: s.title })),
          // A script opened by link that is not among the newest 100 still shows as chosen.
          ...(value && !known ? [{ value, label: value.slice(0, 8) }] : []),
        ]}
      />
    </div>
  );
}
