import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { onReducedMotionChange, prefersReducedMotion } from '@yaocai/contract';
import { setFeedback } from '../lib/feedback';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** Hands antd's context-aware message/modal to the request client, which lives outside React. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    setFeedback({ message, modal });
  }, [message, modal]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // Less motion asked for: antd's animations off (modals, drawers, dropdowns open at once).
  const still = useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
  const themed = useMemo(() => (still ? { ...theme, token: { ...theme.token, motion: false } } : theme), [still]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={themed}>
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
