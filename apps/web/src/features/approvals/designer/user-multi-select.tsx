import { useQuery } from '@tanstack/react-query';
import { type UserSuggestion, userDisplay } from '@venus/shared';
import { useState } from 'react';
import { Select } from '../../../components/select/select.tsx';
import { searchUsers } from '../../../components/user-picker/user-search-api.ts';

interface UserMultiSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}

/** Several named approvers, found as the user picker finds people (spec §7 Search users). */
export function UserMultiSelect({ value, onChange, id }: UserMultiSelectProps) {
  const [text, setText] = useState('');
  const [known, setKnown] = useState<Map<number, UserSuggestion>>(new Map());
  const { data = [] } = useQuery({
    queryKey: ['users', 'multi-select', text],
    queryFn: ({ signal }) => searchUsers({ query: text }, signal),
    enabled: text.trim().length > 0,
  });
  const options = [
    ...(value ?? [])
      .filter((userId) => !data.some((user) => Number(user.id) === userId))
      .map((userId) => ({
        value: userId,
        label: known.get(userId) ? userDisplay(known.get(userId)!) : String(userId),
      })),
    ...data.map((user) => ({ value: Number(user.id), label: userDisplay(user) })),
  ];
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value}
      options={options}
      onChange={(ids) => {
        setKnown((before) => {
          const next = new Map(before);
          for (const user of data) next.set(Number(user.id), user);
          return next;
        });
        onChange?.(ids);
      }}
    />
  );
}
