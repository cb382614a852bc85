import { Alert, Button, Card, Descriptions, Empty, Form, List, Result, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DynamicForm } from '../../components/dynamic-form/dynamic-form.tsx';
import { useDynamicForm } from '../../components/dynamic-form/use-dynamic-form.ts';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { REQUEST_FORMS_PATH } from './custom-request-paths.ts';
import {
  type RequestForm,
  type StepTrial,
  useCustomRequestMutations,
  useRequestForm,
} from './custom-requests-api.ts';
import './custom-requests.css';

/**
 * Spec /workflow/commonTest: the administrator fills a form in as a trial; the server checks the
 * values as a real filing and says whom each step of its workflow would ask. Nothing is saved.
 */
export function RequestTestPage() {
  const { t } = useTranslation();
  const formId = Number(useSearchParams()[0].get('formId') ?? 0);
  const form = useRequestForm(formId);
  if (form.isLoading) return <Spin />;
  if (!form.data) return <Result status="404" title={t('customRequests.formNotFound')} />;
  return <RequestTrial key={formId} form={form.data} />;
}

function RequestTrial({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const english = currentLanguage() === 'en';
  const dynamic = useDynamicForm(form.items);
  const [applicantId, setApplicantId] = useState<number | null>(null);
  const { testFill } = useCustomRequestMutations();

  const run = () => {
    const values = dynamic.validate();
    if (values) testFill.mutate({ formId: form.formId, values, applicantId: applicantId ?? undefined });
  };
  const stepName = (step: StepTrial) => (english && step.nameEn ? step.nameEn : step.name);
  const result = testFill.data;

  return (
    <div className="venus-requests venus-requests--view">
      <Card
        variant="borderless"
        title={t('customRequestsUi.testTitle', { name: english && form.nameEn ? form.nameEn : form.name })}
        extra={
          <Button type="link" onClick={() => void navigate(REQUEST_FORMS_PATH)}>
            {t('customRequestsUi.formsTitle')}
          </Button>
        }
      >
        <Alert
          type="info"
          showIcon
          className="venus-requests__notice"
          title={t('customRequestsUi.testHint')}
        />
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('customRequestsUi.sampleApplicant')}
            htmlFor="trial-applicant"
            extra={t('customRequestsUi.sampleApplicantTip')}
          >
            <UserPicker
              id="trial-applicant"
              allowClear
              value={applicantId}
              onChange={(id) => setApplicantId(id === null ? null : Number(id))}
            />
          </Form.Item>
        </Form>
        <DynamicForm items={dynamic.items} issues={dynamic.issues} onChange={dynamic.setValue} />
        <Button type="primary" loading={testFill.isPending} onClick={run}>
          {t('customRequestsUi.runTest')}
        </Button>
      </Card>
      <Card variant="borderless" title={t('customRequestsUi.testResult')}>
        {!result ? (
          <Empty description={t('customRequestsUi.testEmpty')} />
        ) : result.steps === null ? (
          <Alert
            type="warning"
            showIcon
            title={t('customRequestsUi.noWorkflowHint', { type: form.businessType })}
          />
        ) : (
          <>
            <Typography.Paragraph type="success">{t('customRequestsUi.valuesAccepted')}</Typography.Paragraph>
            <List
              className="venus-requests__trial"
              dataSource={result.steps}
              renderItem={(step) => (
                <List.Item>
                  <Descriptions
                    size="small"
                    column={1}
                    title={stepName(step)}
                    items={[
                      {
                        key: 'approvers',
                        label: t('customRequestsUi.approvers'),
                        children:
                          step.plan.kind === 'run' ? (
                            step.approvers.map((person) => (
                              <Tag key={person.userId}>
                                {english && person.nameEn ? person.nameEn : person.nickName}
                              </Tag>
                            ))
                          ) : (
                            <Typography.Text type="secondary">
                              {t(
                                `customRequestsUi.plan.${step.plan.kind === 'skip' ? step.plan.reason : step.plan.kind}`,
                              )}
                            </Typography.Text>
                          ),
                      },
                    ]}
                  />
                </List.Item>
              )}
            />
          </>
        )}
      </Card>
    </div>
  );
}
