import { BankOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { backOfficeText } from '../../../locales/zh-CN/multi-tenant';

/** The enterprise back office opened by the platform admin without a company, or with a malformed id. */
export function ScopeState({ kind }: { kind: 'pick' | 'invalid' }) {
  const navigate = useNavigate();
  return (
    <SurfaceCard>
      <EmptyState
        icon={kind === 'pick' ? <BankOutlined /> : <ExclamationCircleOutlined />}
        title={kind === 'pick' ? backOfficeText.pickCompany : backOfficeText.badEnterpriseId}
        description={kind === 'pick' ? backOfficeText.pickCompanyText : undefined}
        extra={
          kind === 'pick' ? (
            <Button type="primary" onClick={() => navigate('/multiTenant/platformAdmin/companyManage')}>
              {backOfficeText.goCompanyManage}
            </Button>
          ) : (
            <Button onClick={() => navigate('/multiTenant/companyAdmin')}>返回企业后台</Button>
          )
        }
      />
    </SurfaceCard>
  );
}
