import { AudioOutlined, SaveOutlined, SoundOutlined } from '@ant-design/icons';
import type { ScriptLineView, ScriptVoicing } from '@lizi/shared';
import { App, Button, Input, Skeleton, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { apiErrorMessage } from '../../../lib/api-client';
import {
  LineAudioCell,
  TimbreSelect,
  usePreviewPlayer,
  useSetNarrationTimbre,
  useVoiceRun,
  voicingCost,
} from '../../audio';
import { useReplaceLine, useScriptDetail } from '../api/script-detail.api';
import { cutText as text } from '../cut-text';
import styles from './Cut.module.css';

/** The script's narration lines in reading order. */
export function narrationLinesOf(script: { episodes: { scenes: { lines: ScriptLineView[] }[] }[] }) {
  return script.episodes.flatMap((e) =>
    e.scenes.flatMap((s) => s.lines.filter((l) => l.kind === 'narration')),
  );
}

interface Props {
  scriptId: string;
  voicing: ScriptVoicing | undefined;
  voicingError?: unknown;
  onVoicingChanged: () => void;
}

/** /narration: the script's narration text (edited in the script, with history), its voice and re-voicing. */
export function NarrationScriptPanel({ scriptId, voicing, voicingError, onVoicingChanged }: Props) {
  const script = useScriptDetail(scriptId);
  const navigate = useNavigate();
  if (script.isPending)
    return (
      <SurfaceCard>
        <Skeleton active paragraph={{ rows: 4 }} />
      </SurfaceCard>
    );
  if (script.isError || voicingError)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<AudioOutlined />}
          title={text.loadFailed}
          description={apiErrorMessage(script.error ?? voicingError)}
          extra={
            <Button
              onClick={() => {
                void script.refetch();
                onVoicingChanged();
              }}
            >
              {text.retry}
            </Button>
          }
        />
      </SurfaceCard>
    );
  const lines = narrationLinesOf(script.data);
  if (lines.length === 0)
    return (
      <SurfaceCard>
        <EmptyState
          icon={<AudioOutlined />}
          title={text.noNarration}
          description={text.noNarrationHint}
          extra={
            <Button type="primary" onClick={() => navigate(`/script?scriptId=${scriptId}`)}>
              {text.editScript}
            </Button>
          }
        />
      </SurfaceCard>
    );
  return (
    <SurfaceCard>
      {voicing ? (
        <NarrationLines
          scriptId={scriptId}
          lines={lines}
          voicing={voicing}
          onVoicingChanged={onVoicingChanged}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </SurfaceCard>
  );
}

function NarrationLines({
  scriptId,
  lines,
  voicing,
  onVoicingChanged,
}: {
  scriptId: string;
  lines: ScriptLineView[];
  voicing: ScriptVoicing;
  onVoicingChanged: () => void;
}) {
  const player = usePreviewPlayer();
  const narration = useSetNarrationTimbre(scriptId);
  const voice = useVoiceRun(voicing);
  const { message } = App.useApp();
  const byId = new Map(voicing.lines.map((l) => [l.id, l]));
  const narrationTimbre =
    voicing.narrationTimbreId ?? voicing.lines.find((l) => l.kind === 'narration')?.timbreId ?? null;
  const ids = lines.map((l) => l.id);
  return (
    <div className={styles.narrationLines}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{text.narrationLines}</span>
        <span className={styles.muted}>{text.narrationLinesHint}</span>
      </div>
      <div className={styles.narrationBar}>
        <span>{text.narrationVoice}</span>
        <TimbreSelect
          value={narrationTimbre}
          player={player}
          loading={narration.isPending}
          onChange={(id) =>
            id &&
            narration.mutate(id, {
              onSuccess: onVoicingChanged,
              onError: (e) => message.error(apiErrorMessage(e)),
            })
          }
        />
        <span className={styles.cost}>{text.cost(voicingCost(voice.unit, ids.length))}</span>
        <Button icon={<SoundOutlined />} loading={voice.pending} onClick={() => voice.run(ids, ids.length)}>
          {text.voice}（{ids.length}）
        </Button>
      </div>
      <div className={styles.lineList}>
        {lines.map((line) => {
          const view = byId.get(line.id);
          return (
            <NarrationLineRow
              key={line.id}
              scriptId={scriptId}
              line={line}
              audio={view ? <LineAudioCell scriptId={scriptId} line={view} /> : null}
              onRevoice={() => voice.run([line.id], 1)}
              revoiceCost={voicingCost(voice.unit, 1)}
              onSaved={onVoicingChanged}
            />
          );
        })}
      </div>
    </div>
  );
}

function NarrationLineRow({
  scriptId,
  line,
  audio,
  onRevoice,
  revoiceCost,
  onSaved,
}: {
  scriptId: string;
  line: ScriptLineView;
  audio: ReactNode;
  onRevoice: () => void;
  revoiceCost: number;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const replace = useReplaceLine(scriptId);
  const [value, setValue] = useState(line.text);
  const changed = value.trim() !== line.text && value.trim() !== '';
  return (
    <div className={styles.narrationRow} data-testid="narration-line">
      <Input.TextArea
        value={value}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={2000}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className={styles.narrationRowSide}>
        <div className={styles.narrationAudio}>{audio}</div>
        <Button
          size="small"
          icon={<SaveOutlined />}
          disabled={!changed}
          loading={replace.isPending}
          onClick={() =>
            replace.mutate(
              {
                lineId: line.id,
                line: {
                  kind: 'narration',
                  text: value.trim(),
                  roleName: line.roleName,
                  emotion: line.emotion,
                },
              },
              {
                onSuccess: () => {
                  message.success(text.lineSaved);
                  onSaved();
                },
                onError: (e) => message.error(apiErrorMessage(e)),
              },
            )
          }
        >
          {text.saveLine}
        </Button>
        <Tooltip title={text.cost(revoiceCost)}>
          <Button size="small" onClick={onRevoice} disabled={changed}>
            {text.revoice}
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
