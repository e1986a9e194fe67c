import { BankOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function CompanyManagePage() {
  return (
    <ScreenPlaceholder
      icon={<BankOutlined />}
      title="企业管理"
      description="审核企业入驻申请，管理企业状态、制作栗发放方式与企业管理员。"
    />
  );
}
