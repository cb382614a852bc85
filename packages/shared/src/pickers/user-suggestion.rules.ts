import { z } from 'zod';

/** Spec §3 "User suggestion": what the search-users call answers per user. */
export const userSuggestionSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(64)]),
  name: z.string(),
  nameEn: z.string().nullish(),
  allName: z.string().nullish(),
  userno: z.string().nullish(),
});
export type UserSuggestion = z.infer<typeof userSuggestionSchema>;

/** Spec §3: a name longer than 20 characters is cut to 20, then ".." and the English name. */
export const USER_NAME_DISPLAY_MAX = 20;

export function shortUserName(user: Pick<UserSuggestion, 'name' | 'nameEn'>): string {
  const characters = Array.from(user.name);
  if (characters.length <= USER_NAME_DISPLAY_MAX) return user.name;
  return `${characters.slice(0, USER_NAME_DISPLAY_MAX).join('')}..${user.nameEn ?? ''}`;
}

/** Spec §3: "userno:name" when the user has a staff number, else the name. */
export function userDisplay(user: Pick<UserSuggestion, 'name' | 'nameEn' | 'userno'>): string {
  const name = shortUserName(user);
  return user.userno ? `${user.userno}:${name}` : name;
}

/** The texts a typed value may equal to mean this user: the display, the name, the staff number. */
export function userMatchTexts(user: Pick<UserSuggestion, 'name' | 'nameEn' | 'userno'>): string[] {
  return [userDisplay(user), user.name, ...(user.userno ? [user.userno] : [])];
}
