import { useQueryClient } from '@tanstack/react-query';
import { isRepeatVisit, type PageQuery, pageQueryOf, VISIT_RECORD_DELAY_MS } from '@venus/shared';
import { useEffect, useRef } from 'react';
import { HOME_PATH } from '../../app/session/redirect.ts';
import { useTabs } from '../../shell/tabs/use-tabs.ts';
import { recordVisit, VISITS_KEY } from './visit-history-api.ts';

/**
 * Records each page the person stays on (spec §2 userHistory): after a short pause, so pages
 * passed through are not logged, never home, and not the same page twice in a row.
 */
export function useVisitRecorder(): void {
  const { route } = useTabs();
  const queryClient = useQueryClient();
  const last = useRef<{ path: string; query: PageQuery } | null>(null);
  const path = route?.path;
  const fullPath = route?.fullPath;
  const title = route?.params?.title ?? route?.meta?.title;

  useEffect(() => {
    if (!path || !fullPath || !title || path === HOME_PATH) return;
    const query = pageQueryOf(Object.fromEntries(new URL(fullPath, 'http://x').searchParams));
    const visit = { path, query };
    if (isRepeatVisit(last.current, visit)) return;
    const timer = window.setTimeout(() => {
      last.current = visit;
      recordVisit({ path, title, query })
        .then(() => queryClient.invalidateQueries({ queryKey: VISITS_KEY }))
        .catch(() => {
          // Forget it, so the next visit to this page tries again.
          last.current = null;
        });
    }, VISIT_RECORD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path, fullPath, title, queryClient]);
}
