import { GiftOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function ExchangeCenterPage() {
  return (
    <ScreenPlaceholder
      icon={<GiftOutlined />}
      title="兑换中心"
      description="使用兑换码领取制作栗与权益，并查看历史兑换记录。"
    />
  );
}
