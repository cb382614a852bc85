import { useQuery } from '@tanstack/react-query';
import type { UserSearchQueryInput, UserSuggestion } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

/** Spec §7 "Search users" with the User search query object (decision 0012 says what each filters). */
export function searchUsers(query: UserSearchQueryInput, signal?: AbortSignal): Promise<UserSuggestion[]> {
  return api.post<UserSuggestion[]>('/system/user/search', query, signal ? { signal } : {});
}

/** One person by id, departed people included, to show a saved choice. */
export function useUserBrief(id: string | number | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['user-brief', String(id)],
    queryFn: ({ signal }) => api.get<UserSuggestion>(`/system/user/brief/${id}`, { signal }),
    enabled: enabled && id !== null && id !== undefined && id !== '',
    staleTime: 5 * 60_000,
  });
}
