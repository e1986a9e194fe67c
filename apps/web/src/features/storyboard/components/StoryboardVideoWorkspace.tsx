import { createElement } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { toolsetPageInfo } from '../../toolset/toolset.constants';

/** /set/toolSet/aiStoryboardVideo. Replaced by the issue 6 workspace. */
export function StoryboardVideoWorkspace() {
  const info = toolsetPageInfo.aiStoryboardVideo;
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
