import { Spin } from 'antd';
import { useEffect } from 'react';
import { beginProgress, endProgress } from '../lib/progress';

/** Suspense fallback while a page chunk loads; it also keeps the top progress bar running. */
export function PageSpinner({ fullscreen = false }: { fullscreen?: boolean }) {
  useEffect(() => {
    beginProgress();
    return endProgress;
  }, []);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 320,
      }}
    >
      <Spin size="large" />
    </div>
  );
}
