import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PrivacyPrompt } from '../features/account-security/privacy-prompt.tsx';
import { antdLocaleOf, i18n } from '../i18n/index.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useServerBundle } from '../i18n/use-server-bundle.ts';
import { ApiBridge } from './api-bridge.tsx';
import { queryClient } from './query-client.ts';
import { stillTheme, venusTheme } from './theme.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  useServerBundle(language);
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={antdLocaleOf(language)} theme={still ? stillTheme : venusTheme}>
      <AntApp>
        <ApiBridge />
        <PrivacyPrompt />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
