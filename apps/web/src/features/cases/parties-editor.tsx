import { CASE_NAME_MAX, PARTY_ROLE } from '@venus/shared';
import { Form, type FormListFieldData, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { Select } from '../../components/select/select.tsx';
import { useRequired } from './case-form-rules.ts';
import { EditableTable } from './editable-table.tsx';

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
  const required = useRequired();
  const label = (key: string) => t(`casesUi.party.${key}`);
  return (
    <EditableTable
      name="parties"
      scrollX={900}
      emptyText={t('casesUi.party.none')}
      addLabel={t('casesUi.party.add')}
      newRow={() => ({
        role: PARTY_ROLE.adverse,
        name: '',
        formerNames: [],
        aliases: [],
        registrationNumber: '',
      })}
      columns={[
        {
          key: 'role',
          title: label('role'),
          width: 150,
          render: (field) => (
            <Form.Item name={[field.name, 'role']} rules={required(label('role'))}>
              <DictSelect dictType="hk_party_role" aria-label={label('role')} />
            </Form.Item>
          ),
        },
        {
          key: 'name',
          title: label('name'),
          width: 240,
          render: (field) => (
            <Form.Item name={[field.name, 'name']} rules={required(label('name'), { whitespace: true })}>
              <Input maxLength={CASE_NAME_MAX} aria-label={label('name')} />
            </Form.Item>
          ),
        },
        ...(['formerNames', 'aliases'] as const).map((key) => ({
          key,
          title: label(key),
          width: 180,
          render: (field: FormListFieldData) => (
            <Form.Item name={[field.name, key]}>
              <NamesInput aria-label={label(key)} />
            </Form.Item>
          ),
        })),
        {
          key: 'registrationNumber',
          title: label('registrationNumber'),
          width: 180,
          render: (field) => (
            <Form.Item name={[field.name, 'registrationNumber']}>
              <Input maxLength={40} aria-label={label('registrationNumber')} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
