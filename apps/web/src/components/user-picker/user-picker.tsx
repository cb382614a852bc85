import type { UserSearchQueryInput, UserSuggestion } from '@venus/shared';
import { useMemo, useState } from 'react';
import { choicesFromHistory } from '../picker/picker-history.ts';
import { usePickerHistory, useRememberChoice } from '../picker/picker-history-api.ts';
import type { PickerChoice } from '../picker/picker-state.ts';
import { SearchPicker } from '../picker/search-picker.tsx';
import { USER_HISTORY_KIND, userChoice, userChoiceFromHistory } from './user-choices.ts';
import { searchUsers, useUserBrief } from './user-search-api.ts';

type UserId = string | number;

export interface UserPickerProps {
  /** The chosen user's id, as a form holds it. */
  value?: UserId | null;
  onChange?: (id: UserId | null, user: UserSuggestion | null) => void;
  /** The User search query's filters (office, roles, status, ...); `query` is what is typed. */
  filters?: Omit<UserSearchQueryInput, 'query'>;
  /** Which history the recent choices come from; one for every user box by default. */
  historyKind?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * Spec §4/§5 user autocomplete: "userno:name", at most 64 typed characters, up to 5 recent
 * choices from the server history, emptied on focus and back to the last choice on blur.
 */
export function UserPicker({
  value,
  onChange,
  filters,
  historyKind = USER_HISTORY_KIND,
  ...rest
}: UserPickerProps) {
  const [picked, setPicked] = useState<PickerChoice<UserSuggestion> | null>(null);
  const isKnown = value === null || value === undefined || picked?.key === String(value);
  const brief = useUserBrief(value, !isKnown);
  const chosen = useMemo(() => {
    if (value === null || value === undefined) return null;
    if (picked?.key === String(value)) return picked;
    return brief.data ? userChoice(brief.data) : null;
  }, [value, picked, brief.data]);

  const history = usePickerHistory(historyKind);
  const recent = useMemo(() => choicesFromHistory(history, userChoiceFromHistory), [history]);
  const remember = useRememberChoice(historyKind);

  return (
    <SearchPicker<UserSuggestion>
      {...rest}
      chosen={chosen}
      clearOnFocus
      recent={recent}
      searchKey={['users', filters ?? {}]}
      search={async (text, signal) =>
        (await searchUsers({ ...filters, query: text }, signal)).map(userChoice)
      }
      onChoose={(choice) => {
        setPicked(choice);
        onChange?.(choice?.item.id ?? null, choice?.item ?? null);
        if (choice?.history) remember(choice.history);
      }}
    />
  );
}
