import { workflowDefinitionPath } from '@venus/shared';
import { Button, Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DynamicForm } from '../../components/dynamic-form/dynamic-form.tsx';
import { useDynamicForm } from '../../components/dynamic-form/use-dynamic-form.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { LoadFailure } from '../approvals/load-failure.tsx';
import { editFormPath, REQUEST_FORMS_PATH, testFormPath } from './custom-request-paths.ts';
import { type RequestForm, useRequestForms } from './custom-requests-api.ts';
import './custom-requests.css';

/** Spec `/dataForm/view` (query formId): a request form read-only, its items as the filer sees them. */
export function RequestFormViewPage() {
  const { t } = useTranslation();
  const formId = Number(useSearchParams()[0].get('formId') ?? 0);
  const forms = useRequestForms();
  if (forms.isLoading) return <Spin />;
  const form = forms.data?.find((row) => row.formId === formId);
  if (!form) return <LoadFailure error={forms.error} notFound={t('customRequests.formNotFound')} />;
  return <FormView key={formId} form={form} />;
}

function FormView({ form }: { form: RequestForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const english = currentLanguage() === 'en';
  const dynamic = useDynamicForm(form.items);
  const name = english && form.nameEn ? form.nameEn : form.name;
  return (
    <div className="venus-requests venus-requests--view">
      <Card
        variant="borderless"
        title={t('customRequestsUi.viewFormTitle', { name })}
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(testFormPath(form.formId))}>
              {t('customRequestsUi.test')}
            </Button>
            <Button onClick={() => void navigate(editFormPath(form.formId))}>{t('list.edit')}</Button>
            <Button type="link" onClick={() => void navigate(REQUEST_FORMS_PATH)}>
              {t('customRequestsUi.formsTitle')}
            </Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'key', label: t('customRequestsUi.formKey'), children: form.formKey },
            {
              key: 'enabled',
              label: t('customRequestsUi.enabled'),
              children: (
                <Tag color={form.enabled ? 'success' : 'default'}>
                  {t(form.enabled ? 'customRequestsUi.on' : 'customRequestsUi.off')}
                </Tag>
              ),
            },
            {
              key: 'workflow',
              label: t('customRequestsUi.workflow'),
              children:
                form.workflowVersion === null ? (
                  <Typography.Text type="secondary">{t('customRequestsUi.noWorkflow')}</Typography.Text>
                ) : (
                  <Link to={workflowDefinitionPath(name, form.businessType)}>
                    {form.workflowSteps
                      .map((step) => (english && step.nameEn ? step.nameEn : step.name))
                      .join(' → ')}
                  </Link>
                ),
            },
            ...(form.description
              ? [{ key: 'description', label: t('customRequestsUi.description'), children: form.description }]
              : []),
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('customRequestsUi.asFilerSees')}>
        <DynamicForm items={dynamic.items} issues={dynamic.issues} onChange={dynamic.setValue} disabled />
      </Card>
    </div>
  );
}
