import { useQuery } from '@tanstack/react-query';
import type { DictOption } from '@venus/shared';
import { Select, type SelectProps } from 'antd';
import { useCallback } from 'react';
import { api } from '../../app/api/api-client.ts';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** The dictionaries a client's fields take their values from (case-dictionaries seed). */
export type ClientDict = 'hk_client_type' | 'hk_industry' | 'hk_country_region';

export function useClientDict(dictType: ClientDict) {
  return useQuery({
    queryKey: ['dict', dictType],
    queryFn: ({ signal }) => api.get<DictOption[]>(`/system/dict/data/type/${dictType}`, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** A stored value's label in the reader's language; the raw value while loading or if retired. */
export function useClientDictLabel(dictType: ClientDict): (value: string | null | undefined) => string {
  const { data } = useClientDict(dictType);
  const { language } = useLanguage();
  return useCallback(
    (value) => {
      if (!value) return '';
      const option = data?.find((item) => item.dictValue === value);
      return option ? localName(language, option.dictLabel, option.dictLabelEn) : value;
    },
    [data, language],
  );
}

type Props = Omit<SelectProps<string>, 'options' | 'loading'> & { dictType: ClientDict };

export function ClientDictSelect({ dictType, ...rest }: Props) {
  const { data, isLoading } = useClientDict(dictType);
  const { language } = useLanguage();
  return (
    <Select<string>
      {...rest}
      loading={isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={(data ?? []).map((item) => ({
        value: item.dictValue,
        label: localName(language, item.dictLabel, item.dictLabelEn),
      }))}
    />
  );
}
