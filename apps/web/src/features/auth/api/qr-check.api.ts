import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type UlpQrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'cancelled';

/** How often the desktop asks whether the phone has scanned or confirmed. */
export const QR_POLL_INTERVAL_MS = 2_000;

/** GET /v1/user/ulpCheckQRCode: the answer that says `confirmed` also sets the session cookie. */
export function checkQrCode(qrId: string, pollToken: string): Promise<{ status: UlpQrStatus }> {
  return apiGet<{ status: UlpQrStatus }>('/v1/user/ulpCheckQRCode', {
    params: { qrId, pollToken },
    skipErrorHooks: true,
  });
}

export function isQrFinal(status: UlpQrStatus | undefined): boolean {
  return status === 'confirmed' || status === 'expired' || status === 'cancelled';
}

export const qrCheckQueryOptions = (qrId: string, pollToken: string) =>
  queryOptions({
    queryKey: ['auth', 'qrCheck', qrId],
    // An unknown or used QR answers 404: for the person at the desk that is simply an expired code.
    queryFn: () => checkQrCode(qrId, pollToken).catch(() => ({ status: 'expired' as const })),
    gcTime: 0,
    refetchInterval: (query) => (isQrFinal(query.state.data?.status) ? false : QR_POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });

export function useQrCheck(code: { qrId: string; pollToken: string } | undefined) {
  return useQuery({
    ...qrCheckQueryOptions(code?.qrId ?? '', code?.pollToken ?? ''),
    enabled: Boolean(code),
  });
}
