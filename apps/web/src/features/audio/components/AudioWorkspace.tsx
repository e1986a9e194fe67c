import { Tabs } from 'antd';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { useTaskEvents } from '../../tasks';
import { audioText as text } from '../audio-text';
import { usePreviewPlayer } from '../hooks/use-preview-player';
import styles from './Audio.module.css';
import { ScriptSelect, useScriptIdParam } from './ScriptSelect';
import { SoundEffectForm } from './SoundEffectForm';
import { TimbreLibrary } from './TimbreLibrary';
import { VoicePanel } from './VoicePanel';

/** /set/toolSet/aiAudio: voice a script's lines with its characters' timbres, browse timbres, make sounds. */
export function AudioWorkspace() {
  useTaskEvents();
  const player = usePreviewPlayer();
  const [scriptId, setScriptId] = useScriptIdParam();
  return (
    <Tabs
      className={styles.workspace}
      items={[
        {
          key: 'voice',
          label: text.tabVoice,
          children: (
            <div className={styles.panel}>
              <ScriptSelect value={scriptId} onChange={setScriptId} />
              {scriptId ? <VoicePanel key={scriptId} scriptId={scriptId} player={player} /> : null}
            </div>
          ),
        },
        {
          key: 'library',
          label: text.tabLibrary,
          children: (
            <SurfaceCard>
              <TimbreLibrary player={player} />
            </SurfaceCard>
          ),
        },
        {
          key: 'sound',
          label: text.tabSound,
          children: (
            <SurfaceCard>
              <SoundEffectForm />
            </SurfaceCard>
          ),
        },
      ]}
    />
  );
}
