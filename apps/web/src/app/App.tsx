import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { useMediaQuery } from '../shared/hooks/useMediaQuery.ts';
import { SessionProvider } from '../shared/session/SessionProvider.tsx';
import { createQueryClient } from './queryClient.ts';
import { AppRoutes } from './router.tsx';
import { appTheme, MESSAGE_CONFIG } from './theme.ts';

export interface AppProps {
  antdLocale?: Locale;
}

export function App({ antdLocale }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => appTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ConfigProvider theme={theme} locale={antdLocale}>
      <AntApp message={MESSAGE_CONFIG}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SessionProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
