import { ArrowLeftOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { useBackNavigation } from '../../../lib/use-back-navigation';
import { ScriptEditor, ScriptProjects } from '../../script';

/** /script?scriptId=…: the script editor as a page; without a script, my scripts. */
export default function ScriptPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useBackNavigation('/script');
  const scriptId = search.get('scriptId');
  return (
    <PageContainer width="wide">
      <SurfaceCard>
        {scriptId ? (
          <>
            <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
              <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={goBack}>
                返回
              </Button>
              <Button icon={<NodeIndexOutlined />} onClick={() => navigate(`/flow?scriptId=${scriptId}`)}>
                进入创作流程
              </Button>
            </Space>
            <ScriptEditor key={scriptId} scriptId={scriptId} />
          </>
        ) : (
          <ScriptProjects onOpen={(id) => setSearch({ scriptId: id })} />
        )}
      </SurfaceCard>
    </PageContainer>
  );
}
