import { CloseCircleFilled } from '@ant-design/icons';
import { Select as AntSelect, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { useTranslation } from 'react-i18next';

type AllowClear = SelectProps['allowClear'];

/**
 * A select's clear control named in the current language: antd's locale does not reach it, and
 * `allowClear` alone reads "Clear" to a screen reader in the Chinese interface (issue 27 item 7).
 */
export function useClearControl(allowClear: AllowClear): AllowClear {
  const { t } = useTranslation();
  if (allowClear === true) return { clearIcon: <CloseCircleFilled />, label: t('common.clear') };
  return allowClear && { ...allowClear, label: t('common.clear') };
}

/** antd's Select with its clear control in the current language; every select of the app is this one. */
export function Select<
  ValueType = unknown,
  OptionType extends BaseOptionType | DefaultOptionType = DefaultOptionType,
>({ allowClear, ...props }: SelectProps<ValueType, OptionType>) {
  return <AntSelect<ValueType, OptionType> {...props} allowClear={useClearControl(allowClear)} />;
}
