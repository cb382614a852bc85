import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { CASE_NAME_MAX, type ConflictCheckRow } from '@venus/shared';
import { Button, Card, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { useCaseMutations } from './cases-api.ts';
import { CheckCard } from './check-history.tsx';
import './cases.css';

interface Values {
  names: { name: string; registrationNumber: string }[];
}

const EMPTY_ROW = { name: '', registrationNumber: '' };

/**
 * Spec /projectManagement/preCheck (hankun:project:checkAllList): the conflicts team checks
 * names typed in, before anyone applies for a case; the check is saved like any other.
 */
export function PreCheckPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useHasPermission('hankun:project:checkAllList');
  const [form] = Form.useForm<Values>();
  const { check } = useCaseMutations();
  const [result, setResult] = useState<ConflictCheckRow | null>(null);
  if (!allowed) return <Result status="403" title={t('result.unauthorized')} />;

  const run = async () => {
    const values = await form.validateFields();
    const names = values.names
      .map((row) => ({ name: row.name.trim(), registrationNumber: (row.registrationNumber ?? '').trim() }))
      .filter((row) => row.name !== '');
    setResult(await check.mutateAsync({ names }));
  };

  return (
    <div className="venus-cases venus-cases--precheck">
      <Card
        variant="borderless"
        className="venus-cases__section"
        title={t('casesUi.preCheck.title')}
        extra={
          <Button type="link" onClick={() => void navigate('/project/checkHistory')}>
            {t('casesUi.firmChecks.title')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('casesUi.preCheck.hint')}</Typography.Paragraph>
        <Form<Values> form={form} layout="vertical" initialValues={{ names: [EMPTY_ROW] }}>
          <Form.List name="names">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} wrap className="venus-cases__precheck-row">
                    <Form.Item
                      name={[field.name, 'name']}
                      className="venus-cases__precheck-name"
                      rules={[
                        {
                          required: index === 0,
                          whitespace: true,
                          message: t('casesUi.form.required', { field: t('casesUi.party.name') }),
                        },
                      ]}
                    >
                      <Input
                        maxLength={CASE_NAME_MAX}
                        placeholder={t('casesUi.preCheck.namePlaceholder')}
                        aria-label={t('casesUi.preCheck.nameOf', { index: index + 1 })}
                        onPressEnter={() => void run().catch(() => {})}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'registrationNumber']}
                      className="venus-cases__precheck-number"
                    >
                      <Input maxLength={40} placeholder={t('casesUi.party.registrationNumber')} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      aria-label={t('casesUi.form.removeRow')}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Flex gap={8} wrap>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add(EMPTY_ROW)}
                    disabled={fields.length >= 100}
                  >
                    {t('casesUi.preCheck.addName')}
                  </Button>
                  <Button
                    type="primary"
                    icon={<SearchOutlined />}
                    loading={check.isPending}
                    onClick={() => void run().catch(() => {})}
                  >
                    {t('casesUi.preCheck.run')}
                  </Button>
                </Flex>
              </Flex>
            )}
          </Form.List>
        </Form>
      </Card>
      {result ? <CheckCard check={result} withAnswers={false} /> : null}
    </div>
  );
}
