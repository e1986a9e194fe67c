import { CheckCircleFilled, MobileOutlined, PictureOutlined } from '@ant-design/icons';
import type { ShotView } from '@lizi/shared';
import { App, Button } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-client';
import { useBuildCut } from '../api/build-cut.api';
import { useScriptShots } from '../api/script-shots.api';
import { cutText as text } from '../cut-text';
import styles from './Cut.module.css';

/** Order of the picked shots: the order they were ticked in (the short tells its own story). */
export function toggleShot(picked: readonly string[], id: string): string[] {
  return picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id];
}

/** /shortStudio: tick the shots of a vertical short, then build it at 720×1280. */
export function ShotChooser({ scriptId, onBuilt }: { scriptId: string; onBuilt: (cutId: string) => void }) {
  const { message } = App.useApp();
  const shots = useScriptShots(scriptId);
  const build = useBuildCut();
  const usable: ShotView[] = (shots.data?.shots ?? []).filter((s) => s.image || s.video);
  const [picked, setPicked] = useState<string[]>([]);

  const onBuild = () => {
    if (picked.length === 0) {
      message.warning(text.pickAtLeastOne);
      return;
    }
    build.mutate(
      { scriptId, kind: 'shortStudio', shotIds: picked, canvas: '720x1280' },
      {
        onSuccess: (cut) => {
          message.success(text.built);
          onBuilt(cut.id);
        },
        onError: (err) => message.error(apiErrorMessage(err)),
      },
    );
  };

  return (
    <div className={styles.chooser} data-testid="shot-chooser">
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{text.chooseShots}</span>
        <span className={styles.muted}>{text.chooseShotsHint}</span>
      </div>
      <div className={styles.chooserGrid}>
        {usable.map((shot) => {
          const order = picked.indexOf(shot.id);
          const file = shot.video ?? shot.image;
          const thumb = file?.thumbUrl ?? shot.image?.url ?? null;
          return (
            <button
              key={shot.id}
              type="button"
              className={`${styles.chooserShot} ${order >= 0 ? styles.chooserPicked : ''}`}
              onClick={() => setPicked((p) => toggleShot(p, shot.id))}
              aria-pressed={order >= 0}
            >
              <span className={styles.chooserThumb}>
                {thumb ? <img src={thumb} alt="" /> : <PictureOutlined />}
                {order >= 0 ? (
                  <span className={styles.chooserOrder}>
                    <CheckCircleFilled /> {order + 1}
                  </span>
                ) : null}
              </span>
              <span className={styles.chooserLabel}>
                {text.shotNo(shot.position)} · {shot.video ? text.video : text.still}
              </span>
              <span className={styles.chooserPrompt}>{shot.prompt || text.noPicture}</span>
            </button>
          );
        })}
      </div>
      <div className={styles.chooserBar}>
        <span className={styles.muted}>{text.selectedShots(picked.length)}</span>
        <Button size="small" onClick={() => setPicked(usable.map((s) => s.id))}>
          {text.selectAll}
        </Button>
        <Button size="small" onClick={() => setPicked([])} disabled={picked.length === 0}>
          {text.clearAll}
        </Button>
        <Button type="primary" icon={<MobileOutlined />} loading={build.isPending} onClick={onBuild}>
          {text.buildShort}
        </Button>
      </div>
    </div>
  );
}
