import { type LineFields, SCRIPT_LINE_KINDS, type ScriptLineKind } from '@lizi/shared';
import { AutoComplete, Button, Form, Input, Segmented, Space } from 'antd';
import { scriptText } from '../script-text';

interface LineFormProps {
  initial?: Partial<LineFields>;
  roleNames: string[];
  saving?: boolean;
  onSave: (line: LineFields) => void;
  onCancel: () => void;
}

/** One line being written or changed: kind, speaker (dialogue), text, emotion. */
export function LineForm({ initial, roleNames, saving, onSave, onCancel }: LineFormProps) {
  const [form] = Form.useForm<LineFields>();
  const kind = Form.useWatch('kind', form) ?? initial?.kind ?? 'dialogue';
  return (
    <Form
      form={form}
      layout="vertical"
      size="small"
      initialValues={{ kind: 'dialogue', ...initial }}
      onFinish={(v) => onSave({ ...v, roleName: v.kind === 'action' ? null : v.roleName || null })}
      style={{ padding: '8px 8px 0', background: '#fffaf5', borderRadius: 8, marginBottom: 8 }}
    >
      <Space wrap align="start">
        <Form.Item name="kind" style={{ marginBottom: 8 }}>
          <Segmented<ScriptLineKind>
            options={SCRIPT_LINE_KINDS.map((k) => ({ value: k, label: scriptText.kinds[k] }))}
          />
        </Form.Item>
        {kind !== 'action' ? (
          <Form.Item
            name="roleName"
            style={{ marginBottom: 8 }}
            rules={kind === 'dialogue' ? [{ required: true, message: '对白需要填写角色' }] : []}
          >
            <AutoComplete
              style={{ width: 140 }}
              placeholder={kind === 'dialogue' ? '角色' : '旁白者（选填）'}
              options={roleNames.map((n) => ({ value: n }))}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="emotion" style={{ marginBottom: 8 }}>
          <Input style={{ width: 110 }} placeholder="情绪（选填）" maxLength={20} />
        </Form.Item>
      </Space>
      <Form.Item
        name="text"
        rules={[{ required: true, whitespace: true, message: '请输入内容' }]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} placeholder="内容" autoFocus />
      </Form.Item>
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </Form>
  );
}
