/** The two UI languages; cn is the default (spec §1, §9 Storage). */
export const LANGUAGES = ['cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cn';

/**
 * Reads a `Language` or `Accept-Language` header value. The old client sends `cn`/`en`,
 * browsers send `zh-CN,zh;q=0.9,en;q=0.8`: the first recognised tag wins.
 */
export function parseLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'cn' || tag === 'zh' || tag.startsWith('zh-')) return 'cn';
  }
  return DEFAULT_LANGUAGE;
}
