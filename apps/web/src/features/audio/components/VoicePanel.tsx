import { SoundOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import { useScriptVoicing } from '../api/script-voicing.api';
import { audioText as text } from '../audio-text';
import type { PreviewPlayer } from '../hooks/use-preview-player';
import { voiceableLines } from '../voicing';
import styles from './Audio.module.css';
import { VoiceLines } from './VoiceLines';
import { VoiceRoles } from './VoiceRoles';

/** One script's voicing: character and narration voices, then its lines. */
export function VoicePanel({ scriptId, player }: { scriptId: string; player: PreviewPlayer }) {
  const voicing = useScriptVoicing(scriptId);
  const navigate = useNavigate();
  if (voicing.isPending)
    return (
      <SurfaceCard>
        <Skeleton active paragraph={{ rows: 8 }} />
      </SurfaceCard>
    );
  if (voicing.isError)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<SoundOutlined />}
          title={text.loadFailed}
          description={apiErrorMessage(voicing.error)}
          extra={<Button onClick={() => voicing.refetch()}>{text.retry}</Button>}
        />
      </SurfaceCard>
    );
  const hasLines = voiceableLines(voicing.data.lines).length > 0;
  return (
    <div className={styles.panel}>
      <SurfaceCard>
        <VoiceRoles voicing={voicing.data} player={player} />
      </SurfaceCard>
      <SurfaceCard>
        {hasLines ? (
          <VoiceLines voicing={voicing.data} />
        ) : (
          <EmptyState
            icon={<SoundOutlined />}
            title={text.noLines}
            description={text.noLinesHint}
            extra={
              <Button type="primary" onClick={() => navigate(`/script?scriptId=${scriptId}`)}>
                {text.editScript}
              </Button>
            }
          />
        )}
      </SurfaceCard>
    </div>
  );
}
