import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteItem, UserInfo } from '@venus/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { api } from '../api/api-client.ts';
import { setDelegateUser } from '../api/delegate-user.ts';
import { forgetProtection } from '../api/request-protection.ts';
import { LOGIN_PATH } from './redirect.ts';

export const sessionKeys = {
  all: ['session'] as const,
  info: ['session', 'info'] as const,
  routers: (language: string) => ['session', 'routers', language] as const,
};

/** The signed-in user, roles and permissions; a 401 here sends the visitor to the login page. */
export function useUserInfo() {
  return useQuery({
    queryKey: sessionKeys.info,
    queryFn: ({ signal }) => api.get<UserInfo>('/getInfo', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The menu tree; its titles are localised by the server, so it is fetched per language. */
export function useRouters(enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: sessionKeys.routers(language),
    queryFn: ({ signal }) => api.get<RouteItem[] | null>('/getRouters', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/** Ends the session on the server, forgets everything cached for this user, and shows login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('/logout', undefined, { errorHandling: 'caller' });
    } catch {
      // Leaving must not depend on the server: the cookie expires on its own.
    }
    setDelegateUser(null);
    forgetProtection();
    await navigate(LOGIN_PATH, { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
