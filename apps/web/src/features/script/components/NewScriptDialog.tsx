import {
  DownloadOutlined,
  EditOutlined,
  FileExcelOutlined,
  InboxOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { ASPECT_RATIOS, type ScriptDetail } from '@lizi/shared';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Tabs, Upload } from 'antd';
import { useState } from 'react';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { useCreateScript } from '../api/create-script.api';
import { deleteScript } from '../api/delete-script.api';
import { SCRIPT_TEMPLATE_URL, useImportScriptExcel } from '../api/import-excel.api';
import { queueWrite } from '../lib/pending-write';
import { scriptText } from '../script-text';
import { AiWriteFields, type AiWriteValues, CostLine } from './AiWriteFields';
import styles from './Script.module.css';

type Mode = 'ai' | 'user' | 'excel';

interface NewScriptDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (script: ScriptDetail) => void;
}

interface Values extends Partial<AiWriteValues> {
  title?: string;
  aspectRatio: (typeof ASPECT_RATIOS)[number];
}

/** 新建剧本: from an idea with AI (source 0), typed by hand (1), or imported from Excel (3). */
export function NewScriptDialog({ open, onClose, onCreated }: NewScriptDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('ai');
  const [file, setFile] = useState<File | null>(null);
  const [importErrors, setImportErrors] = useState<string[] | null>(null);
  // An Excel project created for an import that failed: the retry reuses it; cancelling deletes it.
  const [draftId, setDraftId] = useState<string | null>(null);
  const create = useCreateScript();
  const importExcel = useImportScriptExcel();
  const busy = create.isPending || importExcel.isPending;

  const reset = () => {
    form.resetFields();
    setFile(null);
    setImportErrors(null);
    setDraftId(null);
  };
  const close = () => {
    if (draftId) void deleteScript(draftId).catch(() => undefined);
    reset();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    const base = { title: values.title?.trim() || undefined, aspectRatio: values.aspectRatio };
    try {
      if (mode === 'ai') {
        const s = await create.mutateAsync({ ...base, source: 0, idea: values.idea });
        queueWrite(s.id, {
          idea: values.idea ?? '',
          genre: values.genre || undefined,
          episodes: values.episodes ?? 1,
          minutes: values.minutes ?? 2,
        });
        reset();
        onCreated(s);
      } else if (mode === 'user') {
        const s = await create.mutateAsync({ ...base, source: 1 });
        reset();
        onCreated(s);
      } else {
        if (!file) {
          message.warning('请选择要导入的 Excel 文件');
          return;
        }
        setImportErrors(null);
        const id = draftId ?? (await create.mutateAsync({ ...base, source: 3 })).id;
        setDraftId(id);
        try {
          const s = await importExcel.mutateAsync({ id, file });
          setDraftId(null);
          reset();
          onCreated(s);
        } catch (err) {
          const errors = isApiError(err) ? (err.data as { errors?: string[] } | null)?.errors : undefined;
          setImportErrors(errors?.length ? errors : [apiErrorMessage(err)]);
        }
      }
    } catch (err) {
      message.error(apiErrorMessage(err));
    }
  };

  return (
    <Modal
      open={open}
      title={scriptText.newScript}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>取消</Button>
          <Button type="primary" loading={busy} onClick={submit}>
            {mode === 'ai' ? '开始生成' : mode === 'user' ? '创建并开始编写' : '导入'}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={mode}
        onChange={(k) => setMode(k as Mode)}
        items={[
          { key: 'ai', label: 'AI 写剧本', icon: <RobotOutlined /> },
          { key: 'user', label: '手动编写', icon: <EditOutlined /> },
          { key: 'excel', label: '导入 Excel', icon: <FileExcelOutlined /> },
        ]}
      />
      <Form form={form} layout="vertical" initialValues={{ aspectRatio: '16:9', episodes: 1, minutes: 2 }}>
        <Space size={16} style={{ width: '100%' }} wrap>
          <Form.Item name="title" label="剧本名称" style={{ width: 360 }}>
            <Input maxLength={60} placeholder={mode === 'ai' ? '留空由 AI 起名' : '未命名剧本'} />
          </Form.Item>
          <Form.Item name="aspectRatio" label="画面比例">
            <Select style={{ width: 120 }} options={ASPECT_RATIOS.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
        </Space>
        {mode === 'ai' ? (
          <>
            <AiWriteFields />
            <CostLine />
          </>
        ) : null}
        {mode === 'user' ? (
          <Alert type="info" showIcon message="创建后可逐场添加场景和台词，随时撤销修改。" />
        ) : null}
        {mode === 'excel' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                setImportErrors(null);
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: 'excel', name: file.name, status: 'done' }] : []}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或拖入 .xlsx 文件</p>
              <p className="ant-upload-hint">按模板填写：每行一句台词、一段动作或旁白，不超过 5 MB</p>
            </Upload.Dragger>
            <Button
              type="link"
              icon={<DownloadOutlined />}
              href={SCRIPT_TEMPLATE_URL}
              style={{ paddingInline: 0 }}
            >
              {scriptText.downloadTemplate}
            </Button>
            {importErrors ? (
              <Alert
                type="error"
                showIcon
                message="文件有误，未导入任何内容"
                description={
                  <ul className={styles.errorList}>
                    {importErrors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
          </Space>
        ) : null}
      </Form>
    </Modal>
  );
}
