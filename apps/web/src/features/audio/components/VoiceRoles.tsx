import type { ScriptVoicing } from '@lizi/shared';
import { App } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { useSetNarrationTimbre } from '../api/narration-timbre.api';
import { useUpdateRoleTimbre } from '../api/role-timbre.api';
import { audioText as text } from '../audio-text';
import type { PreviewPlayer } from '../hooks/use-preview-player';
import styles from './Audio.module.css';
import { TimbreSelect } from './TimbreSelect';

/** Per-character timbre (kept by the character for every later shot) and the script's narration voice. */
export function VoiceRoles({ voicing, player }: { voicing: ScriptVoicing; player: PreviewPlayer }) {
  const { message } = App.useApp();
  const roleTimbre = useUpdateRoleTimbre(voicing.scriptId);
  const narration = useSetNarrationTimbre(voicing.scriptId);
  const fail = (error: unknown) => message.error(apiErrorMessage(error));
  // A character without its own timbre speaks with the server's default by gender: say which one.
  const defaultName = (roleId: string) => {
    const name = voicing.lines.find((l) => l.roleId === roleId && l.timbreName)?.timbreName;
    return name ? text.defaultTimbreNamed(name) : text.defaultTimbre;
  };
  const narrationDefault = voicing.lines.find((l) => l.kind === 'narration')?.timbreId ?? null;
  return (
    <div className={styles.roles}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{text.roles}</span>
        <span className={styles.muted}>{text.rolesHint}</span>
      </div>
      <div className={styles.roleGrid}>
        {voicing.roles.length === 0 ? <span className={styles.muted}>{text.noRoles}</span> : null}
        {voicing.roles.map((role) => (
          <div key={role.id} className={styles.roleItem} data-testid="role-timbre">
            <span className={styles.roleName}>{role.name}</span>
            <TimbreSelect
              value={role.timbreId}
              allowClear
              placeholder={defaultName(role.id)}
              player={player}
              loading={roleTimbre.isPending && roleTimbre.variables?.roleId === role.id}
              onChange={(timbreId) =>
                roleTimbre.mutate(
                  { roleId: role.id, timbreId },
                  { onSuccess: () => message.success(text.timbreSaved), onError: fail },
                )
              }
            />
          </div>
        ))}
        <div className={styles.roleItem} data-testid="narration-timbre">
          <span className={styles.roleName}>{text.narration}</span>
          <TimbreSelect
            value={voicing.narrationTimbreId ?? narrationDefault}
            player={player}
            loading={narration.isPending}
            onChange={(timbreId) =>
              timbreId &&
              narration.mutate(timbreId, {
                onSuccess: () => message.success(text.timbreSaved),
                onError: fail,
              })
            }
          />
        </div>
      </div>
    </div>
  );
}
