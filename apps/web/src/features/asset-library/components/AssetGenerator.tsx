import { CheckCircleFilled, LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { ASPECT_RATIOS, type AssetType, isFinalTaskStatus } from '@lizi/shared';
import { Alert, App, Button, Form, Input, Progress, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { newIdempotencyKey, useTask, useTaskCatalogueItem, useTaskEvents } from '../../tasks';
import { createAsset, generateAsset, useAssetMutation } from '../api/assets.api';
import styles from './AssetLibrary.module.css';

const PLACEHOLDER: Partial<Record<AssetType, string>> = {
  scene: '例如：清晨的江南小镇，石板路，薄雾，白墙黛瓦',
  'empty-shot': '例如：黄昏的海边，浪花拍打礁石，远处灯塔',
  'empty-shot_V14': '例如：雨后的城市街道，霓虹倒影，无人',
  character: '例如：二十多岁的女生，短发，米色风衣',
};

/**
 * Describe → generate (charged, live progress) → pick one → name it → save to the library. Empty shots get
 * the "no people" suffix on the server; the user only describes the place.
 */
export function AssetGenerator({ type, onSaved }: { type: AssetType; onSaved?: () => void }) {
  const { message } = App.useApp();
  useTaskEvents();
  const [prompt, setPrompt] = useState('');
  const [count, setCount] = useState(2);
  const [aspectRatio, setAspectRatio] = useState<(typeof ASPECT_RATIOS)[number]>('16:9');
  const [taskId, setTaskId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const cost = useTaskCatalogueItem('gcimg-storyboard-bytxt').item;
  const task = useTask(taskId).data;
  const generate = useAssetMutation(generateAsset);
  const save = useAssetMutation(createAsset);
  const running = task && !isFinalTaskStatus(task.status);

  const start = () =>
    generate.mutate(
      { type, prompt, count, aspectRatio, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (t) => {
          setTaskId(t.id);
          setChosen(null);
        },
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );
  const store = () =>
    chosen &&
    save.mutate(
      { type, name: name.trim() || prompt.slice(0, 20), prompt, fileId: chosen },
      {
        onSuccess: () => {
          message.success('已保存到资产库');
          onSaved?.();
        },
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );

  return (
    <div>
      {cost && !cost.available && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={cost.reason} />
      )}
      <Form layout="vertical">
        <Form.Item label="画面描述" required>
          <Input.TextArea
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            maxLength={1500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={PLACEHOLDER[type]}
            aria-label="画面描述"
          />
        </Form.Item>
        <Space wrap>
          <Segmented
            value={aspectRatio}
            onChange={(v) => setAspectRatio(v as typeof aspectRatio)}
            options={[...ASPECT_RATIOS]}
          />
          <Select
            value={count}
            onChange={setCount}
            options={[1, 2, 3, 4].map((n) => ({ value: n, label: `${n} 张` }))}
            style={{ width: 90 }}
            aria-label="生成数量"
          />
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            disabled={!prompt.trim() || Boolean(running)}
            loading={generate.isPending}
            onClick={start}
          >
            生成{cost ? `（${cost.unitCost * count} 制作栗）` : ''}
          </Button>
        </Space>
      </Form>
      {task && running && (
        <div style={{ marginTop: 16 }}>
          <Space>
            <LoadingOutlined />
            {task.status === 0 ? '排队中…' : '生成中…'}
          </Space>
          <Progress percent={task.progress} size="small" />
        </div>
      )}
      {task?.status === 3 && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={`生成失败：${task.errorMsg ?? '未知原因'}`}
          description="制作栗已退回，可修改描述后重试"
        />
      )}
      {task?.status === 2 && (
        <>
          <div className={styles.candidates}>
            {task.outputs.map((o) => (
              <button
                type="button"
                key={o.id}
                className={`${styles.candidate} ${chosen === o.id ? styles.candidateChosen : ''}`}
                onClick={() => setChosen(o.id)}
                aria-label="选择这张"
              >
                <img src={o.thumbUrl ?? o.url} alt="生成结果" />
                {chosen === o.id && (
                  <CheckCircleFilled
                    style={{ position: 'absolute', top: 8, right: 8, color: '#e8742a', fontSize: 20 }}
                  />
                )}
              </button>
            ))}
          </div>
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={40}
              placeholder="名称（默认取描述开头）"
              aria-label="名称"
            />
            <Button type="primary" disabled={!chosen} loading={save.isPending} onClick={store}>
              保存到资产库
            </Button>
          </Space.Compact>
        </>
      )}
    </div>
  );
}
