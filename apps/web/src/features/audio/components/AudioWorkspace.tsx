import { Tabs } from 'antd';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { ScriptPicker, useScriptParam } from '../../script';
import { useTaskEvents } from '../../tasks';
import { audioText as text } from '../audio-text';
import { usePreviewPlayer } from '../hooks/use-preview-player';
import styles from './Audio.module.css';
import { SoundEffectForm } from './SoundEffectForm';
import { TimbreLibrary } from './TimbreLibrary';
import { VoicePanel } from './VoicePanel';

/** /set/toolSet/aiAudio: voice a script's lines with its characters' timbres, browse timbres, make sounds. */
export function AudioWorkspace() {
  useTaskEvents();
  const player = usePreviewPlayer();
  const [scriptId, setScriptId] = useScriptParam();
  return (
    <Tabs
      className={styles.workspace}
      items={[
        {
          key: 'voice',
          label: text.tabVoice,
          children: (
            <div className={styles.panel}>
              <ScriptPicker
                value={scriptId}
                onChange={setScriptId}
                placeholder={text.pickScriptHint}
                emptyHint={text.noScriptsHint}
              />
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
