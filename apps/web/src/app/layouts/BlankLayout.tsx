import type { ReactNode } from 'react';

/** Only the view: login, legal texts, full-screen work areas. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
