import { TOAST } from '@lizi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { antdTheme } from '../theme/theme';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The envelope rejection is final (a Chinese msg from the server): retrying would only delay the toast.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={antdTheme}>
      <AntdApp message={{ duration: TOAST.durationMs / 1000, top: TOAST.offset, maxCount: 3 }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
