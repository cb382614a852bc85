import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FEE_TYPE, FEE_TYPES_WITH_AMOUNT, type FeeArrangementView } from '@venus/shared';
import { Button, DatePicker, Flex, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../../components/dialog/venus-dialog.tsx';
import { DictSelect } from '../../../components/dict/dict-select.tsx';
import { isoDateField } from '../../../components/form/iso-date-field.ts';
import { useFormOnOpen } from '../../../components/form/use-form-on-open.ts';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { MoneyInput } from '../../../components/money/money-input.tsx';
import { useFeeArrangementMutations } from './fee-arrangements-api.ts';

interface ChangeValues {
  feeType: string;
  effectiveFrom: string;
  amount: string | null;
  contingencyRate: string | null;
  contingencyBasis: string;
  discountPercent: string | null;
  reason: string;
  rates: { level: string; rate: string }[];
  milestones: { milestoneId?: number; name: string; amount: string; dueDate: string | null }[];
}

const PERCENT = /^\d{1,2}(\.\d{1,2})?$|^100$/;

/** A new version of the case's fee arrangement: the fields of its kind only, from a date, with why. */
export function FeeArrangementDialog({
  arrangement,
  open,
  onClose,
}: {
  arrangement: FeeArrangementView;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangeValues>();
  const formName = `fee-arrangement-${useId()}`;
  const { change } = useFeeArrangementMutations();
  const feeType = Form.useWatch('feeType', form);
  const newest = arrangement.versions[0] ?? arrangement.current;
  const values = useMemo<ChangeValues>(
    () => ({
      feeType: newest.feeType,
      effectiveFrom: dayjs().format('YYYY-MM-DD'),
      amount: newest.amount,
      contingencyRate: newest.contingencyRate,
      contingencyBasis: newest.contingencyBasis,
      discountPercent: newest.discountPercent,
      reason: '',
      rates: newest.rates,
      milestones: arrangement.milestones.map(({ milestoneId, name, amount, dueDate }) => ({
        milestoneId,
        name,
        amount,
        dueDate,
      })),
    }),
    [newest, arrangement.milestones],
  );
  useFormOnOpen(form, open, values);
  const label = (key: string) => t(`feeArrangementUi.field.${key}`);
  const required = (key: string) => [
    { required: true, message: t('feeArrangementUi.required', { field: label(key) }) },
  ];
  const percentRule = { pattern: PERCENT, message: t('feeArrangementUi.percentInvalid') };
  const hourlyLike = feeType === FEE_TYPE.hourly || feeType === FEE_TYPE.capped;

  const submit = useFormSubmit(form);
  const save = () =>
    submit(
      (typed) =>
        change.mutateAsync({
          projectId: arrangement.projectId,
          effectiveFrom: typed.effectiveFrom,
          feeType: typed.feeType,
          amount: FEE_TYPES_WITH_AMOUNT.includes(typed.feeType) ? typed.amount : null,
          contingencyRate: typed.feeType === FEE_TYPE.contingency ? typed.contingencyRate : null,
          contingencyBasis: typed.feeType === FEE_TYPE.contingency ? (typed.contingencyBasis ?? '') : '',
          discountPercent: hourlyLike && typed.discountPercent ? typed.discountPercent : null,
          reason: typed.reason.trim(),
          rates: hourlyLike ? (typed.rates ?? []) : [],
          milestones: typed.feeType === FEE_TYPE.fixed ? (typed.milestones ?? []) : [],
        }),
      t('feeArrangementUi.changed'),
      onClose,
    );

  return (
    <VenusDialog
      open={open}
      title={t('feeArrangementUi.changeTitle')}
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={change.isPending}
      maskClosable={false}
      width={720}
    >
      <Form<ChangeValues> form={form} name={formName} layout="vertical">
        <Flex gap={12} wrap>
          <Form.Item
            name="feeType"
            label={label('feeType')}
            rules={required('feeType')}
            style={{ minWidth: 200 }}
          >
            <DictSelect dictType="hk_fee_type" />
          </Form.Item>
          <Form.Item
            name="effectiveFrom"
            label={label('effectiveFrom')}
            rules={required('effectiveFrom')}
            {...isoDateField}
          >
            <DatePicker />
          </Form.Item>
          {FEE_TYPES_WITH_AMOUNT.includes(feeType) ? (
            <Form.Item name="amount" label={label(`amount${feeType}`)} rules={required(`amount${feeType}`)}>
              <MoneyInput />
            </Form.Item>
          ) : null}
          {feeType === FEE_TYPE.contingency ? (
            <>
              <Form.Item
                name="contingencyRate"
                label={label('contingencyRate')}
                rules={[...required('contingencyRate'), percentRule]}
              >
                <Input suffix="%" inputMode="decimal" maxLength={6} />
              </Form.Item>
              <Form.Item name="contingencyBasis" label={label('contingencyBasis')}>
                <Input maxLength={200} />
              </Form.Item>
            </>
          ) : null}
          {hourlyLike ? (
            <Form.Item name="discountPercent" label={label('discountPercent')} rules={[percentRule]}>
              <Input suffix="%" inputMode="decimal" maxLength={6} />
            </Form.Item>
          ) : null}
        </Flex>
        {hourlyLike ? <RatesEditor /> : null}
        {feeType === FEE_TYPE.fixed ? <MilestonesEditor /> : null}
        <Form.Item name="reason" label={label('reason')} rules={required('reason')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}

/** The case's agreed hourly rate per timekeeper level. */
function RatesEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="rates">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} data-testid="fee-rates">
          <span>{t('feeArrangementUi.field.rates')}</span>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="baseline">
              <Form.Item
                name={[field.name, 'level']}
                rules={[{ required: true, message: t('feeArrangementUi.levelRequired') }]}
                style={{ minWidth: 200 }}
              >
                <DictSelect dictType="hk_timekeeper_level" aria-label={t('feeArrangementUi.field.level')} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'rate']}
                rules={[{ required: true, message: t('feeArrangementUi.rateRequired') }]}
              >
                <MoneyInput aria-label={t('feeArrangementUi.field.rate')} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('feeArrangementUi.remove')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ level: undefined, rate: '' })}>
            {t('feeArrangementUi.addRate')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** A fixed fee's milestones: name, amount, due date; together the agreed total. */
function MilestonesEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="milestones">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} data-testid="fee-milestones">
          <span>{t('feeArrangementUi.field.milestones')}</span>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="baseline">
              <Form.Item
                name={[field.name, 'name']}
                rules={[{ required: true, message: t('feeArrangementUi.nameRequired') }]}
              >
                <Input placeholder={t('feeArrangementUi.field.milestoneName')} maxLength={200} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'amount']}
                rules={[{ required: true, message: t('feeArrangementUi.amountRequired') }]}
              >
                <MoneyInput aria-label={t('feeArrangementUi.field.milestoneAmount')} />
              </Form.Item>
              <Form.Item name={[field.name, 'dueDate']} {...isoDateField}>
                <DatePicker placeholder={t('feeArrangementUi.field.dueDate')} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('feeArrangementUi.remove')}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ name: '', amount: '', dueDate: null })}
          >
            {t('feeArrangementUi.addMilestone')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
