import { WalletOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { commonText } from '../../../locales/zh-CN/common';
import { openCashier } from '../cashier';

/** 充值 for app users (spec §6). The cashier popup itself arrives with its issue; until then we say so. */
export function TopUpButton() {
  const { message } = App.useApp();
  const onClick = async () => {
    const opened = await openCashier({ force: true });
    if (!opened) message.info('充值服务正在接入，敬请期待');
  };
  return (
    <Button type="primary" shape="round" icon={<WalletOutlined />} onClick={onClick}>
      {commonText.topUp}
    </Button>
  );
}
