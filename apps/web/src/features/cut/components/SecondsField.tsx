import { InputNumber } from 'antd';
import styles from './Cut.module.css';

interface Props {
  label: string;
  value: number;
  min: number;
  max?: number;
  /** Always a number: a cleared field means its minimum. */
  onChange: (seconds: number) => void;
}

/** A labelled time in seconds (0.1 s steps) on the timeline: trims, lengths, offsets, starts. */
export function SecondsField({ label, value, min, max, onChange }: Props) {
  return (
    <span className={styles.inline}>
      {label}
      <InputNumber
        aria-label={label}
        size="small"
        min={min}
        max={max}
        step={0.1}
        precision={2}
        value={value}
        onChange={(v) => onChange(v ?? min)}
      />
    </span>
  );
}
