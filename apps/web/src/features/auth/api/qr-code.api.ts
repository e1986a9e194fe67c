import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /v1/user/ulpQRCode: the desktop's QR; only it knows pollToken. */
export interface UlpQrCode {
  qrId: string;
  pollToken: string;
  /** What the QR encodes: the phone page /m/qrConfirm?qrId=… */
  confirmUrl: string;
  /** Seconds until the code expires. */
  expiresIn: number;
}

export function fetchQrCode(): Promise<UlpQrCode> {
  return apiGet<UlpQrCode>('/v1/user/ulpQRCode', { skipErrorHooks: true });
}

export const qrCodeQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'qrCode'],
    queryFn: fetchQrCode,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useQrCode() {
  return useQuery(qrCodeQueryOptions());
}
