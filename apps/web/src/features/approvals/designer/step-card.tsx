import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { APPROVAL_MODES } from '@venus/shared';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApproverFields } from './approver-fields.tsx';
import { ConditionFields } from './condition-fields.tsx';

interface StepCardProps {
  field: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** A saved version on show: no moving or removing. */
  readOnly?: boolean;
}

/** One step of a workflow: its names, task code, approvers, all-or-any, and when it runs. */
export function StepCard({ field, index, count, onMove, onRemove, readOnly = false }: StepCardProps) {
  const { t } = useTranslation();
  const conditional = Form.useWatch(['steps', field, 'conditional'], Form.useFormInstance()) as
    | boolean
    | undefined;
  return (
    <Card
      size="small"
      className="venus-step-card"
      data-step={index}
      title={t('workflowDesigner.stepNumber', { number: index + 1 })}
      extra={
        readOnly ? null : (
          <>
            <Tooltip title={t('workflowDesigner.moveUp')}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={t('workflowDesigner.moveUp')}
              />
            </Tooltip>
            <Tooltip title={t('workflowDesigner.moveDown')}>
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={t('workflowDesigner.moveDown')}
              />
            </Tooltip>
            <Tooltip title={t('workflowDesigner.removeStep')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={count === 1}
                onClick={onRemove}
                aria-label={t('workflowDesigner.removeStep')}
              />
            </Tooltip>
          </>
        )
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[field, 'name']}
            label={t('workflowDesigner.stepName')}
            rules={[
              { required: true, whitespace: true, max: 50, message: t('workflowDesigner.stepNameRequired') },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[field, 'nameEn']} label={t('workflowDesigner.stepNameEn')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={[field, 'key']}
            label={t('workflowDesigner.stepKey')}
            rules={[
              {
                required: true,
                pattern: /^[a-z][a-zA-Z0-9-]{0,31}$/,
                message: t('workflowDesigner.stepKeyInvalid'),
              },
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={[field, 'taskCode']}
            label={t('workflowDesigner.taskCode')}
            rules={[{ required: true, message: t('workflowDesigner.taskCodeRequired') }]}
          >
            <InputNumber min={1} max={9_999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <ApproverFields path={[field, 'approvers']} watch={['steps', field, 'approvers']} />
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name={[field, 'mode']} label={t('workflowDesigner.mode')} initialValue="any">
            <Radio.Group
              options={APPROVAL_MODES.map((mode) => ({
                value: mode,
                label: t(`workflowDesigner.modes.${mode}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[field, 'conditional']}
            label={t('workflowDesigner.conditional')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {conditional ? (
        <Form.Item label={t('workflowDesigner.runsWhen')} required>
          <ConditionFields name={[field, 'when']} />
        </Form.Item>
      ) : null}
    </Card>
  );
}
