import { CheckOutlined, DislikeOutlined, EditOutlined, LikeOutlined } from '@ant-design/icons';
import { CUSTOM_STYLE_ID, type ImageStyleView } from '@lizi/shared';
import { App, Button, Input, Skeleton, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { useStyleFeedback } from '../api/image-styles.api';
import styles from './StylePicker.module.css';

interface StylePickerProps {
  items: ImageStyleView[] | undefined;
  loading?: boolean;
  selectedId: string | null;
  customPrompt: string;
  /** A built-in style was chosen, or the custom one with its prompt. */
  onChange: (styleId: string, customPrompt?: string) => void;
  saving?: boolean;
}

/** The style grid with previews; the custom style (CUSTOM_STYEL) opens a prompt box that must be filled. */
export function StylePicker({
  items,
  loading,
  selectedId,
  customPrompt,
  onChange,
  saving,
}: StylePickerProps) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState(customPrompt);
  const [customOpen, setCustomOpen] = useState(selectedId === CUSTOM_STYLE_ID);
  const feedback = useStyleFeedback();
  useEffect(() => setDraft(customPrompt), [customPrompt]);
  useEffect(() => setCustomOpen(selectedId === CUSTOM_STYLE_ID), [selectedId]);

  if (loading || !items) return <Skeleton active paragraph={{ rows: 3 }} />;

  const rate = (styleId: string, rating: 'like' | 'dislike') =>
    feedback.mutate(
      { styleId, rating },
      {
        onSuccess: () => message.success('感谢反馈'),
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );

  return (
    <div>
      <div className={styles.grid}>
        {items.map((s) => {
          const selected = s.id === selectedId;
          return (
            <button
              key={s.id}
              type="button"
              aria-pressed={selected}
              className={`${styles.card} ${selected ? styles.selected : ''}`}
              onClick={() => (s.custom ? setCustomOpen(true) : onChange(s.id))}
            >
              {s.custom ? (
                <span className={styles.customPreview}>
                  <EditOutlined />
                </span>
              ) : (
                <img className={styles.preview} src={s.previewUrl} alt={s.name} loading="lazy" />
              )}
              {selected && (
                <span className={styles.check}>
                  <CheckOutlined />
                </span>
              )}
              <div className={styles.meta}>
                <div className={styles.name}>{s.name}</div>
                <div className={styles.description}>{s.description}</div>
                {selected && !s.custom && (
                  <Space size={4} onClick={(e) => e.stopPropagation()}>
                    <Tooltip title="喜欢这个画风">
                      <Button
                        size="small"
                        type="text"
                        icon={<LikeOutlined />}
                        onClick={() => rate(s.id, 'like')}
                      />
                    </Tooltip>
                    <Tooltip title="不喜欢这个画风">
                      <Button
                        size="small"
                        type="text"
                        icon={<DislikeOutlined />}
                        onClick={() => rate(s.id, 'dislike')}
                      />
                    </Tooltip>
                  </Space>
                )}
              </div>
            </button>
          );
        })}
      </div>
      {customOpen && (
        <div className={styles.custom}>
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={500}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="描述你想要的画风，例如：宫崎骏手绘动画风格，温暖的色调，柔和的光线"
            aria-label="自定义风格描述"
          />
          <Button
            type="primary"
            loading={saving}
            disabled={!draft.trim()}
            onClick={() => onChange(CUSTOM_STYLE_ID, draft.trim())}
          >
            使用自定义风格
          </Button>
        </div>
      )}
    </div>
  );
}
