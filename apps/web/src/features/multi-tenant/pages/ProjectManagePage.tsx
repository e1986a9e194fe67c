import { ProjectOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';
import { CompanyAdminTabs } from '../components/CompanyAdminTabs';

export default function ProjectManagePage() {
  return (
    <ScreenPlaceholder
      icon={<ProjectOutlined />}
      title="项目管理"
      description="查看企业内的影视项目与进度，审批成员的项目权限申请。"
      toolbar={<CompanyAdminTabs active="projectManage" />}
    />
  );
}
