import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CLIENT_RELATIONS, clientContactSchema, invoiceTitleSchema } from '@venus/shared';
import { Button, Card, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { Select } from '../../components/select/select.tsx';

const contactFields = clientContactSchema.shape;
const titleFields = invoiceTitleSchema.shape;

/** One list of the client form (contacts, invoice titles, relations): rows, each removable, and "add". */
function ListEditor({
  name,
  title,
  addLabel,
  emptyText,
  newRow,
  renderRow,
}: {
  name: string;
  title: string;
  addLabel: string;
  emptyText: string;
  newRow: object;
  renderRow: (field: { name: number; key: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Card
          size="small"
          title={title}
          className="venus-clients__list-editor"
          extra={
            <Button size="small" icon={<PlusOutlined />} onClick={() => add(newRow)}>
              {addLabel}
            </Button>
          }
        >
          {fields.length === 0 ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null}
          {fields.map((field) => (
            <div key={field.key} className="venus-clients__list-row" data-row={name}>
              <div className="venus-clients__list-fields">{renderRow(field)}</div>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('clientsUi.form.removeRow')}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
        </Card>
      )}
    </Form.List>
  );
}

export function ContactsEditor() {
  const { t } = useTranslation();
  return (
    <ListEditor
      name="contacts"
      title={t('field.contacts')}
      addLabel={t('clientsUi.form.addContact')}
      emptyText={t('clientsUi.form.noContacts')}
      newRow={{ name: '', title: '', phone: '', email: '' }}
      renderRow={(field) => (
        <>
          <Form.Item
            name={[field.name, 'name']}
            label={t('clientsUi.contactName')}
            rules={[schemaRule(contactFields.name, 'name', t)]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'title']}
            label={t('clientsUi.contactTitle')}
            rules={[schemaRule(contactFields.title, 'title', t)]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'phone']}
            label={t('field.phone')}
            rules={[schemaRule(contactFields.phone, 'phone', t)]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'email']}
            label={t('field.email')}
            rules={[schemaRule(contactFields.email, 'email', t)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
    />
  );
}

export function InvoiceTitlesEditor() {
  const { t } = useTranslation();
  return (
    <ListEditor
      name="invoiceTitles"
      title={t('field.invoiceTitles')}
      addLabel={t('clientsUi.form.addInvoiceTitle')}
      emptyText={t('clientsUi.form.noInvoiceTitles')}
      newRow={{ title: '', taxNumber: '', addressPhone: '', bankAccount: '' }}
      renderRow={(field) => (
        <>
          <Form.Item
            name={[field.name, 'title']}
            label={t('clientsUi.invoiceTitle')}
            rules={[schemaRule(titleFields.title, 'title', t)]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'taxNumber']}
            label={t('field.taxNumber')}
            rules={[schemaRule(titleFields.taxNumber, 'taxNumber', t)]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'addressPhone']}
            label={t('field.addressPhone')}
            rules={[schemaRule(titleFields.addressPhone, 'addressPhone', t)]}
          >
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'bankAccount']}
            label={t('field.bankAccount')}
            rules={[schemaRule(titleFields.bankAccount, 'bankAccount', t)]}
          >
            <Input maxLength={300} />
          </Form.Item>
        </>
      )}
    />
  );
}

/** Group relations: seen from this client, the chosen client is its parent, subsidiary or affiliate. */
export function RelationsEditor({ selfId }: { selfId: number | null }) {
  const { t } = useTranslation();
  return (
    <ListEditor
      name="relations"
      title={t('field.relations')}
      addLabel={t('clientsUi.form.addRelation')}
      emptyText={t('clientsUi.form.noRelations')}
      newRow={{ relatedClientId: null, relation: 'affiliate' }}
      renderRow={(field) => (
        <>
          <Form.Item
            name={[field.name, 'relatedClientId']}
            label={t('field.relatedClientId')}
            rules={[
              {
                validator: async (_rule, value: number | null) => {
                  if (selfId !== null && value === selfId) throw new Error(t('client.relationSelf'));
                },
              },
            ]}
          >
            <ClientPicker allowClear placeholder={t('clientsUi.form.pickClient')} />
          </Form.Item>
          <Form.Item name={[field.name, 'relation']} label={t('field.relation')}>
            <Select
              options={CLIENT_RELATIONS.map((relation) => ({
                value: relation,
                label: t(`clientsUi.relation.${relation}`),
              }))}
            />
          </Form.Item>
        </>
      )}
    />
  );
}
