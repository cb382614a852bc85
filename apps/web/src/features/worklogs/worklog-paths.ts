/** The worklog pages' routes (menu rows under 工时管理, and the import page they open). */
export const WRITE_PATH = '/worklog/writeWorklog';
export const MY_PATH = '/worklog/myWorklog';
export const RELATED_PATH = '/worklog/relateWorklog';
export const IMPORT_PATH = '/worklog/batchImportWorklog';

/** Related time of one case, as the case's time panel opens it. */
export function relatedPathOf(projectId: number): string {
  return `${RELATED_PATH}?projectId=${projectId}`;
}
