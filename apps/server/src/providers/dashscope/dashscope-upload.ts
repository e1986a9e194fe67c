import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { describeBody, isRecord, stringOf, vendorRequest } from '../common/vendor-request';
import type { InputFile } from '../model-provider';
import { ProviderError } from '../provider-error';
import type { DashScopeCall } from './dashscope-client';

interface UploadPolicy {
  policy: string;
  signature: string;
  upload_dir: string;
  upload_host: string;
  oss_access_key_id: string;
  x_oss_object_acl: string;
  x_oss_forbid_overwrite: string;
  max_file_size_mb?: number;
}

export interface UrlResolver {
  urlOf(file: InputFile): Promise<string>;
  /** True once an oss:// URL was handed out: the submit must then ask DashScope to resolve it. */
  readonly usedTemporaryStorage: boolean;
}

/**
 * DashScope only takes inputs as URLs. A file with a public URL goes as is; any other is put into DashScope's
 * free temporary storage (百炼「上传本地文件获取临时URL」): GET /uploads?action=getPolicy&model=… for a signed
 * OSS form policy, then the OSS PostObject form to `upload_host`, giving `oss://<upload_dir>/<name>`. Such a
 * file is bound to the model named in the policy call and lives 48 hours, long enough for any task.
 */
export function createUrlResolver(call: DashScopeCall, model: string, signal: AbortSignal): UrlResolver {
  let policy: Promise<UploadPolicy> | null = null;
  let used = false;
  return {
    get usedTemporaryStorage() {
      return used;
    },
    async urlOf(file) {
      if (file.publicUrl) return file.publicUrl;
      policy ??= fetchPolicy(call, model, signal);
      const url = await upload(await policy, file, signal);
      used = true;
      return url;
    },
  };
}

async function fetchPolicy(call: DashScopeCall, model: string, signal: AbortSignal): Promise<UploadPolicy> {
  const answer = await call<{ data?: unknown }>(
    'GET',
    `/uploads?action=getPolicy&model=${encodeURIComponent(model)}`,
    { signal, timeoutMs: 30_000 },
  );
  const data = isRecord(answer?.data) ? answer.data : {};
  const required = ['policy', 'signature', 'upload_dir', 'upload_host', 'oss_access_key_id'] as const;
  for (const key of required)
    if (!stringOf(data[key])) throw new ProviderError('unavailable', `dashscope upload policy lacks ${key}`);
  return {
    policy: data.policy as string,
    signature: data.signature as string,
    upload_dir: (data.upload_dir as string).replace(/\/+$/, ''),
    upload_host: data.upload_host as string,
    oss_access_key_id: data.oss_access_key_id as string,
    x_oss_object_acl: stringOf(data.x_oss_object_acl) ?? 'private',
    x_oss_forbid_overwrite: stringOf(data.x_oss_forbid_overwrite) ?? 'true',
    max_file_size_mb: typeof data.max_file_size_mb === 'number' ? data.max_file_size_mb : undefined,
  };
}

async function upload(policy: UploadPolicy, file: InputFile, signal: AbortSignal): Promise<string> {
  const bytes = await readFile(file.path);
  if (policy.max_file_size_mb && bytes.length > policy.max_file_size_mb * 1024 * 1024)
    throw new ProviderError(
      'bad_input',
      `file of ${bytes.length} bytes exceeds ${policy.max_file_size_mb} MB`,
      {
        userMessage: `文件超过模型服务允许的 ${policy.max_file_size_mb} MB`,
      },
    );
  // A fresh name per file: the policy forbids overwriting, and inputs of one task may share a base name.
  const key = `${policy.upload_dir}/${randomUUID()}${extensionOf(file)}`;
  const form = new FormData();
  form.append('OSSAccessKeyId', policy.oss_access_key_id);
  form.append('Signature', policy.signature);
  form.append('policy', policy.policy);
  form.append('x-oss-object-acl', policy.x_oss_object_acl);
  form.append('x-oss-forbid-overwrite', policy.x_oss_forbid_overwrite);
  form.append('key', key);
  form.append('success_action_status', '200');
  // OSS reads the form fields before the file and ignores fields after it, so the file goes last.
  form.append('file', new Blob([bytes], { type: file.mime }), key.split('/').pop());
  const answer = await vendorRequest(policy.upload_host, {
    method: 'POST',
    body: form,
    signal,
    timeoutMs: 300_000,
  });
  if (answer.status >= 200 && answer.status < 300) return `oss://${key}`;
  // OSS answers XML; an expired or refused policy is fixed by asking for a new one, i.e. by a retry.
  const kind = answer.status === 400 || answer.status === 413 ? 'bad_input' : 'unavailable';
  throw new ProviderError(kind, `dashscope temporary upload ${answer.status}: ${describeBody(answer.body)}`);
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/bmp': '.bmp',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
  'audio/mpeg': '.mp3',
  'audio/wav': '.wav',
  'audio/x-wav': '.wav',
  'audio/aac': '.aac',
  'audio/mp4': '.m4a',
};

/** The models tell formats apart by the name too; engine temp files may have none. */
function extensionOf(file: InputFile): string {
  return EXTENSIONS[file.mime] ?? extname(file.path).toLowerCase();
}
