import { ArrowRightOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { PROJECT_STEPS, projectStepInfo } from '../project.constants';
import styles from './ProjectProductionPage.module.css';

export default function ProjectProductionPage() {
  const navigate = useNavigate();
  return (
    <PageContainer title="团队协作" description="以项目为单位组织创作，成员分工推进剧本、美术与分镜。">
      <div className={styles.steps}>
        {PROJECT_STEPS.map((step, i) => (
          <div key={step} className={styles.step}>
            <span className={styles.index}>{i + 1}</span>
            <div>
              <div className={styles.stepTitle}>{projectStepInfo[step].title}</div>
              <div className={styles.stepText}>{projectStepInfo[step].description}</div>
            </div>
          </div>
        ))}
      </div>
      <SurfaceCard>
        <EmptyState
          icon={<TeamOutlined />}
          title="还没有协作项目"
          description="项目列表即将上线：创建项目、邀请成员，并在这里跟进每个项目的制作进度。"
          extra={
            <Button
              type="primary"
              icon={<ArrowRightOutlined />}
              onClick={() => navigate('/projectDetail/create')}
            >
              体验创作流程
            </Button>
          }
        />
      </SurfaceCard>
    </PageContainer>
  );
}
