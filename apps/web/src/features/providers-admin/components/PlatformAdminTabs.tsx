import { RouteTabs } from '../../../components/RouteTabs';

export type PlatformAdminTab = 'companyManage' | 'providerManage';

/** The screens of the platform back office, as route tabs. */
export function PlatformAdminTabs({ active }: { active: PlatformAdminTab }) {
  return (
    <RouteTabs
      activeKey={active}
      items={[
        { key: 'companyManage', label: '企业管理', to: '/multiTenant/platformAdmin/companyManage' },
        { key: 'providerManage', label: '模型服务', to: '/multiTenant/platformAdmin/providerManage' },
      ]}
    />
  );
}
