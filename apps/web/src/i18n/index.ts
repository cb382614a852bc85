import type { Language } from '@venus/shared';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  acceptLanguageOf,
  dayjsLocaleOf,
  LANGUAGE_STORAGE_KEY,
  languageFromStored,
  storedValueOf,
} from './language.ts';
import { loadLanguageResources } from './language-resources.ts';

const NAMESPACE = 'translation';

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
const antdLocales = new Map<Language, Locale>();

export const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  // The texts arrive per language (language-resources.ts); nothing renders before the first.
  resources: {},
  lng: initial,
  fallbackLng: 'cn',
  initAsync: false,
  interpolation: { escapeValue: false },
  // The firm's own texts arrive from the server after start (use-server-bundle.ts): re-render then.
  react: { bindI18nStore: 'added' },
});

/** Puts a language's texts in the store, once: the firm's texts merged over them later stay. */
async function loadLanguage(language: Language): Promise<void> {
  const { messages, antdLocale } = await loadLanguageResources(language);
  if (!i18n.hasResourceBundle(language, NAMESPACE)) i18n.addResourceBundle(language, NAMESPACE, messages);
  antdLocales.set(language, antdLocale);
}

/**
 * Settles once the stored language's texts are in (main.tsx renders then). A failed fetch is
 * logged and the interface renders anyway: its keys are better than a blank page.
 */
export const initialLanguageReady: Promise<void> = loadLanguage(initial).then(
  () => applyLanguage(initial),
  (error: unknown) => console.error('[venus] the interface texts failed to load', error),
);

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'cn';
}

/** antd's texts for a language already loaded; antd's built-in English otherwise. */
export function antdLocaleOf(language: Language): Locale | undefined {
  return antdLocales.get(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  // The texts first: the switch happens once they are there, never to a page of keys.
  await loadLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, storedValueOf(language));
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
