import { isTaskType, TASK_TYPE_INFO, type TaskType, taskParamSchemas } from '@lizi/shared';
import { AppError } from '../../lib/app-error';

/** A validated submit: the type, its parsed params, and the input files it names with their roles. */
export interface ParsedTaskRequest {
  type: TaskType;
  params: Record<string, unknown>;
  count: number;
  inputs: { fileId: string; field: string; kind: 'image' | 'video' | 'audio' }[];
}

/** Which params name input files, and what kind each must be. */
const FILE_FIELDS: Record<string, 'image' | 'video' | 'audio'> = {
  imageFileId: 'image',
  maskFileId: 'image',
  faceFileId: 'image',
  personFileId: 'image',
  garmentFileId: 'image',
  firstFrameFileId: 'image',
  lastFrameFileId: 'image',
  imageFileIds: 'image',
  videoFileId: 'video',
  audioFileId: 'audio',
  // Reference params (spec §3), inside `params.refs`.
  cref: 'image',
  sref: 'image',
  oref: 'image',
  roleRef: 'image',
  bgImage: 'image',
};

export function parseTaskRequest(type: string, rawParams: unknown, count: number): ParsedTaskRequest {
  if (!isTaskType(type))
    throw new AppError('VALIDATION_FAILED', `type：不支持的任务类型 ${type.slice(0, 64)}`);
  const parsed = taskParamSchemas[type].safeParse(rawParams);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['params', ...(issue?.path ?? [])].join('.');
    throw new AppError('VALIDATION_FAILED', `${field}：${issue?.message ?? '参数无效'}`, {
      field,
      issues: parsed.error.issues.map((i) => ({ path: ['params', ...i.path].join('.'), message: i.message })),
    });
  }
  const info = TASK_TYPE_INFO[type];
  if (count > info.maxCount)
    throw new AppError('VALIDATION_FAILED', `count：${info.label}每次最多生成 ${info.maxCount} 个`);
  const params = parsed.data as Record<string, unknown>;
  return { type, params, count, inputs: collectInputs(params) };
}

function collectInputs(params: Record<string, unknown>, prefix = 'params'): ParsedTaskRequest['inputs'] {
  const found: ParsedTaskRequest['inputs'] = [];
  for (const [key, value] of Object.entries(params)) {
    const kind = FILE_FIELDS[key];
    if (kind && typeof value === 'string') found.push({ fileId: value, field: `${prefix}.${key}`, kind });
    else if (kind && Array.isArray(value))
      value.forEach((v, i) => {
        if (typeof v === 'string') found.push({ fileId: v, field: `${prefix}.${key}.${i}`, kind });
      });
    else if (Array.isArray(value))
      value.forEach((item, i) => {
        if (item && typeof item === 'object')
          found.push(...collectInputs(item as Record<string, unknown>, `${prefix}.${key}.${i}`));
      });
    else if (value && typeof value === 'object')
      found.push(...collectInputs(value as Record<string, unknown>, `${prefix}.${key}`));
  }
  return found;
}
