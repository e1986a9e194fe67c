import { Tag } from 'antd';
import { useParams } from 'react-router';
import { RouteTabs } from '../../../components/RouteTabs';

/** The screens of the enterprise back office; the optional enterpriseId travels with the tab switch. */
export function CompanyAdminTabs({ active }: { active: 'memberManage' | 'projectManage' | 'pointsManage' }) {
  const { enterpriseId } = useParams();
  const suffix = enterpriseId ? `/${encodeURIComponent(enterpriseId)}` : '';
  return (
    <RouteTabs
      activeKey={active}
      extra={enterpriseId ? <Tag color="orange">企业 ID：{enterpriseId}</Tag> : null}
      items={[
        { key: 'memberManage', label: '成员管理', to: `/multiTenant/companyAdmin/memberManage${suffix}` },
        { key: 'projectManage', label: '项目管理', to: `/multiTenant/companyAdmin/projectManage${suffix}` },
        { key: 'pointsManage', label: '制作栗', to: `/multiTenant/companyAdmin/pointsManage${suffix}` },
      ]}
    />
  );
}
