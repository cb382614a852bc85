import { useQuery } from '@tanstack/react-query';
import type { LevelRateInput, LevelRateView } from '@venus/shared';
import { api } from '../../../app/api/api-client.ts';
import { useRecordMutations } from '../../../components/list/use-record-mutations.ts';

export const rateCardKey = ['rateCard'] as const;

/** `GET /hankun/levelRate/list`: every row of the firm's rate card, by level, currency, newest first. */
export function useRateCard() {
  return useQuery({
    queryKey: rateCardKey,
    queryFn: ({ signal }) => api.get<LevelRateView[]>('/hankun/levelRate/list', { signal }),
  });
}

/** Adding a rate from a date (`POST /hankun/levelRate`) and deleting one not yet in force. */
export const useRateCardMutations = () =>
  useRecordMutations<LevelRateInput & { levelRateId?: number }, LevelRateView>(
    '/hankun/levelRate',
    rateCardKey,
    'levelRateId',
  );
