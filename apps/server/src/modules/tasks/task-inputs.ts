import { extname, join } from 'node:path';
import { type MergeParams, REFERENCE_IMAGE_KEYS, type TaskType } from '@lizi/shared';
import type { AppContext } from '../../app-context';
import type { InputFile, InputRole, ProviderInput } from '../../providers/model-provider';
import { inputKeyOf, publicFileUrl } from '../files/file-urls';
import { type FileRow, findOwnFiles } from '../files/files.repository';
import type { TaskRow } from './tasks.repository';

/** Which role each file param plays for the provider. */
const ROLES: Record<string, InputRole> = {
  imageFileId: 'source',
  maskFileId: 'mask',
  faceFileId: 'face',
  personFileId: 'person',
  garmentFileId: 'garment',
  firstFrameFileId: 'firstFrame',
  lastFrameFileId: 'lastFrame',
  imageFileIds: 'reference',
  videoFileId: 'video',
  audioFileId: 'audio',
};

/** Long side in pixels per resolution (spec §3 1K/2K/4K); dimensions are multiples of 16 for the models. */
const LONG_SIDE = { '1K': 1024, '2K': 2048, '4K': 4096 } as const;

export function sizeOf(aspectRatio: string, resolution: string): { width: number; height: number } {
  const [w = 16, h = 9] = aspectRatio.split(':').map(Number);
  const long = LONG_SIDE[resolution as keyof typeof LONG_SIDE] ?? 1024;
  const round = (v: number) => Math.max(16, Math.round(v / 16) * 16);
  return w >= h
    ? { width: long, height: round((long * h) / w) }
    : { width: round((long * w) / h), height: long };
}

/** Copies the task's input files out of storage into the run's temp dir and maps params onto ProviderInput. */
export async function buildProviderInput(
  ctx: AppContext,
  task: TaskRow,
  tmpDir: string,
): Promise<ProviderInput> {
  const params = task.params as Record<string, unknown>;
  const refs: { role: InputRole; fileId: string; refKind?: string }[] = [];
  const clips: { videoIndex: number; audioIndex: number | null }[] = [];
  for (const [key, value] of Object.entries(params)) {
    const role = ROLES[key];
    if (role && typeof value === 'string') refs.push({ role, fileId: value });
    if (role && Array.isArray(value)) for (const v of value) refs.push({ role, fileId: String(v) });
  }
  const refParams = (params.refs ?? {}) as Record<string, unknown>;
  for (const key of REFERENCE_IMAGE_KEYS) {
    const value = refParams[key];
    for (const v of Array.isArray(value) ? value : value ? [value] : []) {
      refs.push({ role: 'reference', fileId: String(v), refKind: key });
    }
  }
  const inputIndex: Record<string, number> = {};
  if (task.type === 'gcvideo-merge' && params.canvas) {
    // A final cut: the runner finds each file of the timeline by id through `inputIndex`.
    const add = (role: InputRole, fileId: string) => {
      if (inputIndex[fileId] !== undefined) return;
      refs.push({ role, fileId });
      inputIndex[fileId] = refs.length - 1;
    };
    const merge = params as MergeParams;
    for (const clip of merge.clips) {
      if (clip.videoFileId) add('video', clip.videoFileId);
      if (clip.imageFileId) add('source', clip.imageFileId);
      if (clip.audioFileId) add('audio', clip.audioFileId);
    }
    for (const item of merge.audio ?? []) add('audio', item.audioFileId);
    if (merge.bgm) add('audio', merge.bgm.audioFileId);
  } else if (task.type === 'gcvideo-merge') {
    for (const clip of params.clips as { videoFileId: string; audioFileId?: string }[]) {
      refs.push({ role: 'video', fileId: clip.videoFileId });
      const videoIndex = refs.length - 1;
      if (clip.audioFileId) refs.push({ role: 'audio', fileId: clip.audioFileId });
      clips.push({ videoIndex, audioIndex: clip.audioFileId ? refs.length - 1 : null });
    }
  }
  const rows = await findOwnFiles(ctx.db, task.userId, [...new Set(refs.map((r) => r.fileId))]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const materialised = new Map<string, string>();
  const files: InputFile[] = [];
  for (const [i, ref] of refs.entries()) {
    const row = byId.get(ref.fileId);
    if (!row) throw new Error(`input file ${ref.fileId} is gone`);
    let path = materialised.get(row.id);
    if (!path) {
      const { key } = inputKeyOf(row);
      path = join(tmpDir, `in-${i}${extname(key)}`);
      await ctx.storage.download(key, path);
      materialised.set(row.id, path);
    }
    const file = inputFileOf(ref.role, row, path, await publicFileUrl(ctx, row));
    files.push(ref.refKind ? { ...file, refKind: ref.refKind } : file);
  }
  const aspectRatio = typeof params.aspectRatio === 'string' ? params.aspectRatio : undefined;
  const resolution = typeof params.resolution === 'string' ? params.resolution : undefined;
  return {
    taskType: task.type as TaskType,
    prompt: typeof params.prompt === 'string' ? params.prompt : undefined,
    files,
    count: task.count,
    aspectRatio,
    resolution,
    size: aspectRatio ? sizeOf(aspectRatio, resolution ?? '1K') : undefined,
    durationSeconds: typeof params.duration === 'number' ? params.duration : undefined,
    scale: typeof params.scale === 'number' ? params.scale : undefined,
    text: typeof params.text === 'string' ? params.text : undefined,
    voice: typeof params.voice === 'string' ? params.voice : undefined,
    speed: typeof params.speed === 'number' ? params.speed : undefined,
    features: params.features as ProviderInput['features'],
    cameraMove: typeof params.cameraMove === 'string' ? params.cameraMove : undefined,
    extra: {
      ...params,
      ...(clips.length ? { clips } : {}),
      ...(Object.keys(inputIndex).length ? { inputIndex } : {}),
    },
  };
}

function inputFileOf(role: InputRole, row: FileRow, path: string, publicUrl: string | null): InputFile {
  return {
    role,
    mime: row.mime,
    path,
    width: row.width,
    height: row.height,
    duration: row.duration,
    publicUrl,
  };
}
