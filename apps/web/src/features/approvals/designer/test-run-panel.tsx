import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApprovalStep } from '@venus/shared';
import { Alert, Button, Form, Input, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../components/user-picker/user-picker.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useTestRun } from './workflow-definitions-api.ts';

interface TestRunForm {
  applicantId?: number;
  facts?: { name?: string; value?: string }[];
}

const PLAN_COLOURS = { run: 'processing', skip: 'default', noApprover: 'error' } as const;

/**
 * The designer's test run (spec `test/:title`): a sample applicant and record facts, and who each
 * step would ask. Nothing is written.
 */
export function TestRunPanel({ steps }: { steps: () => ApprovalStep[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TestRunForm>();
  const run = useTestRun();

  const submit = async () => {
    const values = await form.validateFields();
    const facts = Object.fromEntries(
      (values.facts ?? [])
        .filter((fact) => fact.name?.trim())
        .map((fact) => [fact.name!.trim(), (fact.value ?? '').trim()]),
    );
    run.mutate({ steps: steps(), applicantId: Number(values.applicantId), facts });
  };

  return (
    <div className="venus-test-run">
      <Form form={form} layout="vertical" name="workflowTestRun">
        <Form.Item
          name="applicantId"
          label={t('workflowDesigner.sampleApplicant')}
          rules={[{ required: true, message: t('workflowDesigner.sampleApplicantRequired') }]}
        >
          <UserPicker historyKind="workflowTestRun" />
        </Form.Item>
        <Form.List name="facts">
          {(fields, { add, remove }) => (
            <Form.Item label={t('workflowDesigner.sampleFacts')}>
              {fields.map((field) => (
                <Space.Compact key={field.key} block className="venus-test-run__fact">
                  <Form.Item name={[field.name, 'name']} noStyle>
                    <Input placeholder={t('workflowDesigner.fact')} aria-label={t('workflowDesigner.fact')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} noStyle>
                    <Input
                      placeholder={t('workflowDesigner.value')}
                      aria-label={t('workflowDesigner.value')}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('workflowDesigner.removeFact')}
                  />
                </Space.Compact>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })}>
                {t('workflowDesigner.addFact')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Button type="primary" onClick={submit} loading={run.isPending}>
          {t('workflowDesigner.runTest')}
        </Button>
      </Form>
      {run.data ? (
        <List
          className="venus-test-run__result"
          dataSource={run.data}
          rowKey="key"
          renderItem={(trial, index) => (
            <List.Item data-trial={trial.key}>
              <List.Item.Meta
                title={
                  <Space>
                    <span>
                      {index + 1}. {language === 'en' && trial.nameEn ? trial.nameEn : trial.name}
                    </span>
                    <Tag color={PLAN_COLOURS[trial.plan.kind]}>
                      {t(`workflowDesigner.plan.${trial.plan.kind}`)}
                      {trial.plan.reason ? ` · ${t(`approvalsUi.skipReason.${trial.plan.reason}`)}` : ''}
                    </Tag>
                  </Space>
                }
                description={
                  trial.approvers
                    .map((person) => (language === 'en' && person.nameEn ? person.nameEn : person.nickName))
                    .join('、') || '—'
                }
              />
            </List.Item>
          )}
        />
      ) : null}
      {run.data?.some((trial) => trial.plan.kind === 'noApprover') ? (
        <Alert type="error" showIcon title={t('workflowDesigner.noApproverWarning')} />
      ) : null}
    </div>
  );
}
