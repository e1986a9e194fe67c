import { LoadingOutlined, PauseCircleFilled, PlayCircleFilled, SoundOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tabs, Tag } from 'antd';
import { EmptyState } from '../../../components/EmptyState';
import { apiErrorMessage } from '../../../lib/api-client';
import { useTimbreStyles } from '../api/timbre-styles.api';
import { audioText as text } from '../audio-text';
import type { PreviewPlayer } from '../hooks/use-preview-player';
import styles from './Audio.module.css';

/** The timbre library (spec §7 timbre styles): one tab per style group, a card per voice with its preview. */
export function TimbreLibrary({ player }: { player: PreviewPlayer }) {
  const groups = useTimbreStyles();
  if (groups.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (groups.isError)
    return (
      <EmptyState
        icon={<SoundOutlined />}
        title={text.loadFailed}
        description={apiErrorMessage(groups.error)}
        extra={<Button onClick={() => groups.refetch()}>{text.retry}</Button>}
      />
    );
  if (groups.data.length === 0) return <EmptyState icon={<SoundOutlined />} title={text.emptyLibrary} />;
  return (
    <Tabs
      items={groups.data.map((group) => ({
        key: group.style,
        label: `${group.style}（${group.timbres.length}）`,
        children: (
          <div className={styles.timbreGrid}>
            {group.timbres.map((t) => {
              const isPlaying = player.playing === t.id;
              const isLoading = player.loading === t.id;
              const error = player.errors[t.id];
              return (
                <div key={t.id} className={styles.timbreCard} data-testid="timbre-card">
                  <div className={styles.timbreHead}>
                    <span className={styles.timbreName}>{t.name}</span>
                    <Tag color={t.gender === 'female' ? 'magenta' : 'blue'} bordered={false}>
                      {t.gender === 'female' ? text.female : text.male}
                    </Tag>
                  </div>
                  <p className={styles.timbreDesc}>{t.description}</p>
                  <p className={styles.timbreSample}>「{t.sampleText}」</p>
                  <Button
                    type={isPlaying ? 'primary' : 'default'}
                    shape="round"
                    size="small"
                    icon={
                      isLoading ? (
                        <LoadingOutlined />
                      ) : isPlaying ? (
                        <PauseCircleFilled />
                      ) : (
                        <PlayCircleFilled />
                      )
                    }
                    onClick={() => player.toggle(t.id)}
                    aria-label={`${text.preview}${t.name}`}
                  >
                    {isLoading && !t.previewUrl ? text.previewing : text.preview}
                  </Button>
                  {error ? <div className={styles.previewError}>{error}</div> : null}
                </div>
              );
            })}
          </div>
        ),
      }))}
    />
  );
}
