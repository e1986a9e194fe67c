import { MobileOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function ShortStudioPage() {
  return (
    <ScreenPlaceholder
      icon={<MobileOutlined />}
      title="短剧工作室"
      description="面向竖屏短剧，批量生成分集剧本、分镜画面与成片。"
    />
  );
}
