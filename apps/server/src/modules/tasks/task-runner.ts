import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TASK_TYPE_INFO, TaskStatus, type TaskType } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import type { JobAttempt } from '../../jobs/job-definition';
import type { RunContext } from '../../providers/model-provider';
import { isProviderError, ProviderError } from '../../providers/provider-error';
import { insertFile } from '../files/files.repository';
import { insertWork } from '../works/works.repository';
import { buildProviderInput } from './task-inputs';
import { discardOutputs, type StoredOutput, storeOutputs } from './task-outputs';
import { finishRejected } from './task-settlement';
import { announceTask } from './task-view';
import { findTask, setTaskFields, startTaskAttempt, transitionTask, writeProgress } from './tasks.repository';

const PROGRESS_EVERY_MS = 1000;
const CANCEL_CHECK_MS = 2000;

class TaskGone extends Error {}

/**
 * One worker attempt at a task (DESIGN.md §6). Runs at most once to a result: claiming, resolving and rejecting
 * are conditional state changes, so a retry after a crash, a cancel from the user and the sweeper cannot make it
 * finish twice or refund twice. Retryable vendor errors go back to the queue while retries remain; every other
 * failure rejects the task and refunds it.
 */
export async function runTaskAttempt(ctx: AppContext, taskId: string, job: JobAttempt): Promise<void> {
  const task = await startTaskAttempt(ctx.db, taskId);
  if (!task) return;
  await announceTask(ctx, task);
  const type = task.type as TaskType;
  const info = TASK_TYPE_INFO[type];
  const abort = new AbortController();
  const onJobAbort = () => abort.abort(job.signal.reason);
  job.signal?.addEventListener('abort', onJobAbort, { once: true });
  // The user may cancel while a vendor works: look now and then, and stop the run when it is no longer ours.
  const watcher = setInterval(async () => {
    const now = await findTask(ctx.db, taskId).catch(() => undefined);
    if (now && now.status !== TaskStatus.IN_PROGRESS) abort.abort(new TaskGone());
  }, CANCEL_CHECK_MS);
  const tmpDir = await mkdtemp(join(tmpdir(), 'lizi-task-'));
  let stored: StoredOutput[] = [];
  try {
    const resolved =
      (task.provider ? await ctx.providers.byId(task.provider) : null) ??
      (await ctx.providers.forCapability(info.capability));
    if (!resolved?.enabled)
      throw new ProviderError('not_configured', `no provider for ${info.capability}`, {
        userMessage: await ctx.providers.missingReason(info.capability),
      });
    if (resolved.config.id !== task.provider)
      await setTaskFields(ctx.db, taskId, { provider: resolved.config.id });
    const input = await buildProviderInput(ctx, task, tmpDir);
    const output = await resolved.provider.run(
      info.capability,
      input,
      runContext(ctx, task.id, task.userId, task.providerTaskId, abort.signal, tmpDir),
    );
    if (output.files.length === 0)
      throw new ProviderError('failed', 'provider returned no output', { userMessage: '模型没有返回结果' });
    stored = await storeOutputs(ctx, task, output.files, tmpDir, abort.signal);
    const done = await ctx.db.transaction(async (tx) => {
      const row = await transitionTask(tx, taskId, [TaskStatus.IN_PROGRESS], {
        status: TaskStatus.RESOLVED,
        progress: 100,
        finishedAt: new Date(),
        errorCode: null,
        errorMsg: null,
        ...(output.providerTaskId ? { providerTaskId: output.providerTaskId } : {}),
      });
      if (!row) return undefined;
      for (const s of stored) {
        const file = await insertFile(tx, s.file);
        await insertWork(tx, {
          userId: task.userId,
          enterpriseId: task.enterpriseId,
          fileId: file.id,
          taskId,
          category: info.mediaType,
          title: `${info.label} ${new Date().toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })}`,
        });
      }
      return row;
    });
    if (!done) {
      // Cancelled while the outputs were being stored: the cancel refunded; the outputs are not published.
      await discardOutputs(ctx, stored);
      return;
    }
    await announceTask(ctx, done);
  } catch (err) {
    await discardOutputs(ctx, stored);
    if (abort.signal.reason instanceof TaskGone) return;
    const retriesLeft = job.retryCount < job.retryLimit;
    if (isProviderError(err) && err.retryable && retriesLeft && !job.signal?.aborted) {
      ctx.log.warn({ err, taskId, attempt: job.retryCount + 1 }, 'task attempt failed; retrying');
      await setTaskFields(ctx.db, taskId, {
        errorMsg: `${err.userMessage}，正在重试（第 ${job.retryCount + 1} 次）`,
      });
      throw err;
    }
    if (job.signal?.aborted && retriesLeft) throw err;
    ctx.log.error({ err, taskId }, 'task failed');
    const message = isProviderError(err) ? err.userMessage : '生成失败，已退还制作栗';
    await finishRejected(ctx, taskId, isProviderError(err) ? err.kind : 'failed', message);
  } finally {
    clearInterval(watcher);
    job.signal?.removeEventListener('abort', onJobAbort);
    await rm(tmpDir, { recursive: true, force: true });
  }
}

function runContext(
  ctx: AppContext,
  taskId: string,
  _userId: number,
  resumeProviderTaskId: string | null,
  signal: AbortSignal,
  tmpDir: string,
): RunContext {
  let lastWrite = 0;
  let lastValue = -1;
  return {
    signal,
    tmpDir,
    resumeProviderTaskId,
    progress(percent) {
      const value = Math.max(0, Math.min(99, Math.round(percent)));
      const now = Date.now();
      if (value === lastValue || now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      lastValue = value;
      void writeProgress(ctx.db, taskId, value)
        .then(async (row) => {
          if (!row) return;
          const task = await findTask(ctx.db, taskId);
          if (task) await announceTask(ctx, task);
        })
        .catch((err) => ctx.log.warn({ err, taskId }, 'progress not written'));
    },
    async saveProviderTaskId(id) {
      await setTaskFields(ctx.db, taskId, { providerTaskId: id });
    },
    log: {
      info: (obj, msg) => ctx.log.info({ ...obj, taskId }, msg),
      warn: (obj, msg) => ctx.log.warn({ ...obj, taskId }, msg),
    },
  };
}
