import { type UserSuggestion, userDisplay, userHistoryEntry, userMatchTexts } from '@venus/shared';
import { type HistoryRow, type RememberedChoice, readPayload } from '../picker/picker-history.ts';

/** The search history kind of the user autocomplete (spec §3: entries {id, name, allName}). */
export const USER_HISTORY_KIND = 'user';

/** A suggestion of the search-users call as the box offers it: "userno:name" (spec §3). */
export function userChoice(user: UserSuggestion): RememberedChoice<UserSuggestion> {
  return {
    key: String(user.id),
    display: userDisplay(user),
    matchTexts: userMatchTexts(user),
    item: user,
    history: userHistoryEntry(user),
  };
}

/**
 * A user chosen before, from the history. The entry keeps {id, name, allName} and the display
 * text as its value, so the box shows it as it was shown when chosen.
 */
export function userChoiceFromHistory(row: HistoryRow): RememberedChoice<UserSuggestion> | null {
  const payload = readPayload(row.payload, ['name', 'allName']);
  if (!payload) return null;
  const { id, name, allName } = payload;
  return {
    key: String(id),
    display: row.value,
    matchTexts: [row.value, name],
    item: { id, name, allName, nameEn: null, userno: null },
    history: { kind: row.kind, value: row.value, payload: { id, name, allName } },
  };
}
