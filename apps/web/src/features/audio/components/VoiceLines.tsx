import { SoundOutlined } from '@ant-design/icons';
import type { ScriptVoicing, VoiceLineView } from '@lizi/shared';
import { Button, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { audioText as text } from '../audio-text';
import { useVoiceRun } from '../hooks/use-voice-run';
import { voiceableLines, voicingCost } from '../voicing';
import styles from './Audio.module.css';
import { LineAudioCell } from './LineAudioCell';

/** The script's spoken lines with their voices: voice all, the selected ones or one line, the cost said first. */
export function VoiceLines({ voicing }: { voicing: ScriptVoicing }) {
  const lines = voiceableLines(voicing.lines);
  const [selected, setSelected] = useState<string[]>([]);
  const voice = useVoiceRun(voicing);
  const chosen = selected.filter((id) => lines.some((l) => l.id === id));
  const count = chosen.length || lines.length;

  return (
    <div className={styles.lines}>
      <div className={styles.linesBar}>
        <span className={styles.muted}>{text.lines(lines.length)}</span>
        <div className={styles.linesActions}>
          <span className={styles.cost} data-testid="voice-cost">
            {text.cost(voicingCost(voice.unit, count))}
          </span>
          <Button
            type="primary"
            icon={<SoundOutlined />}
            loading={voice.pending && (voice.pendingIds?.length ?? 0) !== 1}
            onClick={() => voice.run(chosen.length ? chosen : null, count)}
          >
            {chosen.length ? text.voiceSelected(chosen.length) : text.voiceAll(lines.length)}
          </Button>
        </div>
      </div>
      <Table<VoiceLineView>
        rowKey="id"
        size="middle"
        dataSource={lines}
        pagination={lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setSelected(keys as string[]) }}
        columns={[
          {
            title: text.speaker,
            dataIndex: 'speaker',
            width: 120,
            render: (speaker: string, line) => (
              <span className={styles.speaker}>
                <Tag bordered={false} color={line.kind === 'narration' ? 'purple' : 'blue'}>
                  {line.kind === 'narration' ? text.kindNarration : text.kindDialogue}
                </Tag>
                {line.kind === 'narration' ? null : speaker}
              </span>
            ),
          },
          {
            title: text.text,
            dataIndex: 'text',
            render: (value: string, line) => (
              <div>
                <div className={styles.lineText}>{value}</div>
                {line.emotion ? (
                  <Tag bordered={false} className={styles.emotion}>
                    {text.emotion}：{line.emotion}
                  </Tag>
                ) : null}
              </div>
            ),
          },
          { title: text.timbre, dataIndex: 'timbreName', width: 120, render: (v: string | null) => v ?? '—' },
          {
            title: text.audio,
            key: 'audio',
            width: 300,
            render: (_, line) => <LineAudioCell scriptId={voicing.scriptId} line={line} />,
          },
          {
            title: text.actions,
            key: 'actions',
            width: 110,
            render: (_, line) => (
              <Tooltip title={text.cost(voicingCost(voice.unit, 1))}>
                <Button
                  size="small"
                  loading={
                    voice.pending && voice.pendingIds?.[0] === line.id && voice.pendingIds.length === 1
                  }
                  onClick={() => voice.run([line.id], 1)}
                >
                  {line.audio || line.task ? text.revoice : text.voiceOne}
                </Button>
              </Tooltip>
            ),
          },
        ]}
      />
    </div>
  );
}
