import { useTaskEvents } from '../../tasks';
import { ScriptPicker, useScriptParam } from './ScriptPicker';
import styles from './Storyboard.module.css';
import { StoryboardEditor } from './StoryboardEditor';

/** /set/toolSet/aiStoryboard: pick a script (or open ?scriptId=) and edit its storyboard. */
export function StoryboardWorkspace() {
  useTaskEvents();
  const [scriptId, setScriptId] = useScriptParam();
  return (
    <div className={styles.workspace}>
      <ScriptPicker value={scriptId} onChange={setScriptId} />
      {scriptId && <StoryboardEditor key={scriptId} scriptId={scriptId} />}
    </div>
  );
}
