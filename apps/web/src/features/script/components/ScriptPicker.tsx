import { FileTextOutlined } from '@ant-design/icons';
import type { ScriptSummary } from '@lizi/shared';
import { Button, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useScriptsList } from '../api/scripts-list.api';
import { scriptText as text } from '../script-text';
import styles from './ScriptPicker.module.css';

/** The newest scripts the picker offers; one opened by link beyond them still shows as chosen. */
const PICKER_LIMIT = 100;

interface Props {
  value: string | null;
  onChange: (id: string) => void;
  /** What the script is picked for, e.g. 选择要配音的剧本. */
  placeholder: string;
  /** The empty state's hint: where to get a script and why this page needs one. */
  emptyHint: string;
  /** How a script reads in the list; its title by default. */
  labelOf?: (script: ScriptSummary) => string;
}

/**
 * Picks one of the user's scripts for a creation workspace (storyboard, video, audio, cut): opens the newest
 * when none is chosen, or says how to get one.
 */
export function ScriptPicker({ value, onChange, placeholder, emptyHint, labelOf = (s) => s.title }: Props) {
  const scripts = useScriptsList(0, PICKER_LIMIT);
  const navigate = useNavigate();
  const list = scripts.data?.list;
  const first = list?.[0]?.id;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);

  if (scripts.isPending) return <Skeleton.Input active style={{ width: 280 }} />;
  if (scripts.isError || !list)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<FileTextOutlined />}
          title={text.pickerLoadFailed}
          description={apiErrorMessage(scripts.error)}
          extra={<Button onClick={() => scripts.refetch()}>{text.pickerRetry}</Button>}
        />
      </SurfaceCard>
    );
  if (list.length === 0)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<FileTextOutlined />}
          title={text.pickerEmpty}
          description={emptyHint}
          extra={
            <Button type="primary" onClick={() => navigate('/set/toolSet/aiScript')}>
              {text.pickerToScript}
            </Button>
          }
        />
      </SurfaceCard>
    );
  const known = list.some((s) => s.id === value);
  return (
    <div className={styles.picker}>
      <span className={styles.label}>{text.pickerLabel}</span>
      <Select
        className={styles.select}
        value={value ?? undefined}
        placeholder={placeholder}
        onChange={onChange}
        showSearch
        optionFilterProp="label"
        options={[
          ...list.map((s) => ({ value: s.id, label: labelOf(s) })),
          ...(value && !known ? [{ value, label: value.slice(0, 8) }] : []),
        ]}
      />
    </div>
  );
}
