import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingCancelInput,
  BookingInput,
  BookingUpdateInput,
  BookingView,
  MeetingBoard,
  MeetingRoom,
  RoomInput,
} from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';
import type { QueryParams } from '../../app/api/request-url.ts';

/** 会议室 on the server (decision 0055). */
const BASE = '/hankun/meeting';
/** A booking changes the board, one's own list and the rooms' counts: each change refetches all. */
const meetingKeys = { all: ['meetings'] as const };

export interface Office {
  deptId: number;
  deptName: string;
  deptNameEn: string;
}

/** The firm's offices, as every office picker asks (the same cache as the cases' picker). */
export function useMeetingOffices() {
  return useQuery({
    queryKey: ['system', 'dept', 'offices'],
    queryFn: ({ signal }) => api.get<Office[]>('/system/dept/offices', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** An office's rooms in use and their bookings of a day. */
export function useMeetingBoard(officeId: number | undefined, day: string) {
  return useQuery({
    queryKey: [...meetingKeys.all, 'board', officeId, day],
    enabled: officeId !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get<MeetingBoard>(`${BASE}/board`, { params: { officeId, day }, signal }),
  });
}

export function useMyBookings(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...meetingKeys.all, 'mine', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<BookingView>(`${BASE}/booking/mine`, { params, signal }),
  });
}

export function useMeetingRooms(params: QueryParams, enabled: boolean) {
  return useQuery({
    queryKey: [...meetingKeys.all, 'rooms', params],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.page<MeetingRoom>(`${BASE}/room/list`, { params, signal }),
  });
}

/** Booking, changing and cancelling; the refusals (a clash, a past time) are the dialog's to show. */
export function useBookingMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (key: string) => () => {
    void message.success(t(key));
    return queryClient.invalidateQueries({ queryKey: meetingKeys.all });
  };
  const save = useMutation({
    mutationFn: (input: BookingInput | BookingUpdateInput) =>
      'bookingId' in input
        ? api.put<null>(`${BASE}/booking`, input, { errorHandling: 'caller' })
        : api.post<{ bookingIds: number[] }>(`${BASE}/booking`, input, { errorHandling: 'caller' }),
    onSuccess: (_saved, input) => done('bookingId' in input ? 'meetingsUi.saved' : 'meetingsUi.bookedDone')(),
  });
  const cancel = useMutation({
    mutationFn: (input: BookingCancelInput) =>
      api.post<{ bookingIds: number[] }>(`${BASE}/booking/cancel`, input),
    onSuccess: done('meetingsUi.cancelledDone'),
  });
  return { save, cancel };
}

export function useRoomMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: RoomInput & { roomId?: number }) =>
      input.roomId === undefined
        ? api.post<MeetingRoom>(`${BASE}/room`, input, { errorHandling: 'caller' })
        : api.put<MeetingRoom>(`${BASE}/room`, input, { errorHandling: 'caller' }),
    onSuccess: (_saved, input) => {
      void message.success(t(input.roomId === undefined ? 'tip.add.success' : 'tip.edit.success'));
      return queryClient.invalidateQueries({ queryKey: meetingKeys.all });
    },
  });
  return { save };
}
