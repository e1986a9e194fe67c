/** Other layers (the query cache) forget their per-user data when the session is cleared. */
const listeners = new Set<() => void>();

export function onSessionCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionCleared(): void {
  for (const listener of [...listeners]) listener();
}
