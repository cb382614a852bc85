import type { AddSearchHistoryInput } from '../settings/search-history.rules.ts';
import { limitPickerInput } from './picker-input.rules.ts';
import { type ProjectSearchResult, projectDisplay } from './project-search.rules.ts';
import { type UserSuggestion, userDisplay } from './user-suggestion.rules.ts';

/** Spec §3 "Search history entries": a chosen project is kept as {id, name, number, numberName}. */
export function projectHistoryEntry(project: ProjectSearchResult): AddSearchHistoryInput {
  const numberName = projectDisplay(project);
  return {
    kind: 'project',
    value: limitPickerInput(numberName),
    payload: { id: project.id, name: project.name, number: project.number ?? '', numberName },
  };
}

/** Spec §3: a chosen user is kept as {id, name, allName}. */
export function userHistoryEntry(user: UserSuggestion): AddSearchHistoryInput {
  const display = userDisplay(user);
  return {
    kind: 'user',
    value: limitPickerInput(display),
    payload: { id: user.id, name: user.name, allName: user.allName || display },
  };
}
