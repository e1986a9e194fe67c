import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-client';
import { safeRedirect } from '../../../lib/navigation';
import { type SessionUser, useSessionStore } from '../../session';

function looksLikeUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && 'roleId' in value && 'realname' in value;
}

/** Shared tail of every sign-in path: keep the user, then go where the `redirect` query says (same-site only). */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { message } = App.useApp();
  const setUser = useSessionStore((s) => s.setUser);

  const succeed = useCallback(
    (user: unknown) => {
      if (looksLikeUser(user)) setUser(user);
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    },
    [navigate, search, setUser],
  );

  const fail = useCallback(
    (error: unknown, fallback: string) => {
      message.error(apiErrorMessage(error, fallback));
    },
    [message],
  );

  return { succeed, fail };
}
