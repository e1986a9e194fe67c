import { createContext, useContext } from 'react';
import type { SessionUser } from '../../session';

/**
 * Where a successful sign-in goes. The login page navigates to its `redirect` query; the QR confirm page stays
 * where it is and carries on with the confirmation.
 */
export interface SignInTarget {
  /** In-app path: the account channel sends it through the unified login's /auth redirect. */
  redirectTo: string;
  /** Phone login and registration answer with the user; the QR channel only sets the cookie (no user). */
  onSignedIn: (user: SessionUser | null) => void;
}

export const SignInContext = createContext<SignInTarget | null>(null);

export function useSignInTarget(): SignInTarget {
  const target = useContext(SignInContext);
  if (!target) throw new Error('useSignInTarget outside <SignInContext.Provider>');
  return target;
}
