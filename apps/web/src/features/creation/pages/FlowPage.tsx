import { NodeIndexOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function FlowPage() {
  return (
    <ScreenPlaceholder
      icon={<NodeIndexOutlined />}
      title="创作流程"
      description="按故事、美术、分镜的顺序推进创作，随时回到任一步骤调整。"
    />
  );
}
