import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { authText } from '../../../locales/zh-CN/auth';
import { type CipherSource, useCipher } from '../api/cipher.api';
import { ulpErrorMessage } from '../api/ulp-client';
import { SealUnavailableError, sealPayload } from '../crypto/seal-payload';

export interface SealedData {
  cipherId: string;
  sealed: string;
}

/**
 * The cipher behind an account form: its captcha, sealing a payload with it, and renewing it (a cipher is
 * single-use, so every attempt — good or bad — needs a new one). `seal` toasts and returns null on failure.
 */
export function useSealedCipher(source: CipherSource, scope: string) {
  const { message } = App.useApp();
  const cipher = useCipher(source, scope);
  const { refetch, error, isError } = cipher;

  useEffect(() => {
    if (isError) message.error(ulpErrorMessage(error, 'cipher'));
  }, [isError, error, message]);

  const renew = useCallback(() => {
    void refetch();
  }, [refetch]);

  const seal = useCallback(
    async (payload: Record<string, string>): Promise<SealedData | null> => {
      const current = cipher.data ?? (await refetch()).data;
      if (!current) return null;
      try {
        return { cipherId: current.cipher_id, sealed: await sealPayload(current.public_key, payload) };
      } catch (sealError) {
        message.error(
          sealError instanceof SealUnavailableError ? authText.insecureContext : authText.publicKeyFailed,
        );
        return null;
      }
    },
    [cipher.data, refetch, message],
  );

  return {
    seal,
    renew,
    captcha: {
      cipherId: cipher.data?.cipher_id,
      source,
      loading: cipher.isFetching,
      onRefresh: renew,
    },
  };
}
