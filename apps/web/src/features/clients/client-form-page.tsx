import { CLIENT_NAME_MAX, CLIENT_STATUSES, CLIENT_TYPE, clientSchema } from '@venus/shared';
import { App, Button, Card, Form, Input, Radio, Result, Space, Spin } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { applyServerErrors } from '../../components/form/server-field-errors.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { clientName } from './client-columns.tsx';
import { type ClientFormValues, EMPTY_CLIENT, inputOf, valuesOf } from './client-form-values.ts';
import { ContactsEditor, InvoiceTitlesEditor, RelationsEditor } from './client-list-editors.tsx';
import { CLIENT_LIST_PATH, clientDetailPath, clientIdOf } from './client-paths.ts';
import { useClient, useClientMutations } from './clients-api.ts';
import { DuplicateWarning } from './duplicate-warning.tsx';
import './clients.css';
import { Select } from '../../components/select/select.tsx';

const fields = clientSchema.shape;

/** Spec /clientInfo/clientAdd: a new client. */
export function ClientAddPage() {
  return <ClientForm clientId={0} />;
}

/** Spec /customInfo/customAdd: edits the client in `?clientId=`, or adds one without it. */
export function ClientEditPage() {
  return <ClientForm clientId={clientIdOf(useSearchParams()[0])} />;
}

function ClientForm({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<ClientFormValues>();
  // Kept-alive tabs can hold two of these forms at once: their field ids must not collide.
  const formName = `client-${useId()}`;
  const editing = useClient(clientId);
  const { create, update } = useClientMutations();

  useEffect(() => {
    if (editing.data) form.setFieldsValue(valuesOf(editing.data));
  }, [editing.data, form]);

  const typed = Form.useWatch([], form) as Partial<ClientFormValues> | undefined;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    // The form already marks what is missing or wrong.
    if (!values) return;
    const input = inputOf(values);
    try {
      const saved = clientId
        ? await update.mutateAsync({ clientId, client: input })
        : await create.mutateAsync(input);
      void message.success(t(clientId ? 'clientsUi.form.updated' : 'clientsUi.form.added'));
      // The tab stays alive: coming back to it must start a new client, not show the saved one.
      if (!clientId) form.resetFields();
      void navigate(clientDetailPath(clientName(language, saved), saved.clientId));
    } catch (error) {
      // The edit call nests the client under `client`; the API client has already shown its message.
      if (isApiError(error)) applyServerErrors(form, error.errors, { prefix: 'client' });
    }
  };

  if (clientId && editing.isLoading) return <Spin />;
  if (clientId && !editing.data) return <Result status="404" title={t('client.notFound')} />;

  const eitherName = {
    validator: async () => {
      const { nameCn, nameEn } = form.getFieldsValue(['nameCn', 'nameEn']) as ClientFormValues;
      if (!(nameCn ?? '').trim() && !(nameEn ?? '').trim()) throw new Error(t('client.nameRequired'));
    },
  };
  const namesSelect = (label: string) => (
    <Select
      mode="tags"
      open={false}
      suffixIcon={null}
      maxCount={20}
      placeholder={t('clientsUi.form.namesHint')}
      aria-label={label}
    />
  );

  return (
    <div className="venus-clients venus-clients--form">
      <DuplicateWarning typed={typed ?? {}} clientId={clientId || null} />
      <Form<ClientFormValues>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={EMPTY_CLIENT}
        className="venus-clients__form"
      >
        <Card
          variant="borderless"
          title={t(clientId ? 'clientsUi.form.editTitle' : 'clientsUi.form.addTitle')}
          className="venus-clients__section"
        >
          <div className="venus-clients__grid">
            <Form.Item name="clientType" label={t('field.clientType')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: CLIENT_TYPE.company, label: t('clientsUi.type.company') },
                  { value: CLIENT_TYPE.individual, label: t('clientsUi.type.individual') },
                ]}
              />
            </Form.Item>
            <Form.Item name="status" label={t('field.status')}>
              <Radio.Group
                optionType="button"
                options={CLIENT_STATUSES.map((status) => ({
                  value: status,
                  label: t(`clientsUi.status.${status}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="nameCn"
              label={t('field.nameCn')}
              dependencies={['nameEn']}
              rules={[schemaRule(fields.nameCn, 'nameCn', t), eitherName]}
            >
              <Input maxLength={CLIENT_NAME_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="nameEn"
              label={t('clientsUi.nameEn')}
              rules={[schemaRule(fields.nameEn, 'nameEn', t)]}
            >
              <Input maxLength={CLIENT_NAME_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="registrationNumber"
              label={t('field.registrationNumber')}
              rules={[schemaRule(fields.registrationNumber, 'registrationNumber', t)]}
            >
              <Input maxLength={40} autoComplete="off" />
            </Form.Item>
            <Form.Item name="originatingPartnerId" label={t('field.originatingPartnerId')}>
              <UserPicker filters={{ categorys: 'partner' }} allowClear />
            </Form.Item>
            <Form.Item name="countryRegion" label={t('field.countryRegion')}>
              <DictSelect dictType="hk_country_region" searchable allowClear />
            </Form.Item>
            <Form.Item name="industry" label={t('field.industry')}>
              <DictSelect dictType="hk_industry" searchable allowClear />
            </Form.Item>
            <Form.Item name="formerNames" label={t('field.formerNames')}>
              {namesSelect(t('field.formerNames'))}
            </Form.Item>
            <Form.Item name="aliases" label={t('field.aliases')}>
              {namesSelect(t('field.aliases'))}
            </Form.Item>
            <Form.Item
              name="remark"
              label={t('field.remark')}
              className="venus-clients__wide-field"
              rules={[schemaRule(fields.remark, 'remark', t)]}
            >
              <Input.TextArea maxLength={1000} rows={2} />
            </Form.Item>
          </div>
        </Card>
        <ContactsEditor />
        <InvoiceTitlesEditor />
        <RelationsEditor selfId={clientId || null} />
        <Space className="venus-clients__footer">
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => void submit()}>
            {t('clientsUi.form.save')}
          </Button>
          <Button onClick={() => void navigate(CLIENT_LIST_PATH)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}
