import {
  type ProjectSearchResult,
  projectDisplay,
  projectHistoryEntry,
  projectMatchTexts,
} from '@venus/shared';
import { type HistoryRow, type RememberedChoice, readPayload } from '../picker/picker-history.ts';

/** The search history kind of the project box (spec §3: entries {id, name, number, numberName}). */
export const PROJECT_HISTORY_KIND = 'project';

/** A found project as the box offers it: "number:name" (spec §3). */
export function projectChoice(project: ProjectSearchResult): RememberedChoice<ProjectSearchResult> {
  return {
    key: String(project.id),
    display: projectDisplay(project),
    matchTexts: projectMatchTexts(project),
    item: project,
    history: projectHistoryEntry(project),
  };
}

/** A project chosen before, from the history entry {id, name, number, numberName}. */
export function projectChoiceFromHistory(row: HistoryRow): RememberedChoice<ProjectSearchResult> | null {
  const payload = readPayload(row.payload, ['name', 'number']);
  if (!payload) return null;
  const { id, name, number } = payload;
  return projectChoice({ id, name, number: number || null });
}
