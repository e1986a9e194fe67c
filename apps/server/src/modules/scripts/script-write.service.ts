import { randomUUID } from 'node:crypto';
import {
  type AiWriteBody,
  DEFAULT_SCRIPT_TITLE,
  type ScriptDetail,
  ScriptWriteStatus,
  unitCost,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { AppError, isAppError } from '../../lib/app-error';
import type { ModelProvider } from '../../providers/model-provider';
import { isProviderError } from '../../providers/provider-error';
import type { Actor } from '../auth/actor';
import { announceRefund, closeHold, refundHold, spendWithHold } from '../points/point-holds.service';
import { announceSpend, getCostSetting } from '../points/points.service';
import { requireOwnScript } from './script-access';
import { parseScriptAnswer, scriptMessages } from './script-ai-format';
import { replaceContent } from './script-content';
import { detailOf } from './script-view';
import { claimWrite, touchScript, updateScript } from './scripts.repository';

/** A write older than this is taken as lost (process restarted mid-write) and may be started again. */
const STALE_WRITE_MS = 20 * 60_000;
export const SCRIPT_COST_KEY = 'scriptCost';
const REFUND_USAGE = 'AI 剧本创作失败退还';

export interface ClaimedWrite {
  scriptId: string;
  userId: number;
  cost: number;
  entryId: number | null;
  chat: NonNullable<ModelProvider['chat']>;
}

/**
 * Everything that can refuse a write, before a byte is streamed (so the answer is a normal JSON envelope):
 * ownership, a chat provider (503002 naming what to configure, nothing charged), no write already running,
 * and the scriptCost charge (400403 when short). The claim and the charge are one transaction.
 */
export async function claimScriptWrite(
  ctx: AppContext,
  actor: Actor,
  scriptId: string,
): Promise<ClaimedWrite> {
  await requireOwnScript(ctx, actor, scriptId);
  const resolved = await ctx.providers.forCapability('chat');
  const chat = resolved?.provider.chat?.bind(resolved.provider);
  if (!chat)
    throw new AppError('PROVIDER_NOT_CONFIGURED', await ctx.providers.missingReason('chat'), {
      capability: 'chat',
    });
  const setting = await getCostSetting(ctx);
  const cost = unitCost(setting, SCRIPT_COST_KEY);
  const spent = await ctx.db.transaction(async (tx) => {
    const claimed = await claimWrite(tx, scriptId, new Date(Date.now() - STALE_WRITE_MS));
    if (!claimed) throw new AppError('CONFLICT', '剧本正在生成中，请等待本次生成结束');
    // Held until the write ends: if this process dies mid-write, the hold sweeper refunds it.
    return spendWithHold(
      tx,
      setting,
      {
        userId: actor.userId,
        enterpriseId: actor.enterpriseId,
        key: SCRIPT_COST_KEY,
        unitCost: cost,
        count: 1,
        usage: 'AI 剧本创作',
        idempotencyKey: `script-write:${scriptId}:${randomUUID()}`,
      },
      { refundUsage: REFUND_USAGE, ttlMs: STALE_WRITE_MS },
    );
  });
  if (spent.entryId) await announceSpend(ctx, actor.userId, spent);
  return { scriptId, userId: actor.userId, cost: spent.cost, entryId: spent.entryId, chat };
}

class UnusableAnswer extends Error {}

/**
 * Streams the model's answer to `onDelta`, then stores it in one transaction. Any failure — the vendor, an
 * answer that is not a script, the client going away (`signal`) — refunds the charge with its own ledger
 * entry, records the reason on the script and throws an AppError with the Chinese message.
 */
export async function runScriptWrite(
  ctx: AppContext,
  job: ClaimedWrite,
  body: AiWriteBody,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<ScriptDetail> {
  let answer = '';
  try {
    for await (const delta of job.chat(
      { messages: scriptMessages(body), json: true, temperature: 0.8 },
      signal,
    )) {
      answer += delta;
      onDelta(delta);
    }
    if (signal.aborted) throw signal.reason;
    const parsed = parseScriptAnswer(answer);
    if (!parsed) throw new UnusableAnswer();
    const row = await ctx.db.transaction(async (tx) => {
      const current = await requireOwnScript(ctx, { userId: job.userId } as Actor, job.scriptId, tx);
      await replaceContent(tx, job.scriptId, job.userId, parsed);
      await closeHold(tx, job.entryId);
      await touchScript(tx, job.scriptId, 1);
      return updateScript(tx, job.scriptId, {
        idea: body.idea,
        source: 0,
        writeStatus: ScriptWriteStatus.DONE,
        writeError: null,
        ...(current.title === DEFAULT_SCRIPT_TITLE && parsed.title ? { title: parsed.title } : {}),
      });
    });
    return detailOf(ctx, row);
  } catch (err) {
    const reason = failureReason(err, signal);
    ctx.log.warn({ err, scriptId: job.scriptId, answerChars: answer.length }, 'script write failed');
    const refunded = job.entryId !== null ? `，已退还 ${job.cost} 制作栗` : '';
    const msg = `${reason}${refunded}`;
    await settleFailure(ctx, job, msg);
    throw new AppError(isAppError(err) ? 'BAD_REQUEST' : 'SERVICE_UNAVAILABLE', msg);
  }
}

function failureReason(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return '剧本生成已中断（页面关闭或连接断开）';
  if (err instanceof UnusableAnswer) return 'AI 返回的内容无法整理成剧本，请调整创意后重试';
  if (isProviderError(err)) return `剧本生成失败：${err.userMessage}`;
  if (isAppError(err)) return err.message;
  return '剧本生成失败，请稍后重试';
}

async function settleFailure(ctx: AppContext, job: ClaimedWrite, msg: string) {
  const refund = await ctx.db.transaction(async (tx) => {
    await updateScript(tx, job.scriptId, { writeStatus: ScriptWriteStatus.FAILED, writeError: msg });
    return refundHold(tx, job.entryId, REFUND_USAGE);
  });
  await announceRefund(ctx, job.userId, refund);
}
