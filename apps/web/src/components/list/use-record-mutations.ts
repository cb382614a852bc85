import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/api-client.ts';

/**
 * Add, edit and delete of one RuoYi-style resource (`POST <r>`, `PUT <r>`, `DELETE <r>/{ids}`):
 * the list is reloaded and the shared success message shown. Failures go through the client's
 * error catalogue.
 */
export function useRecordMutations<Input extends object, Row>(
  resource: string,
  listKey: QueryKey,
  idField: keyof Input,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: listKey });

  const save = useMutation({
    mutationFn: (input: Input) =>
      input[idField] === undefined ? api.post<Row>(resource, input) : api.put<Row>(resource, input),
    onSuccess: (_row, input) => {
      void message.success(t(input[idField] === undefined ? 'tip.add.success' : 'tip.edit.success'));
      return reload();
    },
  });

  const remove = useMutation({
    mutationFn: (ids: readonly number[]) => api.delete<null>(`${resource}/${ids.join(',')}`),
    onSuccess: () => {
      void message.success(t('tip.delete.success'));
      return reload();
    },
  });

  return { save, remove };
}
