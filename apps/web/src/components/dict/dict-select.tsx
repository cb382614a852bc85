import { useQuery } from '@tanstack/react-query';
import type { DictOption } from '@venus/shared';
import type { SelectProps } from 'antd';
import { useCallback } from 'react';
import { api } from '../../app/api/api-client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localName } from '../format/local-name.ts';
import { Select } from '../select/select.tsx';

/** One dictionary's entries (`/system/dict/data/type/{type}`), loaded once a session and shared by every form. */
export function useDictOptions(dictType: string) {
  return useQuery({
    queryKey: ['dict', dictType],
    queryFn: ({ signal }) => api.get<DictOption[]>(`/system/dict/data/type/${dictType}`, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** A stored value's label in the reader's language; the raw value while loading or if retired. */
export function useDictLabel(dictType: string): (value: string | null | undefined) => string {
  const { data } = useDictOptions(dictType);
  const { language } = useLanguage();
  return useCallback(
    (value) => {
      if (value === null || value === undefined || value === '') return '';
      const option = data?.find((item) => item.dictValue === value);
      return option ? localName(language, option.dictLabel, option.dictLabelEn) : value;
    },
    [data, language],
  );
}

export function DictLabel({ dictType, value }: { dictType: string; value: string | null | undefined }) {
  return <>{useDictLabel(dictType)(value)}</>;
}

type DictSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch'> & {
  dictType: string;
  /** Long dictionaries (industries, countries) are filtered by typing part of a label. */
  searchable?: boolean;
};

/** A select over one dictionary; disabled entries stay readable on a saved record but cannot be chosen. */
export function DictSelect({ dictType, searchable = false, ...rest }: DictSelectProps) {
  const { data, isLoading } = useDictOptions(dictType);
  const { language } = useLanguage();
  return (
    <Select<string>
      {...rest}
      loading={isLoading}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      options={(data ?? []).map((option) => ({
        value: option.dictValue,
        label: localName(language, option.dictLabel, option.dictLabelEn),
        disabled: option.disabled,
      }))}
    />
  );
}
