import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { Tx } from '../points/ledger.repository';
import { findOwnScript, type ScriptRow } from './script-access.repository';

export type { ScriptRow };

/**
 * The one tenancy check of the creation pipeline: every roles, storyboard, audio and cut call starts by
 * loading the script it works on through here. Another user's script answers exactly like a missing one, so
 * ids cannot be probed.
 */
export async function requireOwnScript(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
  db: AppContext['db'] | Tx = ctx.db,
): Promise<ScriptRow> {
  const row = await findOwnScript(db, actor.userId, scriptId);
  if (!row) throw new AppError('NOT_FOUND', 'scriptId：剧本不存在或已删除');
  return row;
}
