import { PictureOutlined } from '@ant-design/icons';
import type { AssetType, FileView } from '@lizi/shared';
import { App, Button, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../tasks';
import { createAsset, useAssetMutation } from '../api/assets.api';

interface Values {
  name: string;
  description?: string;
}

/** 上传: one picture of the user's own into the library. */
export function AssetUploadDialog({
  type,
  open,
  onClose,
}: {
  type: AssetType;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<FileView | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const create = useAssetMutation(createAsset);

  const pick = async (f: File | undefined) => {
    if (!f) return;
    setUploading(true);
    try {
      setFile(await uploadFile(f, f.name));
      if (!form.getFieldValue('name'))
        form.setFieldValue('name', f.name.replace(/\.[^.]+$/, '').slice(0, 40));
    } catch (e) {
      message.error(apiErrorMessage(e));
    } finally {
      setUploading(false);
    }
  };
  const close = () => {
    form.resetFields();
    setFile(null);
    onClose();
  };
  const submit = async () => {
    const values = await form.validateFields();
    if (!file) return message.warning('请先上传图片');
    create.mutate(
      { type, fileId: file.id, ...values },
      {
        onSuccess: () => {
          message.success('已加入资产库');
          close();
        },
        onError: (e) => message.error(apiErrorMessage(e)),
      },
    );
  };
  return (
    <Modal
      title="上传到资产库"
      open={open}
      onCancel={close}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/webp"
        onChange={(e) => pick(e.target.files?.[0])}
        aria-label="选择图片"
      />
      <div style={{ marginBottom: 16 }}>
        {file ? (
          <img
            src={file.url}
            alt="预览"
            style={{
              width: '100%',
              maxHeight: 240,
              objectFit: 'contain',
              borderRadius: 8,
              background: '#f3f4f6',
            }}
          />
        ) : null}
        <Button
          icon={<PictureOutlined />}
          loading={uploading}
          onClick={() => input.current?.click()}
          style={{ marginTop: 8 }}
        >
          {file ? '更换图片' : '选择图片'}
        </Button>
      </div>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请填写名称' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
