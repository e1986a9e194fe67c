import { SafetyCertificateFilled } from '@ant-design/icons';
import { App, Button, Form, Modal } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { reloadSoon } from '../../../lib/reload';
import { bindPhoneText } from '../../../locales/zh-CN/account';
import { PhoneCodeFields } from '../../auth';
import { useSessionStore } from '../../session';
import { useBindPhone } from '../api/bind-phone.api';
import styles from './AccountDialogs.module.css';
import { BlockingDialogFooter } from './BlockingDialogFooter';

interface BindValues {
  phone: string;
  code: string;
}

/**
 * Spec §4: shown while the user has no phone (needBindPhone) anywhere but the login screen. It cannot be
 * closed until a phone is bound; then the user info is refreshed and the page reloads after 1 s (spec §9).
 */
export function BindPhoneDialog() {
  const { message } = App.useApp();
  const [form] = Form.useForm<BindValues>();
  const bind = useBindPhone();
  const setUser = useSessionStore((s) => s.setUser);

  const onFinish = async (values: BindValues) => {
    try {
      const user = await bind.mutateAsync(values);
      message.success(bindPhoneText.success);
      setUser(user);
      reloadSoon();
    } catch (error) {
      message.error(apiErrorMessage(error, bindPhoneText.failed));
    }
  };

  return (
    <Modal
      open
      centered
      width={460}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={null}
      footer={null}
    >
      <div className={styles.hero}>
        <span className={styles.heroIcon}>
          <SafetyCertificateFilled />
        </span>
        <div className={styles.heroTitle}>{bindPhoneText.title}</div>
        <div className={styles.heroText}>{bindPhoneText.intro}</div>
      </div>
      <Form form={form} size="large" onFinish={onFinish} requiredMark={false} className={styles.form}>
        <PhoneCodeFields scene="bind" />
        <BlockingDialogFooter>
          <Button type="primary" htmlType="submit" loading={bind.isPending || bind.isSuccess}>
            {bindPhoneText.submit}
          </Button>
        </BlockingDialogFooter>
      </Form>
    </Modal>
  );
}
