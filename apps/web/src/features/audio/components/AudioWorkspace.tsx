import { createElement } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { toolsetPageInfo } from '../../toolset/toolset.constants';

/** /set/toolSet/aiAudio. Replaced by the issue 6 workspace. */
export function AudioWorkspace() {
  const info = toolsetPageInfo.aiAudio;
  return (
    <SurfaceCard>
      <EmptyState
        icon={createElement(info.icon)}
        title={`${info.title}即将上线`}
        description={info.description}
      />
    </SurfaceCard>
  );
}
