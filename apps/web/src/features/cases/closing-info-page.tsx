import type { ClosingInfoInput, ClosingInfoKind } from '@venus/shared';
import {
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Select,
  Spin,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../app/api/api-error.ts';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import { MoneyInput } from '../../components/money/money-input.tsx';
import { useCaseDetail } from './cases-api.ts';
import { useClosingInfo, useSaveClosingInfo } from './closing-info-api.ts';
import { CLOSING_FIELDS, type ClosingField } from './closing-info-fields.ts';
import './cases.css';

type Values = Record<string, unknown>;

function inputOf(field: ClosingField, t: (key: string) => string) {
  switch (field.kind) {
    case 'choice':
      return (
        <Select
          options={field.options.map((value) => ({
            value,
            label: t(`closingInfoUi.${field.name}.${value}`),
          }))}
        />
      );
    case 'names':
      return <Select mode="tags" open={false} tokenSeparators={[',', '，', ';', '；']} />;
    case 'money':
      return <MoneyInput allowEmpty />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} />;
    case 'switch':
      return <Switch />;
    case 'count':
      return <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />;
    case 'currency':
      return <DictSelect dictType="hk_currency" />;
    default:
      return <Input maxLength={200} />;
  }
}

/** Form values to the shared schema's shape: dates as text, empty optional money as null. */
function infoOf(kind: ClosingInfoKind, values: Values): Record<string, unknown> {
  const info: Record<string, unknown> = {};
  for (const field of CLOSING_FIELDS[kind]) {
    const value = values[field.name];
    if (field.kind === 'date') info[field.name] = value ? (value as Dayjs).format('YYYY-MM-DD') : '';
    else if (field.kind === 'switch') info[field.name] = Boolean(value);
    else if (field.kind === 'names') info[field.name] = (value as string[] | undefined) ?? [];
    // An empty text stays text; an empty amount or count is no value.
    else if (value === undefined || value === '')
      info[field.name] = field.required || field.kind === 'text' ? '' : null;
    else info[field.name] = value;
  }
  return info;
}

function valuesOf(kind: ClosingInfoKind, info: Record<string, unknown>): Values {
  const values: Values = { ...info };
  for (const field of CLOSING_FIELDS[kind])
    if (field.kind === 'date')
      values[field.name] = info[field.name] ? dayjs(String(info[field.name])) : undefined;
  return values;
}

/**
 * Spec closingMergerAdd / closingMergeOverride, closingVcpeAdd / Override, closingFundAdd /
 * Override: the deal facts of a closing transactional case (decision 0025); and the outcome of a
 * lawsuit, an arbitration or a piece of advice (issue 27 item 8). The add page files them once;
 * the override page corrects them. The server checks who may, when, and which kinds the case's
 * type files.
 */
export function ClosingInfoPage({ kind, override }: { kind: ClosingInfoKind; override: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const projectId = Number(params.get('projectId') ?? 0);
  const detail = useCaseDetail(projectId);
  const filed = useClosingInfo(projectId);
  const save = useSaveClosingInfo(override);
  const [form] = Form.useForm<Values>();
  // Kept-alive tabs (the add and the override page) must not share input ids.
  const formName = `closing-info-${useId()}`;

  useEffect(() => {
    if (filed.data && filed.data.kind === kind) form.setFieldsValue(valuesOf(kind, filed.data.info));
    else form.setFieldsValue({ currency: 'CNY' });
  }, [filed.data, kind, form]);

  if (detail.isPending || filed.isPending) return <Spin className="venus-cases__loading" />;
  if (detail.isError) return <Result status="404" title={t('casesUi.notFound')} />;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ kind, projectId, info: infoOf(kind, values) } as ClosingInfoInput);
      message.success(t('closingInfoUi.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        form.setFields(
          error.errors.map((item) => ({
            name: item.field.replace(/^info\./, '').split('.'),
            errors: [item.message],
          })),
        );
    }
  };

  const project = detail.data;
  return (
    <div className="venus-cases">
      <Card
        variant="borderless"
        className="venus-cases__section"
        title={`${t(`closingInfoUi.title.${kind}`)} · ${project.number ?? ''}:${project.nameCn}`}
      >
        <Form<Values> form={form} name={formName} layout="vertical" className="venus-closing-info">
          <Flex wrap gap={16}>
            {CLOSING_FIELDS[kind].map((field) => (
              <Form.Item
                key={field.name}
                name={field.name}
                label={t(`field.${field.name}`)}
                valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
                rules={field.required ? [{ required: true, message: t('closingInfoUi.required') }] : []}
                style={{ flex: '1 1 280px', minWidth: 240 }}
              >
                {inputOf(field, t)}
              </Form.Item>
            ))}
          </Flex>
          <Flex justify="end">
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => {})}>
              {t(override ? 'closingInfoUi.override' : 'closingInfoUi.file')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </div>
  );
}

export const ClosingMergerAddPage = () => <ClosingInfoPage kind="merger" override={false} />;
export const ClosingMergerOverridePage = () => <ClosingInfoPage kind="merger" override />;
export const ClosingVcpeAddPage = () => <ClosingInfoPage kind="vcpe" override={false} />;
export const ClosingVcpeOverridePage = () => <ClosingInfoPage kind="vcpe" override />;
export const ClosingFundAddPage = () => <ClosingInfoPage kind="fund" override={false} />;
export const ClosingFundOverridePage = () => <ClosingInfoPage kind="fund" override />;
export const ClosingLitigationAddPage = () => <ClosingInfoPage kind="litigation" override={false} />;
export const ClosingLitigationOverridePage = () => <ClosingInfoPage kind="litigation" override />;
export const ClosingArbitrationAddPage = () => <ClosingInfoPage kind="arbitration" override={false} />;
export const ClosingArbitrationOverridePage = () => <ClosingInfoPage kind="arbitration" override />;
export const ClosingAdvisoryAddPage = () => <ClosingInfoPage kind="advisory" override={false} />;
export const ClosingAdvisoryOverridePage = () => <ClosingInfoPage kind="advisory" override />;
