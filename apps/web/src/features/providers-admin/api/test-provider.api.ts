import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface ProviderTestResult {
  ok: boolean;
  detail: string;
}

/** POST /v1/admin/providers/:id/test: one cheap call to the vendor with the stored settings. */
export function testProvider(id: string): Promise<ProviderTestResult> {
  return apiPost<ProviderTestResult>(`/v1/admin/providers/${encodeURIComponent(id)}/test`);
}

export function useTestProvider() {
  return useMutation({ mutationFn: testProvider });
}
