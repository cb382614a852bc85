import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A required input of the case forms: checked here for a quick answer; the server checks again and
 * names the field. `whitespace`: for text, where blanks alone do not count.
 */
export function useRequired(): (field: string, options?: { whitespace?: boolean }) => FormRule[] {
  const { t } = useTranslation();
  return (field, options) => [
    {
      required: true,
      ...(options?.whitespace ? { whitespace: true } : {}),
      message: t('casesUi.form.required', { field }),
    },
  ];
}
