import { z } from 'zod';
import type { TaskStatusValue } from './task-status';
import type { TaskType } from './task-types';

/**
 * Shapes of the task, file and works endpoints (answers are inside the usual `{code,msg,data}` envelope).
 *
 *   POST /api/v1/files                    multipart `file` → FileView (content-sniffed; size and pixel limits)
 *   GET  /api/v1/files/:id[?variant=thumb|poster][&download=1]   owner or signed (`?exp=&sig=`) access
 *   GET  /api/v1/tasks/catalogue          → TaskCatalogueItem[] (which types can run here, and their cost)
 *   POST /api/v1/tasks                    SubmitTaskBody → TaskView (cost reserved; 400403 when short)
 *   GET  /api/v1/tasks?type&status&mediaType&offset&limit → { items: TaskView[], total }
 *   GET  /api/v1/tasks/:id                → TaskView
 *   POST /api/v1/tasks/:id/cancel         → TaskView (refunded)
 *   POST /api/v1/tasks/:id/retry          → TaskView (a new task, charged again)
 *   GET  /api/v1/works?category&favorite&offset&limit → { items: WorkView[], total }
 *   POST /api/v1/works/:id/favorite       { favorite } → WorkView
 *   GET  /api/v1/works/:id/download       the labelled file (unwatermarked once the user's application passed)
 *   POST /api/v1/user/watermark/apply     { noWatermark: 'OPEN', agree: true } → user info
 *
 * The user's event stream carries `event: task` with a TaskView whenever a task changes.
 */
export const submitTaskBodySchema = z
  .object({
    type: z.string({ error: '请选择任务类型' }),
    params: z.record(z.string(), z.unknown()).default({}),
    count: z.number().int({ error: '数量必须是整数' }).min(1, { error: '数量至少为 1' }).default(1),
    /** A retried submit with the same key returns the first task and charges once. */
    idempotencyKey: z.string().min(8, { error: '幂等键至少 8 个字符' }).max(128).optional(),
  })
  .strict();
export type SubmitTaskBody = z.input<typeof submitTaskBodySchema>;

export const listTasksQuerySchema = z
  .object({
    type: z.string().max(64).optional(),
    status: z.coerce.number().int().min(0).max(3).optional(),
    mediaType: z.enum(['image', 'video', 'audio']).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export interface FileView {
  id: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Seconds, for audio and video. */
  duration: number | null;
  /** Same-origin URL the signed-in owner can open; includes a short-lived signature. */
  url: string;
  thumbUrl: string | null;
  name: string | null;
}

export interface TaskOutputView extends FileView {
  workId: string | null;
}

export interface TaskView {
  id: string;
  type: TaskType;
  typeLabel: string;
  mediaType: 'image' | 'video' | 'audio';
  status: TaskStatusValue;
  progress: number;
  count: number;
  costPoints: number;
  params: Record<string, unknown>;
  outputs: TaskOutputView[];
  provider: string | null;
  errorCode: string | null;
  errorMsg: string | null;
  /** Seconds, as the spec's createAt. */
  createAt: number;
  finishAt: number | null;
  /** When this task is a retry, the task it retried. */
  retryOf: string | null;
}

export interface TaskCatalogueItem {
  type: TaskType;
  label: string;
  capability: string;
  mediaType: 'image' | 'video' | 'audio';
  unitCost: number;
  maxCount: number;
  /** False when no provider serves the capability; `reason` then says what to configure. */
  available: boolean;
  reason: string | null;
  providers: string[];
}

export const WORK_CATEGORIES = ['script', 'video', 'audio', 'image', 'emptyShot'] as const;
export type WorkCategory = (typeof WORK_CATEGORIES)[number];

export interface WorkView {
  id: string;
  category: WorkCategory;
  title: string;
  favorite: boolean;
  taskId: string | null;
  taskType: string | null;
  file: FileView;
  createAt: number;
}
