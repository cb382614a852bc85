import { mfaCodeSchema, totpCodeSchema } from '@venus/shared';
import { Form, Input, type InputRef } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../form/zod-rule.ts';

/**
 * The code from the authenticator app; where a recovery code is accepted too (`allowRecovery`)
 * the field takes its longer shape and says so.
 */
export function MfaCodeField({
  allowRecovery = false,
  autoFocus = false,
  inputRef,
}: {
  allowRecovery?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<InputRef>;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t('mfa.codeLabel')}
      extra={allowRecovery ? t('mfa.recoveryAllowed') : undefined}
      rules={[schemaRule(allowRecovery ? mfaCodeSchema : totpCodeSchema, 'code', t)]}
    >
      <Input
        ref={inputRef}
        autoFocus={autoFocus}
        inputMode={allowRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={allowRecovery ? 32 : 6}
        placeholder={t(allowRecovery ? 'mfa.codeOrRecoveryPlaceholder' : 'mfa.codePlaceholder')}
      />
    </Form.Item>
  );
}
