import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDayInput, CalendarDayKind } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

export interface CalendarDay {
  day: string;
  kind: CalendarDayKind;
  name: string;
  nameEn: string;
}

const holidayKeys = { all: ['holiday'] as const };

export function useCalendarYear(year: number) {
  return useQuery({
    queryKey: [...holidayKeys.all, year],
    queryFn: ({ signal }) => api.get<CalendarDay[]>('/holiday/list', { params: { year }, signal }),
  });
}

export function useCalendarMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: holidayKeys.all });
  const save = useMutation({
    mutationFn: (input: CalendarDayInput) => api.post<CalendarDay>('/holiday', input),
    onSuccess: () => {
      void message.success(t('holidays.saved'));
      return reload();
    },
  });
  const remove = useMutation({
    mutationFn: (day: string) => api.delete<null>(`/holiday/${day}`),
    onSuccess: () => {
      void message.success(t('holidays.removed'));
      return reload();
    },
  });
  return { save, remove };
}
