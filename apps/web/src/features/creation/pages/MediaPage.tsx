import { PlaySquareOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function MediaPage() {
  return (
    <ScreenPlaceholder
      icon={<PlaySquareOutlined />}
      title="视频合成"
      description="把分镜视频、配音与音效按时间线排布，合成为完整成片。"
      showHeading={false}
    />
  );
}
