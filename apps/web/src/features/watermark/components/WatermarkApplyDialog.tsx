import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { fetchUserInfo, userInfoQueryKey, useSessionStore } from '../../session';
import { useApplyWatermarkFree } from '../api/apply-watermark.api';
import { watermarkText as text, USER_AGREEMENT_PATH } from '../watermark-text';
import styles from './WatermarkApply.module.css';

interface WatermarkApplyDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §1, §4: the agreement must be ticked before 确认申请 sends anything — unticked, the agreement text turns
 * red. Success toasts 申请成功 and refreshes the user info (its noWatermark hides the entry); a failure shows
 * the server's message or 申请失败. Closing keeps nothing: the next opening starts unticked.
 */
export function WatermarkApplyDialog({ open, onClose }: WatermarkApplyDialogProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const setUser = useSessionStore((s) => s.setUser);
  const apply = useApplyWatermarkFree();
  const [agreed, setAgreed] = useState(false);
  const [warn, setWarn] = useState(false);

  const close = () => {
    setAgreed(false);
    setWarn(false);
    onClose();
  };

  const onOk = async () => {
    if (!agreed) {
      setWarn(true);
      return;
    }
    try {
      const user = await apply.mutateAsync();
      message.success(text.success);
      if (user && typeof user === 'object' && 'userId' in user) setUser(user);
      // The answer may predate derived flags the info call computes; the info call is the source of truth.
      const fresh = await fetchUserInfo().catch(() => null);
      if (fresh) setUser(fresh);
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
      close();
    } catch (error) {
      message.error(apiErrorMessage(error, text.failed));
    }
  };

  return (
    <Modal
      open={open}
      centered
      width={480}
      title={
        <span className={styles.title}>
          <SafetyCertificateOutlined /> {text.title}
        </span>
      }
      okText={text.submit}
      cancelText={text.cancel}
      onOk={() => void onOk()}
      onCancel={close}
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      <p className={styles.intro}>{text.intro}</p>
      <p className={styles.note}>{text.note}</p>
      <Checkbox
        checked={agreed}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setWarn(false);
        }}
      >
        <span className={warn ? styles.agreeWarn : undefined} data-testid="watermark-agreement">
          {text.agreeBefore}
          <a href={USER_AGREEMENT_PATH} target="_blank" rel="noreferrer">
            {text.agreementLink}
          </a>
        </span>
      </Checkbox>
      {warn ? (
        <div className={styles.warnLine} role="alert">
          {text.mustAgree}
        </div>
      ) : null}
    </Modal>
  );
}
