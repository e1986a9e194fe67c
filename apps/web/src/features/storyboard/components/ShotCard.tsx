import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  MoreOutlined,
  ReloadOutlined,
  UploadOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import {
  SHOT_KIND_LABELS,
  SHOT_KINDS,
  type ShotEditBody,
  type ShotView,
  type StoryboardView,
} from '@lizi/shared';
import { App, Avatar, Button, Checkbox, Dropdown, Input, InputNumber, Select, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../tasks';
import { useShotMutations } from '../api/shot-mutations.api';
import { storyboardText as text } from '../storyboard-text';
import { ShotImage } from './ShotImage';
import styles from './Storyboard.module.css';

interface Props {
  index: number;
  total: number;
  shot: ShotView;
  view: StoryboardView;
  aspectRatio: string;
  selected: boolean;
  focused: boolean;
  dragOver: boolean;
  generating: boolean;
  onFocus: () => void;
  onSelect: (on: boolean) => void;
  onGenerate: () => void;
  onInsert: (after: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

/** One shot: number, kind, framing, picture and its task, editable prompt, characters, background, lines. */
export function ShotCard(props: Props) {
  const { index, total, shot, view, selected, focused } = props;
  const { message, modal } = App.useApp();
  const mutations = useShotMutations(shot.scriptId);
  const [prompt, setPrompt] = useState(shot.prompt);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => setPrompt(shot.prompt), [shot.prompt]);

  const save = (body: ShotEditBody) =>
    mutations.edit.mutate(
      { id: shot.id, body },
      { onError: (err) => message.error(apiErrorMessage(err, text.saveFailed)) },
    );

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, file.name);
      await mutations.choose.mutateAsync({ id: shot.id, kind: 'image', fileId: uploaded.id });
      message.success(text.uploaded);
    } catch (err) {
      message.error(apiErrorMessage(err, text.saveFailed));
    } finally {
      setUploading(false);
    }
  };

  const lines = view.lines.filter((l) => shot.lineIds.includes(l.id));
  const menu = [
    {
      key: 'before',
      icon: <VerticalAlignTopOutlined />,
      label: text.insertBefore,
      onClick: () => props.onInsert(false),
    },
    {
      key: 'after',
      icon: <VerticalAlignBottomOutlined />,
      label: text.insertAfter,
      onClick: () => props.onInsert(true),
    },
    {
      key: 'up',
      icon: <ArrowUpOutlined />,
      label: text.moveUp,
      disabled: index === 0,
      onClick: () => props.onMove(-1),
    },
    {
      key: 'down',
      icon: <ArrowDownOutlined />,
      label: text.moveDown,
      disabled: index === total - 1,
      onClick: () => props.onMove(1),
    },
    { type: 'divider' as const },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      danger: true,
      label: text.delete,
      onClick: () =>
        modal.confirm({
          title: text.deleteConfirm,
          content: `第 ${index + 1} 镜：${shot.prompt.slice(0, 40) || '（无描述）'}`,
          okButtonProps: { danger: true },
          okText: text.delete,
          cancelText: '取消',
          onOk: () =>
            mutations.remove.mutateAsync(shot.id).catch((err) => message.error(apiErrorMessage(err))),
        }),
    },
  ];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag and drop is a shortcut; the menu moves shots too
    <div
      className={`${styles.shotCard} ${selected ? styles.shotSelected : ''} ${focused ? styles.shotFocused : ''} ${props.dragOver ? styles.dropTarget : ''}`}
      onClickCapture={props.onFocus}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        props.onDrop();
      }}
      data-testid="shot-card"
    >
      <div className={styles.shotHead}>
        <HolderOutlined className={styles.dragHandle} />
        <Checkbox checked={selected} onChange={(e) => props.onSelect(e.target.checked)} />
        <span className={styles.shotNumber}>第 {index + 1} 镜</span>
        <Select
          size="small"
          variant="borderless"
          value={shot.kind}
          onChange={(kind) => save({ kind })}
          options={SHOT_KINDS.map((k) => ({ value: k, label: SHOT_KIND_LABELS[k] }))}
          popupMatchSelectWidth={false}
        />
        <Input
          size="small"
          className={styles.framing}
          placeholder={text.framing}
          defaultValue={shot.framing}
          maxLength={40}
          onBlur={(e) => e.target.value !== shot.framing && save({ framing: e.target.value })}
        />
        <Dropdown menu={{ items: menu }} trigger={['click']}>
          <Button size="small" type="text" icon={<MoreOutlined />} aria-label="更多操作" />
        </Dropdown>
      </div>

      <ShotImage
        shot={shot}
        aspectRatio={props.aspectRatio}
        onChoose={(fileId) => mutations.choose.mutate({ id: shot.id, kind: 'image', fileId })}
      />

      <div className={styles.shotActions}>
        <Button size="small" icon={<ReloadOutlined />} loading={props.generating} onClick={props.onGenerate}>
          {shot.image || shot.imageTask ? text.regenerate : text.generate}
        </Button>
        <Tooltip title={text.upload}>
          <Button
            size="small"
            icon={<UploadOutlined />}
            loading={uploading}
            aria-label={text.upload}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <span className={styles.duration}>
          <InputNumber
            size="small"
            min={1}
            max={60}
            step={0.5}
            defaultValue={shot.durationSeconds}
            onBlur={(e) => {
              const value = Number(e.target.value);
              if (value >= 1 && value <= 60 && value !== shot.durationSeconds)
                save({ durationSeconds: value });
            }}
            style={{ width: 64 }}
          />
          {text.seconds}
        </span>
      </div>

      <Input.TextArea
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        onBlur={() => prompt.trim() !== shot.prompt && save({ prompt })}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={2000}
        placeholder={text.promptPlaceholder}
      />

      <div className={styles.shotMeta}>
        <Select
          size="small"
          mode="multiple"
          className={styles.roleSelect}
          placeholder={text.roles}
          value={shot.roleIds}
          onChange={(roleIds) => save({ roleIds })}
          options={view.roles.map((r) => ({ value: r.id, label: r.name }))}
          optionRender={(option) => {
            const role = view.roles.find((r) => r.id === option.value);
            return (
              <span className={styles.roleOption}>
                <Avatar size={20} src={role?.image?.thumbUrl ?? role?.image?.url}>
                  {role?.name.slice(0, 1)}
                </Avatar>
                {role?.name}
              </span>
            );
          }}
          tagRender={({ value, closable, onClose }) => {
            const role = view.roles.find((r) => r.id === value);
            return (
              <span className={styles.roleTag}>
                <Avatar size={18} src={role?.image?.thumbUrl ?? role?.image?.url}>
                  {role?.name.slice(0, 1)}
                </Avatar>
                {role?.name}
                {closable && (
                  <button type="button" className={styles.roleTagClose} onClick={onClose} aria-label="移除">
                    ×
                  </button>
                )}
              </span>
            );
          }}
        />
        <Select
          size="small"
          className={styles.bgSelect}
          allowClear
          placeholder={text.noBackground}
          value={shot.backgroundAssetId ?? undefined}
          onChange={(id) => save({ backgroundAssetId: id ?? null })}
          options={view.backgrounds.map((b) => ({ value: b.id, label: b.name }))}
          notFoundContent="素材库里还没有场景或空镜"
        />
      </div>
      {lines.length > 0 && (
        <ul className={styles.lines}>
          {lines.map((l) => (
            <li key={l.id}>
              {l.roleName ? <b>{l.roleName}：</b> : null}
              {l.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
