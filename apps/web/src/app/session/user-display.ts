import type { CurrentUser, Language } from '@venus/shared';

/** English speakers see the English name when the firm has recorded one. */
export function displayNameOf(
  user: Pick<CurrentUser, 'userName' | 'nickName' | 'nameEn'>,
  language: Language,
) {
  const english = user.nameEn?.trim();
  if (language === 'en' && english) return english;
  return user.nickName?.trim() || user.userName;
}
