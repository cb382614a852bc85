import { useQuery } from '@tanstack/react-query';
import type { ProjectSearchQueryInput, ProjectSearchResult } from '@venus/shared';
import { useMemo, useState } from 'react';
import { choicesFromHistory } from '../picker/picker-history.ts';
import { usePickerHistory, useRememberChoice } from '../picker/picker-history-api.ts';
import type { PickerChoice } from '../picker/picker-state.ts';
import { SearchPicker } from '../picker/search-picker.tsx';
import { PROJECT_HISTORY_KIND, projectChoice, projectChoiceFromHistory } from './project-choices.ts';

type ProjectId = string | number;

/**
 * The project search call (spec §7: query, userId, type, worklogType, billType, expType, chk, or
 * just an id). Its path is not shown and the cases module arrives with issue 7, so the caller
 * passes the call in (decision 0014).
 */
export type ProjectSearchFn = (
  query: ProjectSearchQueryInput,
  signal: AbortSignal,
) => Promise<ProjectSearchResult[]>;

export interface ProjectSearchBoxProps {
  value?: ProjectId | null;
  onChange?: (id: ProjectId | null, project: ProjectSearchResult | null) => void;
  search: ProjectSearchFn;
  /** Passed through to every search: userId, type, worklogType, billType, expType, chk. */
  filters?: Omit<ProjectSearchQueryInput, 'query' | 'id'>;
  historyKind?: string;
  /** Names this box's searches in the cache: another kind of record (clients) may share an id or a text. */
  cacheName?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** Spec §4/§5 project search box: "number:name", a "no data" entry, back to the last choice on blur. */
export function ProjectSearchBox({
  value,
  onChange,
  search,
  filters,
  historyKind = PROJECT_HISTORY_KIND,
  cacheName = 'projects',
  ...rest
}: ProjectSearchBoxProps) {
  const [picked, setPicked] = useState<PickerChoice<ProjectSearchResult> | null>(null);
  const hasValue = value !== null && value !== undefined && value !== '';
  const isKnown = !hasValue || picked?.key === String(value);
  // A saved record names its project by id: the same call answers it (spec §7 "or just id").
  const byId = useQuery({
    queryKey: ['picker-search', cacheName, 'id', String(value)],
    queryFn: async ({ signal }) => (await search({ id: value ?? undefined }, signal))[0] ?? null,
    enabled: !isKnown,
    staleTime: 5 * 60_000,
  });
  const chosen = useMemo(() => {
    if (!hasValue) return null;
    if (picked?.key === String(value)) return picked;
    return byId.data ? projectChoice(byId.data) : null;
  }, [hasValue, value, picked, byId.data]);

  const history = usePickerHistory(historyKind);
  const recent = useMemo(() => choicesFromHistory(history, projectChoiceFromHistory), [history]);
  const remember = useRememberChoice(historyKind);

  return (
    <SearchPicker<ProjectSearchResult>
      {...rest}
      chosen={chosen}
      clearOnFocus={false}
      blurDelayMs={PROJECT_BLUR_DELAY_MS}
      recent={recent}
      searchKey={[cacheName, filters ?? {}]}
      search={async (text, signal) => (await search({ ...filters, query: text }, signal)).map(projectChoice)}
      onChoose={(choice) => {
        setPicked(choice);
        onChange?.(choice?.item.id ?? null, choice?.item ?? null);
        if (choice?.history) remember(choice.history);
      }}
    />
  );
}

/** Spec §9 "project search blur delay 400 ms". */
export const PROJECT_BLUR_DELAY_MS = 400;
