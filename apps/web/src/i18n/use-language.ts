import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@venus/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './index.ts';

/** The current UI language and a setter that also refetches data the server localises. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language: Language = i18n.language === 'en' ? 'en' : 'cn';
  const setLanguage = useCallback(
    (next: Language) => {
      // A language whose texts fail to load is not switched to; the page stays as it was.
      changeLanguage(next).then(
        () => queryClient.invalidateQueries(),
        (error: unknown) => console.error(`[venus] the ${next} texts failed to load`, error),
      );
    },
    [queryClient],
  );
  return { language, setLanguage };
}
