import { FileTextOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function ScriptPage() {
  return (
    <ScreenPlaceholder
      icon={<FileTextOutlined />}
      title="剧本创作"
      description="管理剧本与分场，支持 AI 生成、手动编写与 Excel 导入。"
    />
  );
}
