import { AudioOutlined } from '@ant-design/icons';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export default function NarrationPage() {
  return (
    <ScreenPlaceholder
      icon={<AudioOutlined />}
      title="编辑旁白"
      description="为成片撰写旁白文案，挑选音色生成配音，并与画面逐段对齐。"
      showHeading={false}
    />
  );
}
