import { userDisplay } from '@venus/shared';
import { useUserBrief } from './user-search-api.ts';

/**
 * A person named by id in a table cell (e.g. a department's leader), shown as the user box
 * shows them; each id is asked of the server once and kept for a few minutes.
 */
export function UserName({ id }: { id: number | null | undefined }) {
  const brief = useUserBrief(id, id !== null && id !== undefined);
  if (id === null || id === undefined) return null;
  return <>{brief.data ? userDisplay(brief.data) : ''}</>;
}
