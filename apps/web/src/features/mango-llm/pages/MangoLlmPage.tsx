import { MessageOutlined } from '@ant-design/icons';
import { BrandLogo } from '../../../components/BrandLogo';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';

/** Full-window assistant (fixed-user-menu layout, show site only): the page brings its own logo. */
export default function MangoLlmPage() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div style={{ padding: '20px 28px' }}>
        <BrandLogo />
      </div>
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <SurfaceCard style={{ width: '100%', maxWidth: 880 }}>
          <EmptyState
            icon={<MessageOutlined />}
            title="芒果大模型即将上线"
            description="与大模型对话，完成选题策划、剧本润色与台词打磨。"
          />
        </SurfaceCard>
      </div>
    </div>
  );
}
