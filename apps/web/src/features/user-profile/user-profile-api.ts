import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateOwnProfileInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';
import { sessionKeys } from '../../app/session/session-queries.ts';

export interface SignInRecord {
  loginTime: string;
  ipaddr: string;
}

/** The server's `ownProfileSchema` (users module). */
export interface OwnProfile {
  userId: number;
  userName: string;
  nickName: string;
  nameEn: string;
  userno: string;
  email: string;
  phonenumber: string;
  avatar: string;
  deptName: string | null;
  officeName: string | null;
  roleNames: string[];
  createdAt: string;
  passwordChangedAt: string;
  currentSignIn: SignInRecord | null;
  previousSignIn: SignInRecord | null;
}

const PROFILE_KEY = ['user-profile'] as const;
const PROFILE_PATH = '/system/user/profile';

export function useOwnProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => api.get<OwnProfile>(PROFILE_PATH, { signal }),
  });
}

/** Saves the fields a person may change; the header's name follows (English name in en). */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOwnProfileInput) => api.put<OwnProfile>(PROFILE_PATH, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.info });
    },
  });
}
