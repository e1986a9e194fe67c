import { ThunderboltOutlined } from '@ant-design/icons';
import {
  ASPECT_RATIOS,
  MODEL_FAMILIES,
  MODEL_FAMILY_LABELS,
  RESOLUTIONS,
  type ShotView,
  type TaskType,
  taskCost,
} from '@lizi/shared';
import { Button, InputNumber, Segmented, Select } from 'antd';
import type { ReactNode } from 'react';
import { useCostSettingQuery } from '../../points';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';

export interface ImageBatchSettings {
  aspectRatio: (typeof ASPECT_RATIOS)[number];
  resolution: (typeof RESOLUTIONS)[number];
  modelFamily: (typeof MODEL_FAMILIES)[number];
  count: number;
}

/** Starts from the script's own ratio and model family, so a vertical short stays vertical. */
export function defaultBatchSettings(aspectRatio?: string, modelFamily?: string | null): ImageBatchSettings {
  return {
    aspectRatio: (ASPECT_RATIOS as readonly string[]).includes(aspectRatio ?? '')
      ? (aspectRatio as ImageBatchSettings['aspectRatio'])
      : '16:9',
    resolution: '1K',
    modelFamily: (MODEL_FAMILIES as readonly string[]).includes(modelFamily ?? '')
      ? (modelFamily as ImageBatchSettings['modelFamily'])
      : 'ty',
    count: 1,
  };
}

interface Props {
  settings: ImageBatchSettings;
  onChange: (next: ImageBatchSettings) => void;
  shots: ShotView[];
  selected: string[];
  imageTaskTypes: Record<string, TaskType>;
  loading: boolean;
  onGenerate: () => void;
  selectAll: ReactNode;
}

/**
 * Batch image controls (spec §3 ratios, resolutions, model families) with the total the server will charge:
 * each shot's own task type (text, image or fusion, by its references) × count, from the cost setting.
 */
export function ImageBatchBar({
  settings,
  onChange,
  shots,
  selected,
  imageTaskTypes,
  loading,
  onGenerate,
  selectAll,
}: Props) {
  const setting = useCostSettingQuery();
  const targets = selected.length ? selected : shots.map((s) => s.id);
  const total = targets.reduce(
    (sum, id) => sum + taskCost(setting.data, imageTaskTypes[id] ?? 'gcimg-storyboard-bytxt', settings.count),
    0,
  );
  const set = (patch: Partial<ImageBatchSettings>) => onChange({ ...settings, ...patch });
  return (
    <div className={styles.batchBar}>
      <div className={styles.batchLeft}>{selectAll}</div>
      <div className={styles.batchControls}>
        <span className={styles.control}>
          <span>{text.aspectRatio}</span>
          <Select
            size="small"
            value={settings.aspectRatio}
            onChange={(aspectRatio) => set({ aspectRatio })}
            options={ASPECT_RATIOS.map((r) => ({ value: r, label: r }))}
            style={{ width: 84 }}
          />
        </span>
        <span className={styles.control}>
          <span>{text.resolution}</span>
          <Segmented
            size="small"
            value={settings.resolution}
            onChange={(resolution) => set({ resolution: resolution as ImageBatchSettings['resolution'] })}
            options={[...RESOLUTIONS]}
          />
        </span>
        <span className={styles.control}>
          <span>{text.modelFamily}</span>
          <Select
            size="small"
            value={settings.modelFamily}
            onChange={(modelFamily) => set({ modelFamily })}
            options={MODEL_FAMILIES.map((f) => ({ value: f, label: MODEL_FAMILY_LABELS[f] }))}
            style={{ width: 100 }}
          />
        </span>
        <span className={styles.control}>
          <span>{text.count}</span>
          <InputNumber
            size="small"
            min={1}
            max={4}
            precision={0}
            value={settings.count}
            onChange={(count) => set({ count: count ?? 1 })}
            style={{ width: 64 }}
          />
        </span>
        <span className={styles.cost}>{text.totalCost(total)}</span>
        <Button type="primary" icon={<ThunderboltOutlined />} loading={loading} onClick={onGenerate}>
          {selected.length ? text.batchSelected(selected.length) : text.batchAll(shots.length)}
        </Button>
      </div>
    </div>
  );
}
