import { ScriptPicker, useScriptParam } from '../../script';
import { useTaskEvents } from '../../tasks';
import { storyboardText as text } from '../storyboard-text';
import styles from './Storyboard.module.css';
import { StoryboardVideoEditor } from './StoryboardVideoEditor';

/** /set/toolSet/aiStoryboardVideo: each shot's image becomes a video clip. */
export function StoryboardVideoWorkspace() {
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
      {scriptId && <StoryboardVideoEditor key={scriptId} scriptId={scriptId} />}
    </div>
  );
}
