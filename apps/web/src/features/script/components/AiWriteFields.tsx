import { ASPECT_RATIOS, unitCost } from '@lizi/shared';
import { Alert, Form, Input, InputNumber, Select, Space } from 'antd';
import { useCostSettingQuery } from '../../points';
import { scriptText } from '../script-text';

export const GENRES = [
  '都市',
  '悬疑',
  '爱情',
  '喜剧',
  '古装',
  '科幻',
  '奇幻',
  '家庭',
  '校园',
  '职场',
  '动作',
  '公益',
];

export interface AiWriteValues {
  idea: string;
  genre?: string;
  episodes: number;
  minutes: number;
}

/** 预计消耗 N 制作栗 for one AI write (spec §5: scriptCost from the cost setting). */
export function useScriptCost(): number | null {
  const setting = useCostSettingQuery();
  return setting.data ? unitCost(setting.data, 'scriptCost') : null;
}

export function CostLine() {
  const cost = useScriptCost();
  if (cost === null) return null;
  return <Alert type="info" showIcon message={scriptText.cost(cost)} />;
}

/** The idea, genre, episodes and minutes of an AI write (inside a Form). */
export function AiWriteFields({ withAspect = false }: { withAspect?: boolean }) {
  return (
    <>
      <Form.Item
        name="idea"
        label="故事创意"
        rules={[
          { required: true, message: '请输入故事创意' },
          { min: 4, message: '故事创意至少 4 个字' },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={4000}
          showCount
          placeholder="例如：一个外卖骑手在暴雨夜送错了一单，却因此卷入一场失踪案……"
        />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="genre" label="题材">
          <Select
            allowClear
            placeholder="不限"
            style={{ width: 140 }}
            options={GENRES.map((g) => ({ value: g, label: g }))}
          />
        </Form.Item>
        <Form.Item name="episodes" label="集数" initialValue={1}>
          <InputNumber min={1} max={10} addonAfter="集" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="minutes" label="每集时长" initialValue={2}>
          <InputNumber min={0.5} max={30} step={0.5} addonAfter="分钟" style={{ width: 140 }} />
        </Form.Item>
        {withAspect ? (
          <Form.Item name="aspectRatio" label="画面比例" initialValue="16:9">
            <Select style={{ width: 110 }} options={ASPECT_RATIOS.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
        ) : null}
      </Space>
    </>
  );
}
