import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CASE_NAME_MAX, PARTY_ROLE } from '@venus/shared';
import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from './dict-select.tsx';

const SEPARATORS = [',', '，', ';', '；'];

/** Several spellings in one cell: typed and confirmed with Enter or a comma. */
function NamesInput(props: {
  value?: string[];
  onChange?: (names: string[]) => void;
  'aria-label'?: string;
}) {
  return (
    <Select
      {...props}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={SEPARATORS}
      maxCount={20}
      style={{ width: '100%' }}
    />
  );
}

/**
 * The parties of the case (spec /project/settle): every name the conflict check searches for,
 * with former names, aliases and a registration number, which finds a renamed company.
 */
export function PartiesEditor() {
  const { t } = useTranslation();
  const label = (key: string) => t(`casesUi.party.${key}`);
  return (
    <Form.List name="parties">
      {(fields, { add, remove }) => (
        <>
          <Table
            className="venus-cases__editable"
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('casesUi.party.none') }}
            columns={[
              {
                key: 'role',
                title: label('role'),
                width: 150,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'role']}
                    rules={[
                      { required: true, message: t('casesUi.form.required', { field: label('role') }) },
                    ]}
                  >
                    <DictSelect dictType="hk_party_role" aria-label={label('role')} />
                  </Form.Item>
                ),
              },
              {
                key: 'name',
                title: label('name'),
                width: 240,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('casesUi.form.required', { field: label('name') }),
                      },
                    ]}
                  >
                    <Input maxLength={CASE_NAME_MAX} aria-label={label('name')} />
                  </Form.Item>
                ),
              },
              {
                key: 'formerNames',
                title: label('formerNames'),
                width: 180,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'formerNames']}>
                    <NamesInput aria-label={label('formerNames')} />
                  </Form.Item>
                ),
              },
              {
                key: 'aliases',
                title: label('aliases'),
                width: 180,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'aliases']}>
                    <NamesInput aria-label={label('aliases')} />
                  </Form.Item>
                ),
              },
              {
                key: 'registrationNumber',
                title: label('registrationNumber'),
                width: 180,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'registrationNumber']}>
                    <Input maxLength={40} aria-label={label('registrationNumber')} />
                  </Form.Item>
                ),
              },
              {
                key: 'remove',
                width: 56,
                render: (_, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('casesUi.form.removeRow')}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            className="venus-cases__add-row"
            onClick={() =>
              add({
                role: PARTY_ROLE.adverse,
                name: '',
                formerNames: [],
                aliases: [],
                registrationNumber: '',
              })
            }
          >
            {t('casesUi.party.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
