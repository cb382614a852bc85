import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SafeParser, schemaRule } from '../../components/form/zod-rule.ts';

interface PasswordPairFieldsProps {
  name: string;
  confirmName: string;
  /** The shared form schema's fields, so the form refuses exactly what the server would. */
  schemas: { password: SafeParser; confirm: SafeParser };
}

/** A new password (spec §5 New password policy) and its confirmation, which must equal it. */
export function PasswordPairFields({ name, confirmName, schemas }: PasswordPairFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={t(`field.${name}`)}
        required
        rules={[schemaRule(schemas.password, name, t)]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={t(`field.${confirmName}`)}
        required
        dependencies={[name]}
        rules={[
          schemaRule(schemas.confirm, confirmName, t),
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue(name)) throw new Error(t('password.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}
