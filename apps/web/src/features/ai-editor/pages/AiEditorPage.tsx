import { FormatPainterOutlined, SmileOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { AI_EDITOR_MODES, type AiEditorMode, aiEditorMode } from '../ai-editor.constants';

const modeInfo: Record<AiEditorMode, { icon: ReactNode; description: string }> = {
  face: { icon: <SmileOutlined />, description: '选择角色形象，替换画面中人物的面部，保持光影与表情自然。' },
  repaint: {
    icon: <FormatPainterOutlined />,
    description: '圈选画面局部，用文字描述修改内容，AI 只重绘选中区域。',
  },
};

export default function AiEditorPage() {
  const [search, setSearch] = useSearchParams();
  const mode = aiEditorMode(search.get('mode'));
  return (
    <PageContainer
      title={AI_EDITOR_MODES[mode]}
      extra={
        <Segmented<AiEditorMode>
          value={mode}
          options={(Object.keys(AI_EDITOR_MODES) as AiEditorMode[]).map((key) => ({
            value: key,
            label: AI_EDITOR_MODES[key],
          }))}
          onChange={(next) => setSearch({ mode: next }, { replace: true })}
        />
      }
    >
      <SurfaceCard>
        <EmptyState
          icon={modeInfo[mode].icon}
          title={`${AI_EDITOR_MODES[mode]}即将上线`}
          description={modeInfo[mode].description}
        />
      </SurfaceCard>
    </PageContainer>
  );
}
