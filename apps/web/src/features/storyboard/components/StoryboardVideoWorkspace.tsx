import { useTaskEvents } from '../../tasks';
import { ScriptPicker, useScriptParam } from './ScriptPicker';
import styles from './Storyboard.module.css';
import { StoryboardVideoEditor } from './StoryboardVideoEditor';

/** /set/toolSet/aiStoryboardVideo: each shot's image becomes a video clip. */
export function StoryboardVideoWorkspace() {
  useTaskEvents();
  const [scriptId, setScriptId] = useScriptParam();
  return (
    <div className={styles.workspace}>
      <ScriptPicker value={scriptId} onChange={setScriptId} />
      {scriptId && <StoryboardVideoEditor key={scriptId} scriptId={scriptId} />}
    </div>
  );
}
