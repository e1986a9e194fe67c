import { BulbOutlined, PictureOutlined, SkinOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Steps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { StandalonePage } from '../../../components/StandalonePage';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { PROJECT_STEPS, type ProjectStep, projectStepInfo } from '../project.constants';

const stepIcons: Record<ProjectStep, ReactNode> = {
  create: <BulbOutlined />,
  art: <SkinOutlined />,
  artImage: <PictureOutlined />,
  storyboard: <VideoCameraOutlined />,
};

/** Blank-layout work area of one project; the route loader has already rejected unknown steps. */
export default function ProjectDetailPage() {
  const navigate = useNavigate();
  const step = (useParams().step ?? 'create') as ProjectStep;
  const current = Math.max(0, PROJECT_STEPS.indexOf(step));
  return (
    <StandalonePage
      title="项目制作"
      backTo="/projectProduction"
      center={
        <Steps
          size="small"
          current={current}
          style={{ minWidth: 520 }}
          onChange={(index) => navigate(`/projectDetail/${PROJECT_STEPS[index]}`)}
          items={PROJECT_STEPS.map((key) => ({ title: projectStepInfo[key].title }))}
        />
      }
    >
      <div style={{ padding: 24, maxWidth: 1280, width: '100%', margin: '0 auto' }}>
        <SurfaceCard>
          <EmptyState
            icon={stepIcons[step]}
            title={`${projectStepInfo[step].title}即将上线`}
            description={projectStepInfo[step].description}
          />
        </SurfaceCard>
      </div>
    </StandalonePage>
  );
}
