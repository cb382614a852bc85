import {
  FEE_AGREEMENT_FILE_SOURCE,
  type FeeAgreementView,
  feeAgreementDraftKey,
  feeAgreementEditSchema,
  feeAgreementFieldSchemas,
  feeAgreementInputSchema,
} from '@venus/shared';
import { Alert, App, DatePicker, Flex, Form, Input, Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error.ts';
import { useUserInfo } from '../../../app/session/session-queries.ts';
import { VenusDialog } from '../../../components/dialog/venus-dialog.tsx';
import { isoDateField } from '../../../components/form/iso-date-field.ts';
import { applyServerErrors } from '../../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../../components/form/use-form-on-open.ts';
import { issueText, schemaRule } from '../../../components/form/zod-rule.ts';
import { LINE_CURRENCIES } from '../../expenses/expense-form-values.ts';
import { FilePanel } from '../../files/file-panel.tsx';
import { useFiles } from '../../files/files-api.ts';
import { useFeeAgreementMutations } from './fee-arrangements-api.ts';

interface AgreementValues {
  agreementNo: string;
  title: string;
  signedOn: string;
  effectiveFrom: string;
  expiresOn: string;
  currency: string;
  amount: string;
  terms: string;
  remark: string;
}

const INPUTS = new Set(Object.keys(feeAgreementFieldSchemas));
const FILE_RIGHTS = { add: true, edit: false, download: true, remove: true };

/** A draft's token: random, so two dialogs of one person never share their uploads. */
const newToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Records a lawyer-fee agreement with its signed copy, or corrects one (decision 0046). A new
 * agreement's file is uploaded to a draft of the caller's, which the server moves to the
 * agreement on saving; the expiry of a recorded one moves only by postponement.
 */
export function FeeAgreementFormDialog({
  projectId,
  agreement,
  open,
  onClose,
  onSaved,
}: {
  projectId: number;
  agreement?: FeeAgreementView;
  open: boolean;
  onClose: () => void;
  onSaved?: (saved: FeeAgreementView) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AgreementValues>();
  const formName = `fee-agreement-${useId()}`;
  const userId = useUserInfo().data?.user.userId ?? 0;
  const { record, edit } = useFeeAgreementMutations();
  const [problem, setProblem] = useState<string | null>(null);
  // A fresh draft each time the dialog opens for a new agreement.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` renews the token on purpose.
  const draftKey = useMemo(() => feeAgreementDraftKey(userId, newToken()), [userId, open]);
  const owner = useMemo(
    () => ({ source: FEE_AGREEMENT_FILE_SOURCE, onlyId: draftKey, type: '' }),
    [draftKey],
  );
  const drafted = useFiles(owner, open && !agreement && userId > 0).data ?? [];
  const initial = useMemo<Partial<AgreementValues>>(
    () =>
      agreement
        ? { ...agreement, amount: agreement.amount ?? '' }
        : { currency: 'CNY', amount: '', terms: '', remark: '' },
    [agreement],
  );
  useFormOnOpen(form, open, initial);
  const label = (key: string) => t(`feeAgreementUi.${key}`);
  const rule = (key: keyof typeof feeAgreementFieldSchemas) => [
    schemaRule(feeAgreementFieldSchemas[key], key, t),
  ];

  const save = async () => {
    setProblem(null);
    const filled = { ...initial, ...(await form.validateFields()) } as AgreementValues;
    // Only the form's fields: the view it was filled from carries more than the schema takes.
    const typed = Object.fromEntries(
      Object.keys(feeAgreementFieldSchemas).map((key) => [key, filled[key as keyof AgreementValues] ?? '']),
    );
    const input = agreement
      ? { agreementId: agreement.agreementId, ...typed }
      : { projectId, ...typed, draftKey };
    // The rules across fields (the expiry after the start, an amount or terms), as the server has them.
    const parsed = (agreement ? feeAgreementEditSchema : feeAgreementInputSchema).safeParse(input);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0]) as keyof AgreementValues,
          errors: [issueText(issue, String(issue.path[0]), t)],
        })),
      );
      return;
    }
    if (!agreement && drafted.length === 0) return setProblem(t('feeAgreement.fileRequired'));
    try {
      const saved = agreement
        ? await edit.mutateAsync(parsed.data as Parameters<typeof edit.mutateAsync>[0])
        : await record.mutateAsync(parsed.data as Parameters<typeof record.mutateAsync>[0]);
      void message.success(t(agreement ? 'feeAgreementUi.edited' : 'feeAgreementUi.recorded'));
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = applyServerErrors(form, error.errors, { inputs: INPUTS });
      if (placed.fields.length === 0) setProblem(error.msg || placed.general.join(' '));
    }
  };

  return (
    <VenusDialog
      open={open}
      title={agreement ? t('feeAgreementUi.editTitle') : t('feeAgreementUi.recordTitle')}
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={record.isPending || edit.isPending}
      maskClosable={false}
      width={760}
    >
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <Form<AgreementValues> form={form} name={formName} layout="vertical" data-testid="fee-agreement-form">
        <Flex gap={12} wrap>
          <Form.Item name="agreementNo" label={label('agreementNo')} required rules={rule('agreementNo')}>
            <Input maxLength={40} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="title"
            label={label('agreementTitle')}
            required
            rules={rule('title')}
            style={{ flex: 1, minWidth: 260 }}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="signedOn"
            label={label('signedOn')}
            required
            rules={rule('signedOn')}
            {...isoDateField}
          >
            <DatePicker />
          </Form.Item>
          <Form.Item
            name="effectiveFrom"
            label={label('effectiveFrom')}
            required
            rules={rule('effectiveFrom')}
            {...isoDateField}
          >
            <DatePicker />
          </Form.Item>
          <Form.Item
            name="expiresOn"
            label={label('expiresOn')}
            required
            rules={rule('expiresOn')}
            extra={agreement ? label('expiryByPostpone') : undefined}
            {...isoDateField}
          >
            <DatePicker disabled={agreement !== undefined} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="currency" label={label('currency')} rules={rule('currency')}>
            <Select
              style={{ width: 110 }}
              options={LINE_CURRENCIES.map((code) => ({ value: code, label: code }))}
            />
          </Form.Item>
          <Form.Item name="amount" label={label('amount')} rules={rule('amount')} extra={label('amountHint')}>
            <Input inputMode="decimal" maxLength={16} style={{ width: 200 }} />
          </Form.Item>
        </Flex>
        <Form.Item name="terms" label={label('terms')} rules={rule('terms')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')} rules={rule('remark')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={500} />
        </Form.Item>
      </Form>
      {!agreement && open && userId > 0 ? (
        <div data-testid="fee-agreement-draft-file">
          <FilePanel owner={owner} title={label('file')} permission={FILE_RIGHTS} fileRequired />
        </div>
      ) : null}
    </VenusDialog>
  );
}
