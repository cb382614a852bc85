import type { Language } from '@venus/shared';
import type { Locale } from 'antd/es/locale';
import { type MessageTree, mergeMessages } from './merge-messages.ts';

/** What the interface needs to speak one language: its texts and antd's own. */
export interface LanguageResources {
  messages: MessageTree;
  antdLocale: Locale;
}

// Each language is its own chunks, fetched when it is first used: a person reads one language,
// and the other's texts (about 20 KB gzipped) stay out of the first load. The shared messages are
// imported by file because the package's index holds both languages in one module. dayjs speaks
// English without a locale file; antd's es build is imported, not `antd/locale/*`, which is CommonJS.
const loaders: Record<Language, () => Promise<LanguageResources>> = {
  cn: async () => {
    const [shared, own, antd] = await Promise.all([
      import('../../../../packages/shared/src/i18n/cn.json', { with: { type: 'json' } }),
      import('./cn.json', { with: { type: 'json' } }),
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    return { messages: mergeMessages(shared.default, own.default), antdLocale: antd.default };
  },
  en: async () => {
    const [shared, own, antd] = await Promise.all([
      import('../../../../packages/shared/src/i18n/en.json', { with: { type: 'json' } }),
      import('./en.json', { with: { type: 'json' } }),
      import('antd/es/locale/en_US'),
    ]);
    return { messages: mergeMessages(shared.default, own.default), antdLocale: antd.default };
  },
};

const loading = new Map<Language, Promise<LanguageResources>>();

/** Fetches a language once; a failed fetch is forgotten, so the next switch tries again. */
export function loadLanguageResources(language: Language): Promise<LanguageResources> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]();
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  return pending;
}
