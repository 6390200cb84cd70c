import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { queryClient } from '../lib/query-client';
import { OfflineBar } from './layout/offline-bar';

export function PhoneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <OfflineBar />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
