import { PlusOutlined } from '@ant-design/icons';
import { BUSINESS_TYPE_PATTERN } from '@venus/shared';
import { Button, Col, Divider, Form, type FormInstance, Input, Row, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDrawer } from '../../../components/drawer/venus-drawer.tsx';
import { StepCard } from './step-card.tsx';
import { TestRunPanel } from './test-run-panel.tsx';
import { useSaveWorkflow, type WorkflowDefinition } from './workflow-definitions-api.ts';
import { definitionOf, stepOf, type WorkflowForm, workflowForm } from './workflow-form.ts';

interface WorkflowEditorProps {
  /** undefined: closed; null: a new workflow. */
  editing: WorkflowDefinition | null | undefined;
  onClose: () => void;
}

/** The designer's drawer (spec `/workflow/...`): a workflow's steps, saved as its next version. */
export function WorkflowEditor({ editing, onClose }: WorkflowEditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WorkflowForm>();
  const save = useSaveWorkflow();

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(definitionOf(values), { onSuccess: onClose });
  };

  const title = editing
    ? t('workflowDesigner.editTitle', { name: editing.name, version: editing.version })
    : t('workflowDesigner.newTitle');

  return (
    <VenusDrawer
      open={editing !== undefined}
      onClose={onClose}
      title={title}
      width={80}
      maskClosable={false}
      footer={
        <div className="venus-workflow-editor__footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('workflowDesigner.saveVersion')}
          </Button>
        </div>
      }
    >
      {editing === undefined ? null : <WorkflowEditorForm form={form} editing={editing} />}
    </VenusDrawer>
  );
}

interface WorkflowEditorFormProps {
  form: FormInstance<WorkflowForm>;
  /** null: a new workflow, whose business type is still open. */
  editing: WorkflowDefinition | null;
  /** A saved version as requests under it run (decision 0015): nothing to change or try. */
  readOnly?: boolean;
}

/**
 * A workflow's steps and its test run, in the designer's drawer and on the workflow's own pages
 * (spec `/workflow/:title`, `:title/v2`); the caller owns the form and the saving.
 */
export function WorkflowEditorForm({ form, editing, readOnly = false }: WorkflowEditorFormProps) {
  const { t } = useTranslation();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(workflowForm(editing));
  }, [editing, form]);

  const steps = (
    <Form
      form={form}
      layout="vertical"
      // Kept-alive tabs may hold the editable and a read-only copy at once: their ids must differ.
      name={readOnly ? 'workflowVersion' : 'workflow'}
      className="venus-workflow-editor"
      disabled={readOnly}
    >
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name="businessType"
            label={t('workflowDesigner.businessType')}
            rules={[
              {
                required: true,
                pattern: BUSINESS_TYPE_PATTERN,
                message: t('workflowDesigner.businessTypeInvalid'),
              },
            ]}
            extra={editing ? undefined : t('workflowDesigner.businessTypeHelp')}
          >
            <Input disabled={Boolean(editing)} maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="name"
            label={t('workflowDesigner.name')}
            rules={[{ required: true, whitespace: true, message: t('workflowDesigner.nameRequired') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="nameEn" label={t('workflowDesigner.nameEn')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('workflowDesigner.steps')}</Divider>
      <Form.List name="steps">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <StepCard
                key={field.key}
                field={field.name}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(field.name)}
                readOnly={readOnly}
              />
            ))}
            {readOnly ? null : (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= 20}
                onClick={() =>
                  add({ key: `step${fields.length + 1}`, mode: 'any', approvers: { type: 'departmentHead' } })
                }
              >
                {t('workflowDesigner.addStep')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form>
  );
  if (readOnly) return steps;

  return (
    <Tabs
      items={[
        { key: 'steps', label: t('workflowDesigner.tabSteps'), forceRender: true, children: steps },
        {
          key: 'test',
          label: t('workflowDesigner.tabTest'),
          children: <TestRunPanel steps={() => (form.getFieldValue('steps') ?? []).map(stepOf)} />,
        },
      ]}
    />
  );
}
