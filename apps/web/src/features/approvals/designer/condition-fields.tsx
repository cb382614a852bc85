import { CONDITION_OPERATORS } from '@venus/shared';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select/select.tsx';

/** One rule on the record: fact, comparison, value (a list for "one of"). */
export function ConditionFields({ name: path }: { name: (string | number)[] }) {
  const { t } = useTranslation();
  return (
    <Space.Compact block className="venus-condition">
      <Form.Item
        name={[...path, 'fact']}
        noStyle
        rules={[
          { required: true, pattern: /^[A-Za-z]\w{0,63}$/, message: t('workflowDesigner.factInvalid') },
        ]}
      >
        <Input
          placeholder={t('workflowDesigner.fact')}
          aria-label={t('workflowDesigner.fact')}
          style={{ width: '40%' }}
        />
      </Form.Item>
      <Form.Item name={[...path, 'op']} noStyle initialValue="gt">
        <Select
          aria-label={t('workflowDesigner.operator')}
          style={{ width: '25%' }}
          options={CONDITION_OPERATORS.map((op) => ({ value: op, label: t(`workflowDesigner.op.${op}`) }))}
        />
      </Form.Item>
      <Form.Item
        name={[...path, 'value']}
        noStyle
        rules={[{ required: true, message: t('workflowDesigner.valueRequired') }]}
      >
        <Input
          placeholder={t('workflowDesigner.value')}
          aria-label={t('workflowDesigner.value')}
          style={{ width: '35%' }}
        />
      </Form.Item>
    </Space.Compact>
  );
}
