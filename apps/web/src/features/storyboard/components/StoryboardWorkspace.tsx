import { ScriptPicker, useScriptParam } from '../../script';
import { useTaskEvents } from '../../tasks';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';
import { StoryboardEditor } from './StoryboardEditor';

/** /set/toolSet/aiStoryboard: pick a script (or open ?scriptId=) and edit its storyboard. */
export function StoryboardWorkspace() {
  useTaskEvents();
  const [scriptId, setScriptId] = useScriptParam();
  return (
    <div className={styles.workspace}>
      <ScriptPicker
        value={scriptId}
        onChange={setScriptId}
        placeholder={text.pickScriptHint}
        emptyHint={text.noScriptsHint}
        labelOf={(s) => `${s.title}${s.shotCount ? `（${s.shotCount} 镜）` : ''}`}
      />
      {scriptId && <StoryboardEditor key={scriptId} scriptId={scriptId} />}
    </div>
  );
}
