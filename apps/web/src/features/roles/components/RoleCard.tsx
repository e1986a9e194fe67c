import { DeleteOutlined, SoundOutlined, UserOutlined } from '@ant-design/icons';
import type { RoleView } from '@lizi/shared';
import { App, Avatar, Button, Input, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { deleteRole, saveRole, useRoleMutation } from '../api/role-mutations.api';
import styles from './Roles.module.css';

interface Draft {
  name: string;
  gender: string;
  age: string;
  description: string;
  appearance: string;
}

const draftOf = (r: RoleView): Draft => ({
  name: r.name,
  gender: r.gender ?? '',
  age: r.age ?? '',
  description: r.description,
  appearance: r.appearance,
});

/** One character of 美术设定: every field editable, saved with 保存 once something changed. */
export function RoleCard({ role }: { role: RoleView }) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState(() => draftOf(role));
  useEffect(() => setDraft(draftOf(role)), [role]);
  const save = useRoleMutation(role.scriptId, saveRole);
  const remove = useRoleMutation(role.scriptId, deleteRole);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(role));
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const onSave = () =>
    save.mutate(
      { roleId: role.id, ...draft, gender: draft.gender || null, age: draft.age || null },
      { onSuccess: () => message.success('角色已保存'), onError: (e) => message.error(apiErrorMessage(e)) },
    );

  return (
    <div className={styles.roleCard} data-testid="role-card">
      <div className={styles.roleHead}>
        <Avatar size={48} src={role.image?.thumbUrl ?? role.image?.url} icon={<UserOutlined />} />
        <Input
          className={styles.roleName}
          value={draft.name}
          onChange={set('name')}
          maxLength={40}
          aria-label="角色名"
          variant="borderless"
        />
        <Input
          value={draft.gender}
          onChange={set('gender')}
          placeholder="性别"
          maxLength={10}
          style={{ width: 72 }}
          aria-label="性别"
        />
        <Input
          value={draft.age}
          onChange={set('age')}
          placeholder="年龄"
          maxLength={20}
          style={{ width: 72 }}
          aria-label="年龄"
        />
        <Popconfirm
          title="删除这个角色？"
          description="角色的形象与生成记录会一起删除"
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(role.id).then(
              () => message.success('已删除'),
              (e) => message.error(apiErrorMessage(e)),
            )
          }
        >
          <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除角色" />
        </Popconfirm>
      </div>
      <div className={styles.fieldLabel}>角色介绍</div>
      <Input.TextArea
        value={draft.description}
        onChange={set('description')}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="身份、性格、在故事中的作用"
        aria-label="角色介绍"
      />
      <div className={styles.fieldLabel}>外貌描述（生成形象时使用）</div>
      <Input.TextArea
        value={draft.appearance}
        onChange={set('appearance')}
        maxLength={1000}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="年龄感、脸型、发型、服装、配饰……越具体越稳定"
        aria-label="外貌描述"
      />
      <div className={styles.roleFoot}>
        <Space size={6}>
          <SoundOutlined />
          {role.timbreName ? (
            <Tag color="orange">{role.timbreName}</Tag>
          ) : (
            <span className={styles.muted}>未设置音色</span>
          )}
        </Space>
        <Space>
          {dirty && <Button onClick={() => setDraft(draftOf(role))}>还原</Button>}
          <Button
            type="primary"
            disabled={!dirty || !draft.name.trim()}
            loading={save.isPending}
            onClick={onSave}
          >
            保存
          </Button>
        </Space>
      </div>
    </div>
  );
}
