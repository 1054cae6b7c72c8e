import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../shared/session/SessionProvider.tsx';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { APP_THEME, MESSAGE_CONFIG } from './theme.ts';

export interface AppProps {
  antdLocale?: Locale;
}

export function App({ antdLocale }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider theme={APP_THEME} locale={antdLocale}>
      <AntApp message={MESSAGE_CONFIG}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
