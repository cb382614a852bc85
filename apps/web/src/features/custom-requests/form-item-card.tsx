import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { CHOICE_TYPES, FORM_ITEM_TYPES, FormItemType, type FormItemTypeCode } from '@venus/shared';
import { Button, Card, Checkbox, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/select.tsx';

const ITEM_ID = /^[A-Za-z][\w-]{0,63}$/;

interface FormItemCardProps {
  field: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One item of the form being designed: what it asks, how it is filled in, and its rules. */
export function FormItemCard({ field, index, count, onMove, onRemove }: FormItemCardProps) {
  const { t } = useTranslation();
  const type = Form.useWatch(['items', field, 'type']) as FormItemTypeCode | undefined;
  const choice = type !== undefined && CHOICE_TYPES.includes(type);
  const text = type === FormItemType.TEXT;
  return (
    <Card
      size="small"
      className="venus-requests__item"
      title={t('customRequestsUi.itemNumber', { n: index + 1 })}
      extra={
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label={t('customRequestsUi.moveUp')}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label={t('customRequestsUi.moveDown')}
            onClick={() => onMove(index, index + 1)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('customRequestsUi.removeItem')}
            onClick={onRemove}
          />
        </Space>
      }
    >
      <div className="venus-requests__item-grid venus-requests__item-grid--with-check">
        <Form.Item
          name={[field, 'name']}
          label={t('customRequestsUi.itemName')}
          rules={[{ required: true, whitespace: true, message: t('customRequestsUi.itemNameRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name={[field, 'id']}
          label={t('customRequestsUi.itemId')}
          tooltip={t('customRequestsUi.itemIdTip')}
          rules={[{ required: true, pattern: ITEM_ID, message: t('customRequestsUi.itemIdInvalid') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name={[field, 'type']} label={t('customRequestsUi.itemType')}>
          <Select
            options={FORM_ITEM_TYPES.map((code) => ({
              value: code,
              label: t(`customRequestsUi.types.${code}`),
            }))}
          />
        </Form.Item>
        {type !== FormItemType.TITLE ? (
          <Form.Item name={[field, 'required']} valuePropName="checked" label=" ">
            <Checkbox>{t('customRequestsUi.required')}</Checkbox>
          </Form.Item>
        ) : null}
      </div>
      {choice ? (
        <Form.Item
          name={[field, 'optionNames']}
          label={t('customRequestsUi.options')}
          extra={t('customRequestsUi.optionsTip')}
          rules={[{ required: true, message: t('customRequests.noOptions') }]}
        >
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} />
        </Form.Item>
      ) : null}
      <div className="venus-requests__item-grid">
        {type !== FormItemType.TITLE ? (
          <Form.Item name={[field, 'placeholder']} label={t('customRequestsUi.placeholder')}>
            <Input maxLength={200} />
          </Form.Item>
        ) : null}
        <Form.Item name={[field, 'tips']} label={t('customRequestsUi.tips')}>
          <Input maxLength={500} />
        </Form.Item>
      </div>
      {text ? (
        <div className="venus-requests__item-grid venus-requests__item-grid--pattern">
          <Form.Item name={[field, 'pattern']} label={t('customRequestsUi.pattern')}>
            <Input maxLength={500} placeholder="^\d+(\.\d{1,2})?$" />
          </Form.Item>
          <Form.Item name={[field, 'patternMessage']} label={t('customRequestsUi.patternMessage')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={[field, 'textarea']} valuePropName="checked" label=" ">
            <Checkbox>{t('customRequestsUi.textarea')}</Checkbox>
          </Form.Item>
        </div>
      ) : null}
    </Card>
  );
}
