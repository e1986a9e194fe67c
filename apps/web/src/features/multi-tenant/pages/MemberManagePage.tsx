import { UserSwitchOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';
import { CompanyAdminTabs } from '../components/CompanyAdminTabs';

export default function MemberManagePage() {
  return (
    <ScreenPlaceholder
      icon={<UserSwitchOutlined />}
      title="成员管理"
      description="审核成员加入申请，设置成员角色，为成员分配个人制作栗。"
      toolbar={<CompanyAdminTabs active="memberManage" />}
    />
  );
}
