import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { ScriptEditor } from './ScriptEditor';
import { ScriptProjects } from './ScriptProjects';

/** /set/toolSet/aiScript: my scripts, or one script's editor (?scriptId=…, so a reload reopens it). */
export function ScriptWorkspace() {
  const [search, setSearch] = useSearchParams();
  const scriptId = search.get('scriptId');
  return (
    <SurfaceCard>
      {scriptId ? (
        <>
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            style={{ paddingInline: 0, marginBottom: 8 }}
            onClick={() => setSearch({})}
          >
            我的剧本
          </Button>
          <ScriptEditor key={scriptId} scriptId={scriptId} />
        </>
      ) : (
        <ScriptProjects onOpen={(id) => setSearch({ scriptId: id })} />
      )}
    </SurfaceCard>
  );
}
