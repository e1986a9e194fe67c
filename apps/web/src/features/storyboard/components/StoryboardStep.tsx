import { ArrowRightOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTaskEvents } from '../../tasks';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';
import { StoryboardEditor } from './StoryboardEditor';

/** The 分镜 step of /flow for one script: the same editor, with the way on to the shot videos. */
export function StoryboardStep({ scriptId, onNext }: { scriptId: string; onNext?: () => void }) {
  useTaskEvents();
  const navigate = useNavigate();
  return (
    <div className={styles.workspace}>
      <StoryboardEditor scriptId={scriptId} />
      <div className={styles.stepFooter}>
        <Button
          icon={<VideoCameraOutlined />}
          onClick={() => navigate(`/set/toolSet/aiStoryboardVideo?scriptId=${encodeURIComponent(scriptId)}`)}
        >
          {text.toVideo}
        </Button>
        {onNext && (
          <Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={onNext}>
            {text.next}
          </Button>
        )}
      </div>
    </div>
  );
}
