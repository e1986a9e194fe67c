import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { LineFields, ScriptLineView, ScriptSceneView } from '@lizi/shared';
import { Button, Form, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ScriptEditCommand } from '../api/edit-script.api';
import { scriptText } from '../script-text';
import { LineForm } from './LineForm';
import styles from './Script.module.css';

interface SceneBlockProps {
  scene: ScriptSceneView;
  index: number;
  roleNames: string[];
  saving: boolean;
  run: (command: ScriptEditCommand) => Promise<unknown>;
}

/** One scene: heading, place and time, description, and its lines, each editable in place. */
export function SceneBlock({ scene, index, roleNames, saving, run }: SceneBlockProps) {
  const [editingHead, setEditingHead] = useState(false);
  // 'end' = adding at the end; a line id = editing it; `after:<id>` = inserting after it.
  const [editing, setEditing] = useState<string | null>(null);
  const lines = scene.lines;
  const done = () => setEditing(null);

  const move = (line: ScriptLineView, delta: -1 | 1) => {
    const ids = lines.map((l) => l.id);
    const i = ids.indexOf(line.id);
    const j = i + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
    void run({ kind: 'reorder', sceneId: scene.id, lineIds: ids });
  };
  const add = (line: LineFields, afterLineId?: string) =>
    run({ kind: 'line', body: { action: 'add', sceneId: scene.id, afterLineId, line } }).then(done);

  return (
    <div className={styles.scene}>
      {editingHead ? (
        <Form
          layout="vertical"
          size="small"
          initialValues={scene}
          onFinish={(v) =>
            run({ kind: 'updateScene', sceneId: scene.id, body: v }).then(() => setEditingHead(false))
          }
        >
          <Space wrap>
            <Form.Item
              name="heading"
              label="场景标题"
              rules={[{ required: true, message: '请输入场景标题' }]}
            >
              <Input maxLength={80} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="location" label="地点">
              <Input maxLength={60} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="timeOfDay" label="时间">
              <Input maxLength={20} style={{ width: 90 }} placeholder="日 / 夜" />
            </Form.Item>
          </Space>
          <Form.Item name="description" label="场景描述">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
          </Form.Item>
          <Space style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={() => setEditingHead(false)}>取消</Button>
          </Space>
        </Form>
      ) : (
        <>
          <div className={styles.sceneHead}>
            <div>
              <span className={styles.sceneHeading}>
                第{index + 1}场 · {scene.heading}
              </span>{' '}
              {scene.timeOfDay ? <Tag>{scene.timeOfDay}</Tag> : null}
              {scene.location ? <Tag color="orange">{scene.location}</Tag> : null}
            </div>
            <Space size={0}>
              <Tooltip title="修改场景">
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditingHead(true)}
                />
              </Tooltip>
              <Popconfirm
                title="删除这一场？"
                description="场内台词一并删除，可撤销。"
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true }}
                onConfirm={() => run({ kind: 'deleteScene', sceneId: scene.id })}
              >
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除场次" />
              </Popconfirm>
            </Space>
          </div>
          {scene.description ? <div className={styles.sceneDesc}>{scene.description}</div> : null}
        </>
      )}
      {lines.map((line, i) => (
        <div key={line.id}>
          {editing === line.id ? (
            <LineForm
              initial={{ ...line, roleName: line.roleName ?? undefined, emotion: line.emotion ?? undefined }}
              roleNames={roleNames}
              saving={saving}
              onCancel={done}
              onSave={(l) =>
                run({ kind: 'line', body: { action: 'replace', lineId: line.id, line: l } }).then(done)
              }
            />
          ) : (
            <div className={styles.line}>
              <Tag
                color={line.kind === 'dialogue' ? 'orange' : line.kind === 'narration' ? 'purple' : 'default'}
              >
                {scriptText.kinds[line.kind]}
              </Tag>
              <div className={`${styles.lineBody} ${styles[line.kind] ?? ''}`}>
                {line.roleName ? (
                  <span className={styles.lineRole} title={line.roleId ? '已关联角色' : '未找到同名角色'}>
                    {line.roleName}
                    {line.roleId ? '' : ' ?'}：
                  </span>
                ) : null}
                {line.emotion ? <span className={styles.lineEmotion}>（{line.emotion}）</span> : null}
                {line.text}
              </div>
              <Space size={0} className={styles.lineActions}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label="修改"
                  onClick={() => setEditing(line.id)}
                />
                <Tooltip title="在下方插入">
                  <Button
                    type="text"
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setEditing(`after:${line.id}`)}
                  />
                </Tooltip>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label="上移"
                  disabled={i === 0}
                  onClick={() => move(line, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label="下移"
                  disabled={i === lines.length - 1}
                  onClick={() => move(line, 1)}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除"
                  onClick={() => run({ kind: 'line', body: { action: 'delete', lineId: line.id } })}
                />
              </Space>
            </div>
          )}
          {editing === `after:${line.id}` ? (
            <LineForm roleNames={roleNames} saving={saving} onCancel={done} onSave={(l) => add(l, line.id)} />
          ) : null}
        </div>
      ))}
      {editing === 'end' ? (
        <LineForm roleNames={roleNames} saving={saving} onCancel={done} onSave={(l) => add(l)} />
      ) : (
        <Button
          type="dashed"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setEditing('end')}
          style={{ marginTop: 6 }}
        >
          添加台词
        </Button>
      )}
    </div>
  );
}
