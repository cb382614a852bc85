import { PlusOutlined } from '@ant-design/icons';
import { CHOICE_TYPES, type DynamicFormItem, itemKey } from '@venus/shared';
import { App, Button, Card, Empty, Form, Input, Result, Space, Spin, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DynamicForm } from '../../components/dynamic-form/dynamic-form.tsx';
import { useDynamicForm } from '../../components/dynamic-form/use-dynamic-form.ts';
import { REQUEST_FORMS_PATH, testFormPath } from './custom-request-paths.ts';
import { type RequestForm, useCustomRequestMutations, useRequestForms } from './custom-requests-api.ts';
import { FormItemCard } from './form-item-card.tsx';
import {
  draftOf,
  emptyDraft,
  type ItemDraft,
  itemOf,
  type OptionDraft,
  optionsNamed,
} from './form-item-draft.ts';
import './custom-requests.css';

type ItemFields = Omit<ItemDraft, 'options'> & { optionNames?: string[] };

interface EditorValues {
  formKey: string;
  name: string;
  nameEn: string;
  description: string;
  enabled: boolean;
  items: ItemFields[];
}

function fieldsOf(item: DynamicFormItem): ItemFields {
  const { options, ...rest } = draftOf(item);
  return { ...rest, optionNames: options.map((option) => option.name) };
}

/** Every id a form uses, options and follow-ups included, so new option ids stay unique. */
function idsOf(items: readonly DynamicFormItem[], ids = new Set<string>()): Set<string> {
  for (const item of items) {
    ids.add(itemKey(item));
    idsOf(item.children ?? [], ids);
  }
  return ids;
}

/** The items the editor's fields describe; an option renamed becomes a new option. */
function itemsOf(
  rows: readonly ItemFields[] | undefined,
  before: readonly DynamicFormItem[],
): DynamicFormItem[] {
  const previous = new Map<string, OptionDraft[]>(
    before.map((item) => [itemKey(item), draftOf(item).options]),
  );
  const taken = idsOf(before);
  for (const row of rows ?? []) taken.add(String(row?.id ?? ''));
  return (rows ?? []).filter(Boolean).map(({ optionNames, ...row }) => {
    const draft: ItemDraft = { ...emptyDraft(0), ...row, options: [] };
    if (CHOICE_TYPES.includes(draft.type))
      draft.options = optionsNamed(draft.id, optionNames ?? [], previous.get(draft.id) ?? [], taken);
    return itemOf(draft);
  });
}

/** Spec /dataForm add and edit: an administrator builds a request form from dynamic form items. */
export function RequestFormEditorPage() {
  const { t } = useTranslation();
  const formId = Number(useSearchParams()[0].get('id') ?? 0);
  const forms = useRequestForms();
  if (formId > 0 && forms.isLoading) return <Spin />;
  const editing = formId > 0 ? forms.data?.find((form) => form.formId === formId) : undefined;
  if (formId > 0 && !editing) return <Result status="404" title={t('customRequests.formNotFound')} />;
  return <RequestFormEditor key={formId} editing={editing} />;
}

function RequestFormEditor({ editing }: { editing: RequestForm | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditorValues>();
  const { createForm, updateForm } = useCustomRequestMutations();
  const before = editing?.items ?? [];

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue({ ...editing, items: editing.items.map(fieldsOf) });
  }, [editing, form]);

  const rows = Form.useWatch('items', form) as ItemFields[] | undefined;
  const preview = useMemo(() => itemsOf(rows, before), [rows, before]);

  const save = async () => {
    const values = await form.validateFields();
    const input = {
      name: values.name,
      nameEn: values.nameEn ?? '',
      description: values.description ?? '',
      enabled: values.enabled,
      items: itemsOf(values.items, before),
    };
    const saved = editing
      ? await updateForm.mutateAsync({ formId: editing.formId, input })
      : await createForm.mutateAsync({ ...input, formKey: values.formKey });
    void message.success(t('customRequestsUi.formSaved'));
    void navigate(editing ? REQUEST_FORMS_PATH : testFormPath(saved.formId));
  };

  return (
    <div className="venus-requests venus-requests--designer">
      <Card
        variant="borderless"
        title={t(editing ? 'customRequestsUi.editForm' : 'customRequestsUi.addForm')}
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(REQUEST_FORMS_PATH)}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={createForm.isPending || updateForm.isPending}
              onClick={() => void save().catch(() => {})}
            >
              {t('customRequestsUi.saveForm')}
            </Button>
          </Space>
        }
      >
        <Form<EditorValues>
          form={form}
          layout="vertical"
          initialValues={{ enabled: true, items: [fieldsOf({ id: 'reason', name: '', type: 0 })] }}
        >
          <div className="venus-requests__item-grid">
            <Form.Item
              name="name"
              label={t('customRequestsUi.formName')}
              rules={[{ required: true, whitespace: true, message: t('customRequestsUi.formNameRequired') }]}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('customRequestsUi.formNameEn')}>
              <Input maxLength={80} />
            </Form.Item>
            <Form.Item
              name="formKey"
              label={t('customRequestsUi.formKey')}
              tooltip={t('customRequestsUi.formKeyTip')}
              rules={[
                {
                  required: true,
                  pattern: /^[a-z0-9][a-z0-9-]{0,39}$/,
                  message: t('customRequestsUi.formKeyInvalid'),
                },
              ]}
            >
              <Input maxLength={40} disabled={Boolean(editing)} />
            </Form.Item>
            <Form.Item name="enabled" label={t('customRequestsUi.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
          <Form.Item name="description" label={t('customRequestsUi.description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.List name="items">
            {(fields, { add, remove, move }) => (
              <div className="venus-requests__items">
                {fields.map((field, index) => (
                  <FormItemCard
                    key={field.key}
                    field={field.name}
                    index={index}
                    count={fields.length}
                    onMove={move}
                    onRemove={() => remove(field.name)}
                  />
                ))}
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add(fieldsOf({ ...emptyDraftItem(fields.length + 1) }))}
                >
                  {t('customRequestsUi.addItem')}
                </Button>
              </div>
            )}
          </Form.List>
        </Form>
      </Card>
      <Card variant="borderless" title={t('customRequestsUi.preview')} className="venus-requests__preview">
        {preview.length > 0 ? (
          <FormPreview key={JSON.stringify(preview)} items={preview} />
        ) : (
          <Empty description={t('customRequestsUi.noItems')} />
        )}
      </Card>
    </div>
  );
}

function emptyDraftItem(n: number): DynamicFormItem {
  return itemOf(emptyDraft(n));
}

/** The form as staff will see it; what is typed here is thrown away. */
function FormPreview({ items }: { items: DynamicFormItem[] }) {
  const preview = useDynamicForm(items);
  return <DynamicForm items={preview.items} issues={preview.issues} onChange={preview.setValue} />;
}
