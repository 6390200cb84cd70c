import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { setFeedback } from '../lib/feedback';
import { REDUCED_MOTION } from '../lib/reduced-motion';
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

/** Less motion asked for (read as the page loads): antd's animations off, dialogs and dropdowns open at once. */
const themed = REDUCED_MOTION ? { ...theme, token: { ...theme.token, motion: false } } : theme;

export function AppProviders({ children }: { children: ReactNode }) {
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
