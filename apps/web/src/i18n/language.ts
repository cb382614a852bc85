import { type Language, parseLanguage } from '@venus/shared';

/** Spec §9 Storage: the language is kept under `lang` as `zh-CN` or `en`; the UI toggles cn/en. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export type StoredLanguage = 'zh-CN' | 'en';

export function storedValueOf(language: Language): StoredLanguage {
  return language === 'en' ? 'en' : 'zh-CN';
}

/** Reads the stored value; anything unknown or missing falls back to the default, cn. */
export function languageFromStored(value: string | null | undefined): Language {
  return parseLanguage(value);
}

/** The `Accept-Language` header and the document's `lang` attribute. */
export function acceptLanguageOf(language: Language): StoredLanguage {
  return storedValueOf(language);
}

export function dayjsLocaleOf(language: Language): 'zh-cn' | 'en' {
  return language === 'en' ? 'en' : 'zh-cn';
}
