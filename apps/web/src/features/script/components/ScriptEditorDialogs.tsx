import { DownloadOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import type { AiWriteBody, ScriptDetail } from '@lizi/shared';
import { Alert, App, Button, Drawer, Empty, Form, List, Modal, Space, Spin, Tag, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { apiErrorMessage, isApiError } from '../../../lib/api-client';
import { SCRIPT_TEMPLATE_URL, useImportScriptExcel } from '../api/import-excel.api';
import { useScriptEdits } from '../api/script-edits.api';
import { scriptText } from '../script-text';
import { AiWriteFields, type AiWriteValues, CostLine } from './AiWriteFields';
import styles from './Script.module.css';

export function AiWriteDialog({
  script,
  open,
  onClose,
  onStart,
}: {
  script: ScriptDetail;
  open: boolean;
  onClose: () => void;
  onStart: (body: AiWriteBody) => void;
}) {
  const [form] = Form.useForm<AiWriteValues>();
  const hasContent = script.lineCount > 0;
  return (
    <Modal
      open={open}
      title="AI 写剧本"
      onCancel={onClose}
      okText="开始生成"
      cancelText="取消"
      width={620}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields();
        onStart({ idea: v.idea, genre: v.genre || undefined, episodes: v.episodes, minutes: v.minutes });
        onClose();
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ idea: script.idea, episodes: 1, minutes: 2 }}>
        <AiWriteFields />
      </Form>
      <Space direction="vertical" style={{ width: '100%' }}>
        <CostLine />
        {hasContent ? <Alert type="warning" showIcon message={scriptText.replaceWarning} /> : null}
      </Space>
    </Modal>
  );
}

export function ImportExcelDialog({
  script,
  open,
  onClose,
}: {
  script: ScriptDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);
  const importExcel = useImportScriptExcel();
  const close = () => {
    setFile(null);
    setErrors(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="导入 Excel 剧本"
      onCancel={close}
      okText="导入"
      cancelText="取消"
      okButtonProps={{ disabled: !file }}
      confirmLoading={importExcel.isPending}
      onOk={async () => {
        if (!file) return;
        setErrors(null);
        try {
          await importExcel.mutateAsync({ id: script.id, file });
          message.success('剧本已导入');
          close();
        } catch (err) {
          const list = isApiError(err) ? (err.data as { errors?: string[] } | null)?.errors : undefined;
          setErrors(list?.length ? list : [apiErrorMessage(err)]);
        }
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {script.lineCount > 0 ? <Alert type="warning" showIcon message={scriptText.importWarning} /> : null}
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setErrors(null);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'excel', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入 .xlsx 文件</p>
        </Upload.Dragger>
        <Button
          type="link"
          icon={<DownloadOutlined />}
          href={SCRIPT_TEMPLATE_URL}
          style={{ paddingInline: 0 }}
        >
          {scriptText.downloadTemplate}
        </Button>
        {errors ? (
          <Alert
            type="error"
            showIcon
            message="文件有误，未导入任何内容"
            description={
              <ul className={styles.errorList}>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}

export function HistoryDrawer({
  script,
  open,
  onClose,
  onUndo,
  undoing,
}: {
  script: ScriptDetail;
  open: boolean;
  onClose: () => void;
  onUndo: () => void;
  undoing: boolean;
}) {
  const edits = useScriptEdits(script.id, open);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={scriptText.history}
      width={400}
      extra={
        <Button icon={<UndoOutlined />} disabled={!script.undoable} loading={undoing} onClick={onUndo}>
          撤销最近一次
        </Button>
      }
    >
      {edits.isPending ? (
        <Spin />
      ) : !edits.data?.length ? (
        <Empty description="还没有手动修改。AI 生成或导入会重新开始记录。" />
      ) : (
        <List
          dataSource={edits.data}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <span style={{ textDecoration: e.undone ? 'line-through' : undefined }}>{e.summary}</span>
                }
                description={dayjs.unix(e.createAt).format('YYYY-MM-DD HH:mm:ss')}
              />
              {e.undone ? <Tag>已撤销</Tag> : null}
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
