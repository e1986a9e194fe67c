import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  type Capability,
  type ProviderView,
  VENDOR_LABELS,
  VENDORS,
  type Vendor,
} from '@lizi/shared';
import { App, Button, Checkbox, Drawer, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { useSaveProvider } from '../api/save-provider.api';
import {
  BASE_URL_PLACEHOLDERS,
  type ProviderFormValues,
  toFormValues,
  toProviderBody,
  usesRemote,
  usesSecretKey,
  usesWorkflows,
} from '../provider-form';
import styles from './Providers.module.css';

interface ProviderDrawerProps {
  open: boolean;
  /** null = a new provider. */
  editing: ProviderView | null;
  onClose: () => void;
}

/** Create or edit one model provider; checked with the shared providerBodySchema before it is sent. */
export function ProviderDrawer({ open, editing, onClose }: ProviderDrawerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProviderFormValues>();
  const save = useSaveProvider();
  const vendor = (Form.useWatch('vendor', form) ?? 'openai') as Vendor;
  const caps = (Form.useWatch('capabilities', form) ?? []) as Capability[];

  useEffect(() => {
    if (open) form.setFieldsValue(toFormValues(editing));
  }, [open, editing, form]);

  const onSubmit = async () => {
    const values = { ...toFormValues(null), ...form.getFieldsValue(true) } as ProviderFormValues;
    const { body, problems } = toProviderBody(values, editing);
    form.setFields(problems.map((p) => ({ name: p.name as never, errors: [p.message] })));
    if (!body) return;
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      message.success(editing ? '已保存' : '已添加模型服务');
      onClose();
    } catch (error) {
      message.error(apiErrorMessage(error, '保存失败'));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={600}
      title={editing ? `编辑模型服务 · ${editing.name}` : '添加模型服务'}
      destroyOnHidden
      footer={
        <div className={styles.drawerFooter}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void onSubmit()}>
            保存
          </Button>
        </div>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={toFormValues(editing)}>
        <div className={styles.formRow}>
          <Form.Item name="vendor" label="服务商">
            <Select options={VENDORS.map((v) => ({ value: v, label: VENDOR_LABELS[v] }))} />
          </Form.Item>
          <Form.Item name="name" label="名称">
            <Input maxLength={64} placeholder="如：方舟 · 生产环境" />
          </Form.Item>
        </div>
        {usesRemote(vendor) ? (
          <>
            <Form.Item name="baseUrl" label="接口地址" extra="留空则使用服务商的默认地址">
              <Input placeholder={BASE_URL_PLACEHOLDERS[vendor]} />
            </Form.Item>
            <div className={usesSecretKey(vendor) ? styles.formRow : undefined}>
              <Form.Item
                name="apiKey"
                label={
                  usesSecretKey(vendor)
                    ? 'Access Key'
                    : usesWorkflows(vendor)
                      ? 'API 密钥（选填）'
                      : 'API 密钥'
                }
                extra={editing?.keyPreview ? `当前密钥 ${editing.keyPreview}，留空则保留原密钥` : undefined}
              >
                <Input.Password
                  autoComplete="new-password"
                  placeholder={editing ? '留空则保留原密钥' : '请输入密钥'}
                />
              </Form.Item>
              {usesSecretKey(vendor) ? (
                <Form.Item
                  name="secretKey"
                  label="Secret Key"
                  extra={editing?.hasSecretKey ? '已保存 Secret Key，留空则保留原密钥' : undefined}
                >
                  <Input.Password
                    autoComplete="new-password"
                    placeholder={editing?.hasSecretKey ? '留空则保留原密钥' : '可灵的 Secret Key'}
                  />
                </Form.Item>
              ) : null}
            </div>
          </>
        ) : (
          <div className={styles.localNote}>
            本机处理在服务器上直接运行（如 ESRGAN 超分、ffmpeg 合成），无需地址和密钥。
          </div>
        )}
        <Form.Item name="capabilities" label="提供的能力">
          <Checkbox.Group className={styles.capGrid}>
            {CAPABILITIES.map((cap) => (
              <Checkbox key={cap} value={cap}>
                {CAPABILITY_LABELS[cap]}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        {caps.length > 0 && vendor !== 'local' ? (
          <div className={styles.section}>
            <div className={styles.sectionTitle}>各能力使用的模型</div>
            {caps.map((cap) => (
              <Form.Item
                key={cap}
                name={['models', cap]}
                label={CAPABILITY_LABELS[cap]}
                className={styles.compactItem}
              >
                <Input placeholder="模型名称（留空使用默认模型）" maxLength={128} />
              </Form.Item>
            ))}
          </div>
        ) : null}
        {usesWorkflows(vendor) && caps.length > 0 ? (
          <div className={styles.section}>
            <div className={styles.sectionTitle}>ComfyUI 工作流（API 格式 JSON）</div>
            {caps.map((cap) => (
              <Form.Item
                key={cap}
                name={['workflows', cap]}
                label={CAPABILITY_LABELS[cap]}
                className={styles.compactItem}
              >
                <Input.TextArea
                  className={styles.json}
                  autoSize={{ minRows: 4, maxRows: 14 }}
                  spellCheck={false}
                  placeholder='{"3": {"class_type": "KSampler", "inputs": {…}}}'
                />
              </Form.Item>
            ))}
          </div>
        ) : null}
        <div className={styles.formRow}>
          <Form.Item name="concurrency" label="并发任务数" extra="同时交给该服务的任务上限">
            <InputNumber min={1} max={64} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch checkedChildren="开" unCheckedChildren="关" />
          </Form.Item>
        </div>
      </Form>
    </Drawer>
  );
}
