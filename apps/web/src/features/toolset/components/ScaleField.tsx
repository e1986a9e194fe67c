import { Segmented } from 'antd';
import styles from './Tool.module.css';

export type Scale = 2 | 4;

interface ScaleFieldProps {
  value: Scale;
  onChange: (scale: Scale) => void;
  /** The source size, when known, to show what comes out. */
  width?: number | null;
  height?: number | null;
  disabled?: boolean;
}

/** 放大倍数 ×2 / ×4 with the resulting size. */
export function ScaleField({ value, onChange, width, height, disabled }: ScaleFieldProps) {
  return (
    <div className={`${styles.field} ${styles.segmentField}`}>
      <div className={styles.fieldLabel}>放大倍数</div>
      <Segmented<Scale>
        value={value}
        onChange={onChange}
        disabled={disabled}
        options={[
          { value: 2, label: '2 倍' },
          { value: 4, label: '4 倍' },
        ]}
      />
      {width && height ? (
        <div className={styles.dropHint}>
          输出约 {width * value} × {height * value} 像素
        </div>
      ) : null}
    </div>
  );
}
