import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/session/redirect.ts';

/** Once the session cookie is set: forget the previous session's data and open the page asked for. */
export function useFinishSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Whatever was cached belonged to the previous session.
    queryClient.clear();
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }, [navigate, queryClient, searchParams]);
}
