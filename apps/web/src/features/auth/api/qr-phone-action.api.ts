import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type QrPhoneAction = 'scan' | 'confirm' | 'cancel';

/**
 * POST /v1/user/ulpQRCode/{scan|confirm|cancel} from the signed-in phone. No 400404 hook: the confirm page
 * shows its own sign-in when the phone's session is gone.
 */
export function actOnQrCode(qrId: string, action: QrPhoneAction): Promise<null> {
  return apiPost<null>(`/v1/user/ulpQRCode/${action}`, { qrId }, { skipErrorHooks: true });
}

export function useQrPhoneAction() {
  return useMutation({
    mutationFn: ({ qrId, action }: { qrId: string; action: QrPhoneAction }) => actOnQrCode(qrId, action),
  });
}
