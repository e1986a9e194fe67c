import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false, trickleSpeed: 160, minimum: 0.12 });

/**
 * Reference-counted so overlapping sources (router navigation, a lazy page chunk) show one bar that ends
 * when the last of them finishes.
 */
let active = 0;
const listeners = new Set<(loading: boolean) => void>();

export function subscribeProgress(listener: (loading: boolean) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function beginProgress(): void {
  active += 1;
  if (active === 1) {
    NProgress.start();
    for (const listener of listeners) listener(true);
  }
}

export function endProgress(): void {
  if (active === 0) return;
  active -= 1;
  if (active === 0) {
    NProgress.done();
    for (const listener of listeners) listener(false);
  }
}
