import type { ScriptDetail } from '@lizi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { storeScript } from './script.api';

/** Where the browser downloads the template (a plain link: the answer is the .xlsx itself). */
export const SCRIPT_TEMPLATE_URL = '/api/v2/script/excel/template';

/**
 * POST /v2/script/projects/:id/import (multipart `file`): replaces the content. A bad file is refused whole;
 * the error's `data.errors` lists every bad row in Chinese.
 */
export function importScriptExcel(id: string, file: Blob, name: string): Promise<ScriptDetail> {
  const form = new FormData();
  form.append('file', file, name);
  return apiPost<ScriptDetail>(`/v2/script/projects/${id}/import`, form);
}

export function useImportScriptExcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => importScriptExcel(id, file, file.name),
    onSuccess: (s) => storeScript(queryClient, s),
  });
}
