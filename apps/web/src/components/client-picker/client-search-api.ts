import type { ProjectSearchQueryInput, ProjectSearchResult } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** Names the client picker's searches in the cache, apart from the projects' (ids and texts overlap). */
export const CLIENT_CACHE_NAME = 'clients';
/** The picker's cached searches and names: a change to a client invalidates them. */
export const CLIENT_PICKER_KEY = ['picker-search', CLIENT_CACHE_NAME] as const;

/** `client/selectList`: typed text, or just an id to name a saved choice; answers {id, name, number: null}. */
export function searchClients(
  query: ProjectSearchQueryInput,
  signal: AbortSignal,
): Promise<ProjectSearchResult[]> {
  const params: QueryParams =
    query.id !== undefined ? { id: String(query.id) } : { query: query.query ?? '' };
  return api.get<ProjectSearchResult[]>('/hankun/client/selectList', { params, signal });
}
