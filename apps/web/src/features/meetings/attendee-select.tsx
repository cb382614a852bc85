import { useQuery } from '@tanstack/react-query';
import { type UserSuggestion, userDisplay } from '@venus/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/select.tsx';
import { searchUsers } from '../../components/user-picker/user-search-api.ts';

interface AttendeeSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of the people already on the booking, shown before anyone searches. */
  known?: readonly { userId: number; name: string }[];
  id?: string;
}

/** The people invited to a meeting, found as the user picker finds people (spec §7 Search users). */
export function AttendeeSelect({ value, onChange, known = [], id }: AttendeeSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [names, setNames] = useState(() => new Map(known.map((person) => [person.userId, person.name])));
  const { data = [] } = useQuery({
    queryKey: ['users', 'meeting-attendees', text],
    queryFn: ({ signal }) => searchUsers({ query: text }, signal),
    enabled: text.trim().length > 0,
  });
  const found = new Set(data.map((user) => Number(user.id)));
  const options = [
    ...(value ?? [])
      .filter((userId) => !found.has(userId))
      .map((userId) => ({ value: userId, label: names.get(userId) ?? String(userId) })),
    ...data.map((user: UserSuggestion) => ({ value: Number(user.id), label: userDisplay(user) })),
  ];
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      placeholder={t('meetingsUi.attendeesPlaceholder')}
      aria-label={t('meetingsUi.attendees')}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      options={options}
      notFoundContent={null}
      onChange={(ids) => {
        setNames((before) => {
          const next = new Map(before);
          for (const user of data) next.set(Number(user.id), userDisplay(user));
          return next;
        });
        onChange?.(ids);
      }}
    />
  );
}
