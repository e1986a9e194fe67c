import { apiGet } from '../../../lib/api-client';

export interface UlpQrCode {
  /** What the QR code encodes (opened by the mobile app). */
  qrUrl: string;
  /** Identifies this code when polling. */
  qrId: string;
  /** Seconds until the code expires. */
  expiresIn?: number;
}

export type UlpQrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

/** GET /v1/user/ulpQRCode */
export function getUlpQrCode(): Promise<UlpQrCode> {
  return apiGet<UlpQrCode>('/v1/user/ulpQRCode');
}

/** GET /v1/user/ulpCheckQRCode — polled by the QR tab (issue 3 adds the polling loop). */
export function checkUlpQrCode(qrId: string): Promise<{ status: UlpQrStatus }> {
  return apiGet<{ status: UlpQrStatus }>('/v1/user/ulpCheckQRCode', { params: { qrId } });
}
