import { WalletOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { commonText } from '../../../locales/zh-CN/common';
import { openCashier } from '../cashier';

/** 充值 for app users (spec §6): opens the cashier, forced, so an expired ticket is renewed first. */
export function TopUpButton() {
  const { message } = App.useApp();
  const [opening, setOpening] = useState(false);
  const onClick = async () => {
    setOpening(true);
    try {
      // When nothing opens, the cashier has already said why.
      await openCashier({ force: true, toast: message });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button type="primary" shape="round" icon={<WalletOutlined />} loading={opening} onClick={onClick}>
      {commonText.topUp}
    </Button>
  );
}
