import { LoadingOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { previewOfPartialScript } from '../lib/partial-script';
import { scriptText } from '../script-text';
import styles from './Script.module.css';

interface WritingViewProps {
  text: string;
  cost: number | null;
  onStop?: () => void;
}

/** The script appearing while the model writes it: title, characters, scenes and lines as they arrive. */
export function WritingView({ text, cost, onStop }: WritingViewProps) {
  const items = useMemo(() => previewOfPartialScript(text), [text]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Follow the newest line unless the reader scrolled up.
    const el = box.current;
    if (el && text && el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight;
  }, [text]);
  const characters = items.filter((i) => i.type === 'character');
  return (
    <div>
      <div className={styles.toolbar}>
        <Space>
          <LoadingOutlined />
          <Typography.Text strong>{scriptText.writing}</Typography.Text>
          <Typography.Text type="secondary">已写 {text.length} 字</Typography.Text>
          {cost ? <Tag color="orange">消耗 {cost} 制作栗</Tag> : null}
        </Space>
        {onStop ? (
          <Button icon={<StopOutlined />} onClick={onStop}>
            停止生成
          </Button>
        ) : null}
      </div>
      <div className={styles.stream} ref={box} aria-live="polite">
        {items.length === 0 ? (
          <Typography.Text type="secondary" className={styles.cursor}>
            正在构思故事
          </Typography.Text>
        ) : null}
        {items
          .filter((i) => i.type === 'title')
          .slice(0, 1)
          .map((i) => (
            <div key="title" className={styles.streamTitle}>
              {i.text}
            </div>
          ))}
        {characters.length ? (
          <div style={{ marginBottom: 12 }}>
            角色：
            {characters.map((c, n) => (
              // Same name twice is possible while streaming; the index keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: streamed items have no id
              <Tag key={n}>{c.text}</Tag>
            ))}
          </div>
        ) : null}
        {items.map((item, n) => {
          const last = n === items.length - 1;
          const cls = last ? styles.cursor : undefined;
          if (item.type === 'scene')
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: streamed items have no id
              <div key={n} className={`${styles.sceneHeading} ${cls ?? ''}`} style={{ marginTop: 12 }}>
                {item.text}
              </div>
            );
          if (item.type === 'line')
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: streamed items have no id
              <div key={n} className={`${styles.lineBody} ${cls ?? ''}`}>
                {item.role ? <span className={styles.lineRole}>{item.role}：</span> : null}
                {item.text}
              </div>
            );
          return null;
        })}
      </div>
    </div>
  );
}
