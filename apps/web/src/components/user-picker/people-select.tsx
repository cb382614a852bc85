import { useQuery } from '@tanstack/react-query';
import { type UserSuggestion, userDisplay } from '@venus/shared';
import { useState } from 'react';
import { Select } from '../select/select.tsx';
import { searchUsers } from './user-search-api.ts';

interface PeopleSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of the people already chosen, shown before anyone searches. */
  known?: readonly { userId: number; name: string }[];
  placeholder?: string;
  ariaLabel?: string;
  id?: string;
}

/** Several colleagues, found as the user picker finds people (spec §7 Search users). */
export function PeopleSelect({ value, onChange, known = [], placeholder, ariaLabel, id }: PeopleSelectProps) {
  const [text, setText] = useState('');
  const [names, setNames] = useState(() => new Map(known.map((person) => [person.userId, person.name])));
  const { data = [] } = useQuery({
    queryKey: ['users', 'people-select', text],
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
      placeholder={placeholder}
      aria-label={ariaLabel}
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
