import type { ProjectSearchResult } from '@venus/shared';
import { useMemo, useState } from 'react';
import { choicesFromHistory } from '../../components/picker/picker-history.ts';
import { usePickerHistory, useRememberChoice } from '../../components/picker/picker-history-api.ts';
import type { PickerChoice } from '../../components/picker/picker-state.ts';
import { SearchPicker } from '../../components/picker/search-picker.tsx';
import { projectChoice, projectChoiceFromHistory } from '../../components/project-search/project-choices.ts';
import { searchClients } from './cases-api.ts';

const CLIENT_HISTORY_KIND = 'client';

export interface ClientPickerProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The saved client's name, so a draft shows its client before anything is typed. */
  savedName?: string;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * The case form's client box: the project search box's behaviour over `client/selectList`, which
 * answers the same {id, name, number} shape (a client has no number), with its own history.
 */
export function ClientPicker({ value, onChange, savedName, ...rest }: ClientPickerProps) {
  const [picked, setPicked] = useState<PickerChoice<ProjectSearchResult> | null>(null);
  const chosen = useMemo(() => {
    if (value === null || value === undefined) return null;
    if (picked?.key === String(value)) return picked;
    return savedName ? projectChoice({ id: value, name: savedName, number: null }) : null;
  }, [value, picked, savedName]);
  const history = usePickerHistory(CLIENT_HISTORY_KIND);
  const recent = useMemo(() => choicesFromHistory(history, projectChoiceFromHistory), [history]);
  const remember = useRememberChoice(CLIENT_HISTORY_KIND);
  return (
    <SearchPicker<ProjectSearchResult>
      {...rest}
      chosen={chosen}
      clearOnFocus={false}
      recent={recent}
      searchKey={['clients']}
      search={async (text, signal) => (await searchClients(text, signal)).map(projectChoice)}
      onChoose={(choice) => {
        setPicked(choice);
        onChange?.(choice ? Number(choice.item.id) : null);
        if (choice?.history) remember(choice.history);
      }}
    />
  );
}
