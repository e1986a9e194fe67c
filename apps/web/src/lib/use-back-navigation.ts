import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Back if this tab has somewhere in the app to go back to, else to a sensible fallback — screens opened in a
 * new tab or from a bookmark would otherwise leave the app.
 */
export function useBackNavigation(fallback = '/dashboard'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
