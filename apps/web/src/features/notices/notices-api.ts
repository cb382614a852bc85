import { useMutation } from '@tanstack/react-query';
import type { SendNoticeInput } from '@venus/shared';
import { api } from '../../app/api/api-client.ts';

/** Sends an administrator's notice: to one colleague's open screens, or to everyone's. */
export function useSendNotice() {
  return useMutation({
    mutationFn: (input: SendNoticeInput) => api.post<null>('/monitor/message/send', input),
  });
}
