import type {
  FileView,
  RoleHistoryAction,
  RoleHistoryView,
  RoleImageView,
  RoleRefParams,
  RoleView,
} from '@lizi/shared';
import type { AppContext } from '../../app-context';
import { fileViewOf } from '../files/file-urls';
import { findOwnFiles } from '../files/files.repository';
import { taskViews } from '../tasks/task-view';
import { findTask, type TaskRow } from '../tasks/tasks.repository';
import { type RoleHistoryRow, type RoleRow, timbreNames } from './roles.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Signed views of the given files of one user, by id (files that vanished are left out). */
async function ownFileViews(ctx: AppContext, userId: number, ids: string[]): Promise<Map<string, FileView>> {
  const rows = await findOwnFiles(ctx.db, userId, [...new Set(ids)]);
  const views = await Promise.all(rows.map(async (r) => [r.id, await fileViewOf(ctx, r)] as const));
  return new Map(views);
}

export async function roleViews(ctx: AppContext, rows: RoleRow[]): Promise<RoleView[]> {
  if (rows.length === 0) return [];
  const userId = rows[0]?.userId as number;
  const files = await ownFileViews(
    ctx,
    userId,
    rows.flatMap((r) => [...(r.imageFileId ? [r.imageFileId] : []), ...r.refFileIds]),
  );
  const names = await timbreNames(
    ctx.db,
    rows.flatMap((r) => (r.timbreId ? [r.timbreId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    scriptId: r.scriptId,
    name: r.name,
    description: r.description,
    appearance: r.appearance,
    gender: r.gender,
    age: r.age,
    position: r.position,
    imageFileId: r.imageFileId,
    image: (r.imageFileId && files.get(r.imageFileId)) || null,
    refFileIds: r.refFileIds,
    refFiles: r.refFileIds.flatMap((id) => files.get(id) ?? []),
    refParams: r.refParams as RoleRefParams,
    timbreId: r.timbreId,
    timbreName: (r.timbreId && names.get(r.timbreId)) || null,
    imageTaskId: r.imageTaskId,
    createAt: seconds(r.createdAt),
    updateAt: seconds(r.updatedAt),
  }));
}

export async function roleView(ctx: AppContext, row: RoleRow): Promise<RoleView> {
  return (await roleViews(ctx, [row]))[0] as RoleView;
}

/** Roles with the status and outputs of their newest image task (roles/image/list). */
export async function roleImageViews(ctx: AppContext, rows: RoleRow[]): Promise<RoleImageView[]> {
  const views = await roleViews(ctx, rows);
  const taskRows = (
    await Promise.all(rows.map((r) => (r.imageTaskId ? findTask(ctx.db, r.imageTaskId) : undefined)))
  ).filter((t): t is TaskRow => !!t);
  const tasks = new Map((await taskViews(ctx, taskRows)).map((t) => [t.id, t]));
  return views.map((v) => ({ ...v, imageTask: (v.imageTaskId && tasks.get(v.imageTaskId)) || null }));
}

export async function historyViews(
  ctx: AppContext,
  userId: number,
  rows: RoleHistoryRow[],
): Promise<RoleHistoryView[]> {
  const taskRows = (
    await Promise.all(rows.map((r) => (r.taskId ? findTask(ctx.db, r.taskId) : undefined)))
  ).filter((t): t is TaskRow => !!t);
  const tasks = new Map((await taskViews(ctx, taskRows)).map((t) => [t.id, t]));
  const files = await ownFileViews(
    ctx,
    userId,
    rows.flatMap((r) => (r.fileId ? [r.fileId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    roleId: r.roleId,
    action: r.action as RoleHistoryAction,
    prompt: r.prompt,
    task: (r.taskId && tasks.get(r.taskId)) || null,
    file: (r.fileId && files.get(r.fileId)) || null,
    createAt: seconds(r.createdAt),
  }));
}
