import { App, Button, Card, Form, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { applyServerErrors } from '../../components/form/server-field-errors.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { clientName } from './client-columns.tsx';
import { type ClientFormValues, inputOf, valuesOf } from './client-form-values.ts';
import { InvoiceTitlesEditor } from './client-list-editors.tsx';
import { clientDetailPath, clientIdOf } from './client-paths.ts';
import { useClient, useClientMutations } from './clients-api.ts';
import './clients.css';

type Values = Pick<ClientFormValues, 'invoiceTitles'>;

/**
 * Spec /customInfo/invoiceEdit?clientId=: the titles the client's invoices are made out to, for
 * whoever prepares bills; the rest of the client is sent back as it stands.
 */
export function InvoiceTitlesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const clientId = clientIdOf(useSearchParams()[0]);
  const client = useClient(clientId);
  const { update } = useClientMutations();
  const [form] = Form.useForm<Values>();
  const formName = `invoice-titles-${useId()}`;

  useEffect(() => {
    if (client.data) form.setFieldsValue({ invoiceTitles: valuesOf(client.data).invoiceTitles });
  }, [client.data, form]);

  if (client.isLoading) return <Spin />;
  if (!client.data) return <Result status="404" title={t('client.notFound')} />;
  const detail = client.data;
  const name = clientName(language, detail);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const saved = await update.mutateAsync({
        clientId,
        client: inputOf({ ...valuesOf(detail), invoiceTitles: values.invoiceTitles ?? [] }),
      });
      void message.success(t('clientsUi.form.updated'));
      void navigate(clientDetailPath(clientName(language, saved), saved.clientId));
    } catch (error) {
      // The edit call nests the client under `client`; the API client has already shown its message.
      if (isApiError(error)) applyServerErrors(form, error.errors, { prefix: 'client' });
    }
  };

  return (
    <div className="venus-clients venus-clients--form">
      <Card variant="borderless" className="venus-clients__section">
        <Typography.Title level={5} className="venus-clients__form-heading">
          {t('clientsUi.invoiceTitlesOf', { name })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('clientsUi.invoiceTitlesHint')}</Typography.Text>
      </Card>
      <Form<Values> form={form} name={formName} layout="vertical">
        <InvoiceTitlesEditor />
        <Space className="venus-clients__footer">
          <Button type="primary" loading={update.isPending} onClick={() => void submit()}>
            {t('clientsUi.form.save')}
          </Button>
          <Button onClick={() => void navigate(clientDetailPath(name, clientId))}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
