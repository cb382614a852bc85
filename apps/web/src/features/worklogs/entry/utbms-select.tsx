import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '../../../components/dict/dict-select.tsx';
import { localName } from '../../../components/format/local-name.ts';
import { Select } from '../../../components/select/select.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { type UtbmsKind, utbmsOptions } from './utbms-options.ts';

export const UTBMS_ACTIVITY_DICT = 'hk_utbms_activity';
export const UTBMS_TASK_DICT = 'hk_utbms_task';

interface UtbmsSelectProps {
  kind: UtbmsKind;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-label'?: string;
  className?: string;
  /**
   * The grid leaves out the clear button: it would be a Tab stop between two fields. Choosing
   * "none" at the top of the list clears the code from the keyboard as well.
   */
  clearable?: boolean;
}

/** An optional UTBMS code: typed to filter ("A10", "起草"), Enter picks, cleared back to none. */
export function UtbmsSelect({ kind, value, onChange, clearable = true, ...rest }: UtbmsSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const activity = useDictOptions(UTBMS_ACTIVITY_DICT);
  const task = useDictOptions(UTBMS_TASK_DICT);
  const options = useMemo(
    () => [
      { value: '', label: t('worklog.entry.noCode'), disabled: false },
      ...utbmsOptions(kind, activity.data ?? [], task.data ?? []).map((option) => ({
        value: option.dictValue,
        label: `${option.dictValue} ${localName(language, option.dictLabel, option.dictLabelEn)}`,
        disabled: option.disabled,
      })),
    ],
    [kind, activity.data, task.data, language, t],
  );
  return (
    <Select<string>
      {...rest}
      allowClear={clearable}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('worklog.entry.optional')}
      popupMatchSelectWidth={false}
      loading={activity.isLoading || task.isLoading}
      value={value === '' ? undefined : value}
      onChange={(next) => onChange?.(next ?? '')}
      options={options}
    />
  );
}

/** A code as "A103 起草/修改", or the bare code while the dictionary loads. */
export function useUtbmsLabel(): (code: string) => string {
  const { language } = useLanguage();
  const activity = useDictOptions(UTBMS_ACTIVITY_DICT);
  const task = useDictOptions(UTBMS_TASK_DICT);
  return (code) => {
    if (code === '') return '';
    const option = [...(activity.data ?? []), ...(task.data ?? [])].find((item) => item.dictValue === code);
    return option ? `${code} ${localName(language, option.dictLabel, option.dictLabelEn)}` : code;
  };
}
