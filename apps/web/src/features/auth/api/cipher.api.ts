import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiGet } from '../../../lib/api-client';
import { ulpClient } from './ulp-client';

/** GET /v1/user/cipher: a one-time RSA public key; the captcha picture is bound to its id. */
export interface UlpCipher {
  cipher_id: string;
  public_key: string;
  message: string;
}

/**
 * Sign-in asks the unified login service; registration asks our own server, which decrypts register_data
 * itself. With the built-in service both are the same server.
 */
export type CipherSource = 'ulp' | 'local';

/** Ciphers live 10 minutes on the server; renew a little earlier so a form left open keeps working. */
const CIPHER_RENEW_MS = 9 * 60 * 1000;

export async function fetchCipher(source: CipherSource): Promise<UlpCipher> {
  const cipher = await apiGet<UlpCipher>(
    '/v1/user/cipher',
    { skipErrorHooks: true },
    source === 'ulp' ? ulpClient : apiClient,
  );
  if (!cipher?.cipher_id || !cipher.public_key) throw { code: -2, msg: '', data: cipher };
  return cipher;
}

export const cipherQueryOptions = (source: CipherSource, scope: string) =>
  queryOptions({
    queryKey: ['auth', 'cipher', source, scope],
    queryFn: () => fetchCipher(source),
    staleTime: CIPHER_RENEW_MS,
    gcTime: 0,
    refetchInterval: CIPHER_RENEW_MS,
  });

/** One cipher per form (`scope`); `refetch()` fetches a new one — and with it a new captcha. */
export function useCipher(source: CipherSource, scope: string) {
  return useQuery(cipherQueryOptions(source, scope));
}
