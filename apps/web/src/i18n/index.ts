import { type Language, sharedMessages } from '@venus/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from './cn.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import {
  acceptLanguageOf,
  dayjsLocaleOf,
  LANGUAGE_STORAGE_KEY,
  languageFromStored,
  storedValueOf,
} from './language.ts';
import { type MessageTree, mergeMessages } from './merge-messages.ts';

function readStoredLanguage(): Language {
  try {
    return languageFromStored(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return languageFromStored(null);
  }
}

function applyLanguage(language: Language): void {
  dayjs.locale(dayjsLocaleOf(language));
  document.documentElement.lang = acceptLanguageOf(language);
}

const initial = readStoredLanguage();

export const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  resources: {
    cn: { translation: mergeMessages(sharedMessages.cn as MessageTree, cn) },
    en: { translation: mergeMessages(sharedMessages.en as MessageTree, en) },
  },
  lng: initial,
  fallbackLng: 'cn',
  initAsync: false,
  interpolation: { escapeValue: false },
  // The firm's own texts arrive from the server after start (use-server-bundle.ts): re-render then.
  react: { bindI18nStore: 'added' },
});
applyLanguage(initial);

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'cn';
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, storedValueOf(language));
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
