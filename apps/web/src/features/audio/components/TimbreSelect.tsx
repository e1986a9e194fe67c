import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useTimbreStyles } from '../api/timbre-styles.api';
import { audioText as text } from '../audio-text';
import type { PreviewPlayer } from '../hooks/use-preview-player';

interface Props {
  value: string | null;
  onChange: (id: string | null) => void;
  player: PreviewPlayer;
  /** Characters may go back to the default voice; the narration always has one. */
  allowClear?: boolean;
  placeholder?: string;
  loading?: boolean;
  width?: number;
}

/** A timbre picker grouped by style, with a play button for the chosen voice. */
export function TimbreSelect({
  value,
  onChange,
  player,
  allowClear,
  placeholder,
  loading,
  width = 200,
}: Props) {
  const groups = useTimbreStyles();
  const options = (groups.data ?? []).map((g) => ({
    label: g.style,
    title: g.style,
    options: g.timbres.map((t) => ({ value: t.id, label: t.name })),
  }));
  return (
    <Space.Compact>
      <Select
        style={{ width }}
        value={value ?? undefined}
        placeholder={placeholder ?? text.pickTimbre}
        options={options}
        allowClear={allowClear}
        loading={loading || groups.isPending}
        disabled={loading}
        showSearch
        optionFilterProp="label"
        onChange={(v) => onChange(v ?? null)}
      />
      <Button
        icon={value && player.playing === value ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
        loading={Boolean(value) && player.loading === value}
        disabled={!value}
        onClick={() => value && player.toggle(value)}
        aria-label={text.preview}
      />
    </Space.Compact>
  );
}
