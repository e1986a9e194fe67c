import { CustomerServiceOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type CutSettings,
  type CutView,
  SUBTITLE_MODE_LABELS,
  SUBTITLE_MODES,
  type SubtitleMode,
} from '@lizi/shared';
import { App, Button, Segmented, Slider, Switch } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../tasks';
import { cutText as text } from '../cut-text';
import styles from './Cut.module.css';

interface Props {
  settings: CutSettings;
  canvas: string;
  files: CutView['files'];
  onSettings: (patch: Partial<CutSettings>) => void;
  onCanvas: (canvas: string) => void;
  /** A freshly uploaded file the cut view does not list yet (the BGM player needs its URL). */
  onFile: (file: CutView['files'][string]) => void;
}

const percent = (v: number) => `${Math.round(v * 100)}%`;

function VolumeSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <div className={styles.volume}>
      <span className={styles.volumeLabel}>{label}</span>
      <Slider
        className={styles.volumeSlider}
        min={0}
        max={2}
        step={0.05}
        value={value}
        onChange={onChange}
        tooltip={{ formatter: (v) => percent(v ?? 0) }}
        aria-label={label}
      />
      <span className={styles.volumeValue}>{percent(value)}</span>
    </div>
  );
}

/** Canvas, subtitles, background music (upload, volume, ducking) and the volume of each track. */
export function CutSettingsPanel({ settings, canvas, files, onSettings, onCanvas, onFile }: Props) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const bgmFile = settings.bgm ? files[settings.bgm.fileId] : undefined;

  const pick = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile(file, file.name);
      if (!stored.mime.startsWith('audio/')) {
        message.error('背景音乐需要音频文件');
        return;
      }
      onFile(stored);
      onSettings({ bgm: { fileId: stored.id, volume: settings.bgm?.volume ?? 0.6 } });
    } catch (error) {
      message.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.settings}>
      <div className={styles.settingRow}>
        <span className={styles.settingLabel}>{text.canvas}</span>
        <Segmented
          value={canvas}
          onChange={(v) => onCanvas(String(v))}
          options={[
            { value: '1920x1080', label: text.canvasLandscape },
            { value: '720x1280', label: text.canvasPortrait },
          ]}
        />
      </div>
      <div className={styles.settingRow}>
        <span className={styles.settingLabel}>{text.subtitles}</span>
        <Segmented
          value={settings.subtitles}
          onChange={(v) => onSettings({ subtitles: v as SubtitleMode })}
          options={SUBTITLE_MODES.map((m) => ({ value: m, label: SUBTITLE_MODE_LABELS[m] }))}
        />
      </div>

      <div className={styles.settingBlock}>
        <div className={styles.settingLabel}>{text.bgm}</div>
        <input
          ref={input}
          type="file"
          hidden
          accept="audio/*"
          aria-label={text.bgmUpload}
          data-testid="bgm-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pick(file);
          }}
        />
        {settings.bgm ? (
          <div className={styles.bgm}>
            <CustomerServiceOutlined />
            <span className={styles.bgmName}>{bgmFile?.name ?? text.bgm}</span>
            <Button size="small" loading={uploading} onClick={() => input.current?.click()}>
              {text.bgmReplace}
            </Button>
            <Button
              size="small"
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={text.bgmRemove}
              onClick={() => onSettings({ bgm: null })}
            />
          </div>
        ) : (
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
            {uploading ? text.bgmUploading : text.bgmUpload}
          </Button>
        )}
        {bgmFile ? (
          // biome-ignore lint/a11y/useMediaCaption: background music has no words
          <audio className={styles.bgmPlayer} src={bgmFile.url} controls preload="none" />
        ) : null}
        {settings.bgm ? (
          <VolumeSlider
            label={text.bgmVolume}
            value={settings.bgm.volume}
            onChange={(volume) => settings.bgm && onSettings({ bgm: { ...settings.bgm, volume } })}
          />
        ) : null}
        <div className={styles.settingRow}>
          <Switch
            checked={settings.ducking}
            onChange={(ducking) => onSettings({ ducking })}
            aria-label={text.ducking}
          />
          <span>{text.ducking}</span>
          <span className={styles.muted}>{text.duckingHint}</span>
        </div>
      </div>

      <div className={styles.settingBlock}>
        <div className={styles.settingLabel}>{text.volumes}</div>
        <VolumeSlider
          label={text.volClip}
          value={settings.volumes.clip}
          onChange={(clip) => onSettings({ volumes: { ...settings.volumes, clip } })}
        />
        <VolumeSlider
          label={text.volDialogue}
          value={settings.volumes.dialogue}
          onChange={(dialogue) => onSettings({ volumes: { ...settings.volumes, dialogue } })}
        />
        <VolumeSlider
          label={text.volNarration}
          value={settings.volumes.narration}
          onChange={(narration) => onSettings({ volumes: { ...settings.volumes, narration } })}
        />
      </div>
    </div>
  );
}
