import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignSeatInput, FreeSeatInput } from '@venus/shared';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

/** One colleague as `GET /system/user/addressBook` answers: how to reach them, nothing private. */
export interface Colleague {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
  deptId: number | null;
  deptName: string;
  deptNameEn: string;
  officeId: number | null;
  officeName: string;
  officeNameEn: string;
  officePhone: string;
  email: string;
  seat: string;
}

export interface DirectoryFilters {
  name?: string;
  officeId?: number;
  deptId?: number;
}

export interface Unit {
  deptId: number;
  deptName: string;
  deptNameEn: string;
}

export interface SeatPerson {
  userId: number;
  nickName: string;
  nameEn: string;
  userno: string;
}

export interface Seat {
  seatId: number;
  officeId: number;
  floor: string;
  code: string;
  gridRow: number;
  gridCol: number;
  occupant: SeatPerson | null;
}

export interface OfficePlan {
  officeId: number;
  officeName: string;
  officeNameEn: string;
  floors: { floor: string; seats: number; taken: number }[];
}

const keys = {
  book: ['directory', 'addressBook'] as const,
  seats: ['directory', 'seats'] as const,
};

export function useAddressBook(params: DirectoryFilters & { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...keys.book, params],
    queryFn: ({ signal }) =>
      api.page<Colleague>('/system/user/addressBook', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Offices and practice groups for the filters; any signed-in user may read them. */
export function useDirectoryUnits() {
  const offices = useQuery({
    queryKey: ['system', 'dept', 'offices'],
    queryFn: ({ signal }) => api.get<Unit[]>('/system/dept/offices', { signal }),
    staleTime: 5 * 60_000,
  });
  const groups = useQuery({
    queryKey: ['system', 'dept', 'groups'],
    queryFn: ({ signal }) => api.get<Unit[]>('/system/dept/groups', { signal }),
    staleTime: 5 * 60_000,
  });
  return { offices: offices.data ?? [], groups: groups.data ?? [] };
}

/** Offices that have a seat plan, with their floors. */
export function useSeatPlans() {
  return useQuery({
    queryKey: [...keys.seats, 'offices'],
    queryFn: ({ signal }) => api.get<OfficePlan[]>('/system/seat/offices', { signal }),
  });
}

export function useFloorSeats(officeId: number | undefined, floor: string | undefined) {
  return useQuery({
    queryKey: [...keys.seats, 'floor', officeId, floor],
    queryFn: ({ signal }) => api.get<Seat[]>('/system/seat/list', { params: { officeId, floor }, signal }),
    enabled: officeId !== undefined && floor !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The seat a person holds, to open the map there; null when they have none in a plan. */
export function usePersonSeat(userId: number | undefined) {
  return useQuery({
    queryKey: [...keys.seats, 'user', userId],
    queryFn: ({ signal }) => api.get<Seat | null>(`/system/seat/user/${userId}`, { signal }),
    enabled: userId !== undefined,
  });
}

/** Seating and unseating reload the map and the directory, whose seat labels follow. */
export function useSeatMutations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.seats }),
      queryClient.invalidateQueries({ queryKey: keys.book }),
    ]);
  const assign = useMutation({
    mutationFn: (input: AssignSeatInput) => api.put<Seat>('/system/seat/assign', input),
    onSuccess: () => {
      void message.success(t('directory.assigned'));
      return reload();
    },
  });
  const free = useMutation({
    mutationFn: (input: FreeSeatInput) => api.put<Seat>('/system/seat/free', input),
    onSuccess: () => {
      void message.success(t('directory.freed'));
      return reload();
    },
  });
  return { assign, free };
}
