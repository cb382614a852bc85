import { type DynamicFormItem, REQUEST_TITLE_MAX } from '@venus/shared';
import { Alert, App, Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DynamicForm } from '../../components/dynamic-form/dynamic-form.tsx';
import { useDynamicForm } from '../../components/dynamic-form/use-dynamic-form.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { MY_REQUESTS_PATH, viewRequestPath } from './custom-request-paths.ts';
import { useCustomRequest, useCustomRequestMutations, useRequestForm } from './custom-requests-api.ts';
import './custom-requests.css';

/** Spec /workflow/commonAdd: a new request on the form in `?formId=`. */
export function RequestAddPage() {
  const { t } = useTranslation();
  const formId = Number(useSearchParams()[0].get('formId') ?? 0);
  const form = useRequestForm(formId);
  if (form.isLoading) return <Spin />;
  if (!form.data) return <Result status="404" title={t('customRequests.formNotFound')} />;
  const name = currentLanguage() === 'en' && form.data.nameEn ? form.data.nameEn : form.data.name;
  return (
    <RequestEditor
      key={formId}
      heading={name}
      description={form.data.description}
      items={form.data.items}
      formId={formId}
      title=""
      status="new"
    />
  );
}

/** Spec /workflow/commonEdit: the applicant changes a draft, or amends a request sent back. */
export function RequestEditPage() {
  const { t } = useTranslation();
  const requestId = Number(useSearchParams()[0].get('id') ?? 0);
  const request = useCustomRequest(requestId);
  if (request.isLoading) return <Spin />;
  if (!request.data) return <Result status="404" title={t('customRequests.requestNotFound')} />;
  const { data } = request;
  if (!data.mayEdit) return <Result status="warning" title={t('customRequests.notEditable')} />;
  const name = currentLanguage() === 'en' && data.formNameEn ? data.formNameEn : data.formName;
  return (
    <RequestEditor
      key={requestId}
      heading={name}
      items={data.items}
      formId={data.formId}
      requestId={requestId}
      title={data.title}
      status={data.status === 'sentBack' ? 'sentBack' : 'draft'}
    />
  );
}

interface RequestEditorProps {
  heading: string;
  description?: string;
  items: DynamicFormItem[];
  formId: number;
  requestId?: number;
  title: string;
  status: 'new' | 'draft' | 'sentBack';
}

function RequestEditor({
  heading,
  description,
  items,
  formId,
  requestId,
  title,
  status,
}: RequestEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const dynamic = useDynamicForm(items);
  const [requestTitle, setRequestTitle] = useState(title);
  const [comment, setComment] = useState('');
  const { createRequest, updateRequest } = useCustomRequestMutations();
  const saving = createRequest.isPending || updateRequest.isPending;

  const save = async (submit: boolean) => {
    const values = dynamic.validate();
    if (!values) return;
    const input = { title: requestTitle.trim(), values, submit };
    const saved = requestId
      ? await updateRequest.mutateAsync({ requestId, input: { ...input, comment: comment.trim() } })
      : await createRequest.mutateAsync({ ...input, formId });
    void message.success(t(submit ? 'customRequestsUi.submitted' : 'customRequestsUi.draftSaved'));
    void navigate(viewRequestPath(saved.requestId));
  };

  return (
    <div className="venus-requests venus-requests--filing">
      <Card
        variant="borderless"
        title={heading}
        extra={
          <Button type="link" onClick={() => void navigate(MY_REQUESTS_PATH)}>
            {t('customRequestsUi.myTitle')}
          </Button>
        }
      >
        {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
        {status === 'sentBack' ? (
          <Alert
            type="warning"
            showIcon
            className="venus-requests__notice"
            title={t('customRequestsUi.sentBackHint')}
          />
        ) : null}
        <Form layout="vertical" component="div">
          <Form.Item label={t('customRequestsUi.requestTitle')} extra={t('customRequestsUi.titleTip')}>
            <Input
              id="request-title"
              maxLength={REQUEST_TITLE_MAX}
              value={requestTitle}
              onChange={(event) => setRequestTitle(event.target.value)}
            />
          </Form.Item>
        </Form>
        <DynamicForm items={dynamic.items} issues={dynamic.issues} onChange={dynamic.setValue} />
        {status === 'sentBack' ? (
          <Form layout="vertical" component="div">
            <Form.Item label={t('customRequestsUi.amendComment')}>
              <Input
                id="request-comment"
                maxLength={500}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            </Form.Item>
          </Form>
        ) : null}
        <Space wrap>
          <Button type="primary" loading={saving} onClick={() => void save(true).catch(() => {})}>
            {t(status === 'sentBack' ? 'customRequestsUi.resubmit' : 'customRequestsUi.submit')}
          </Button>
          {status !== 'sentBack' ? (
            <Button loading={saving} onClick={() => void save(false).catch(() => {})}>
              {t('customRequestsUi.saveDraft')}
            </Button>
          ) : null}
        </Space>
      </Card>
    </div>
  );
}
