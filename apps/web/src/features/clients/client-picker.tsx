import { useQuery } from '@tanstack/react-query';
import type { ProjectSearchResult } from '@venus/shared';
import { useMemo, useState } from 'react';
import { choicesFromHistory } from '../../components/picker/picker-history.ts';
import { usePickerHistory, useRememberChoice } from '../../components/picker/picker-history-api.ts';
import type { PickerChoice } from '../../components/picker/picker-state.ts';
import { SearchPicker } from '../../components/picker/search-picker.tsx';
import { projectChoice, projectChoiceFromHistory } from '../../components/project-search/project-choices.ts';
import { PROJECT_BLUR_DELAY_MS } from '../../components/project-search/project-search-box.tsx';
import { clientKeys, searchClients } from './clients-api.ts';

/** Its own recent choices, apart from the projects'. */
const CLIENT_HISTORY_KIND = 'client';

export interface ClientPickerProps {
  value?: number | null;
  onChange?: (clientId: number | null) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  'aria-label'?: string;
}

/**
 * A client box with the project search box's behaviour (spec §3) over `client/selectList`, which
 * answers the same {id, name, number} shape and names a saved choice by its id. Its searches are
 * cached apart from the projects': a client and a case may share an id or a typed text.
 */
export function ClientPicker({ value, onChange, ...rest }: ClientPickerProps) {
  const [picked, setPicked] = useState<PickerChoice<ProjectSearchResult> | null>(null);
  const hasValue = value !== null && value !== undefined && value > 0;
  const isKnown = !hasValue || picked?.key === String(value);
  const byId = useQuery({
    queryKey: [...clientKeys.all, 'choice', value],
    queryFn: async ({ signal }) => (await searchClients({ id: value ?? undefined }, signal))[0] ?? null,
    enabled: !isKnown,
    staleTime: 5 * 60_000,
  });
  const chosen = useMemo(() => {
    if (!hasValue) return null;
    if (picked?.key === String(value)) return picked;
    return byId.data ? projectChoice(byId.data) : null;
  }, [hasValue, value, picked, byId.data]);
  const history = usePickerHistory(CLIENT_HISTORY_KIND);
  const recent = useMemo(() => choicesFromHistory(history, projectChoiceFromHistory), [history]);
  const remember = useRememberChoice(CLIENT_HISTORY_KIND);
  return (
    <SearchPicker<ProjectSearchResult>
      {...rest}
      chosen={chosen}
      clearOnFocus={false}
      blurDelayMs={PROJECT_BLUR_DELAY_MS}
      recent={recent}
      searchKey={['clients']}
      search={async (text, signal) => (await searchClients({ query: text }, signal)).map(projectChoice)}
      onChoose={(choice) => {
        setPicked(choice);
        onChange?.(choice ? Number(choice.item.id) : null);
        if (choice?.history) remember(choice.history);
      }}
    />
  );
}
