import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { ScriptProjects } from '../../script';
import { CreationFlow } from '../components/CreationFlow';

/** /flow?scriptId=…: one project's creation flow; without a project, the list to pick or start one. */
export default function FlowPage() {
  const [search, setSearch] = useSearchParams();
  const scriptId = search.get('scriptId');
  return (
    <PageContainer width="wide">
      {scriptId ? (
        <CreationFlow key={scriptId} scriptId={scriptId} />
      ) : (
        <SurfaceCard>
          <ScriptProjects onOpen={(id) => setSearch({ scriptId: id })} />
        </SurfaceCard>
      )}
    </PageContainer>
  );
}
