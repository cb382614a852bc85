import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimerStartInput, TimerUpdateInput, TimerView, WorklogView } from '@venus/shared';
import { useEffect } from 'react';
import { api } from '../../../app/api/api-client.ts';
import { liveEvents } from '../../../app/live/live-event-bus.ts';
import { worklogKeys } from '../worklogs-api.ts';

const BASE = '/hankun/worklog/timer';

export const timerKeys = { list: ['worklog-timers'] as const };

/**
 * The person's timers, as the server keeps them: the same on every tab and device. Kept fresh
 * by timerMsg (below); a refetch on focus covers a message missed while the socket reconnected.
 */
export function useTimers(enabled: boolean) {
  return useQuery({
    queryKey: timerKeys.list,
    enabled,
    queryFn: ({ signal }) => api.get<TimerView[]>(`${BASE}/list`, { signal }),
  });
}

/**
 * Shows the timers as an answer or a message gives them. A list read still in flight began
 * before this change and would land after it, putting back what was just changed: it is dropped.
 */
async function showTimers(queryClient: QueryClient, timers: TimerView[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey: timerKeys.list });
  queryClient.setQueryData(timerKeys.list, timers);
}

/** Every change made anywhere (another tab, another device) arrives as timerMsg with the new list. */
export function useTimerMessages(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return liveEvents.subscribe('timerMsg', (message) => {
      if (message.timers) void showTimers(queryClient, message.timers);
    });
  }, [enabled, queryClient]);
}

/** Start, pause, resume, edit, discard: each answers the timers as they now are. */
export function useTimerMutations() {
  const queryClient = useQueryClient();
  const show = (timers: TimerView[]) => showTimers(queryClient, timers);
  return {
    start: useMutation({
      mutationFn: (input: Partial<TimerStartInput>) => api.post<TimerView[]>(`${BASE}/start`, input),
      onSuccess: show,
    }),
    pause: useMutation({
      mutationFn: (timerId: number) => api.post<TimerView[]>(`${BASE}/pause`, { timerId }),
      onSuccess: show,
    }),
    resume: useMutation({
      mutationFn: (timerId: number) => api.post<TimerView[]>(`${BASE}/resume`, { timerId }),
      onSuccess: show,
    }),
    update: useMutation({
      mutationFn: (input: TimerUpdateInput) => api.put<TimerView[]>(BASE, input),
      onSuccess: show,
    }),
    discard: useMutation({
      mutationFn: (timerId: number) => api.post<TimerView[]>(`${BASE}/discard`, { timerId }),
      onSuccess: show,
    }),
  };
}

/**
 * Stops a timer into a draft entry. Its refusals (no case, under a minute, no narrative, a case
 * that takes no time) belong to that timer's card, so the caller shows them there.
 */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timerId: number) =>
      api.post<WorklogView>(`${BASE}/stop`, { timerId }, { errorHandling: 'caller' }),
    onSuccess: () =>
      Promise.all(
        [timerKeys.list, worklogKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
