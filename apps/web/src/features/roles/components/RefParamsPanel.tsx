import type { RoleRefParams, RoleView } from '@lizi/shared';
import { App, Slider, Switch, Tooltip } from 'antd';
import { apiErrorMessage } from '../../../lib/api-client';
import { useRefOptions } from '../api/role-history.api';
import { saveRole, useRoleMutation } from '../api/role-mutations.api';

/** The spec §3 reference controls (sliders and switches from refOptions), saved on release. */
export function RefParamsPanel({ role }: { role: RoleView }) {
  const { message } = App.useApp();
  const options = useRefOptions();
  const save = useRoleMutation(role.scriptId, saveRole);
  const commit = (key: string, value: number | boolean) =>
    save.mutate(
      { roleId: role.id, refParams: { ...role.refParams, [key]: value } as RoleRefParams },
      { onError: (e) => message.error(apiErrorMessage(e)) },
    );
  if (!options.data) return null;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: '4px 20px',
      }}
    >
      {options.data.params.map((p) => {
        const current = (role.refParams as Record<string, number | boolean | undefined>)[p.key] ?? p.default;
        return (
          <div key={p.key}>
            <Tooltip title={p.description}>
              <span style={{ fontSize: 13 }}>{p.label}</span>
            </Tooltip>
            {p.control === 'switch' ? (
              <div style={{ padding: '6px 0' }}>
                <Switch
                  size="small"
                  checked={Boolean(current)}
                  onChange={(v) => commit(p.key, v)}
                  aria-label={p.label}
                />
              </div>
            ) : (
              <Slider
                min={p.min}
                max={p.max}
                step={p.step}
                defaultValue={Number(current)}
                key={`${role.id}-${p.key}-${String(current)}`}
                onChangeComplete={(v) => commit(p.key, v)}
                aria-label={p.label}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
