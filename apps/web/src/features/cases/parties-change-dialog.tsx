import type { CaseDetail, CasePartyInput } from '@venus/shared';
import { Alert, App, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { applyServerErrors } from '../../components/form/server-field-errors.ts';
import { useChangeParties } from './case-parties-api.ts';
import { PartiesEditor } from './parties-editor.tsx';

interface Values {
  parties: CasePartyInput[];
  reason: string;
}

const PARTY_INPUTS = new Set([
  'parties',
  'role',
  'name',
  'formerNames',
  'aliases',
  'registrationNumber',
  'reason',
]);

/**
 * The team corrects or adds to an open case's parties (issue 27 item 9). New names are checked
 * for conflicts on the server: without hits the parties change at once, with hits the change
 * waits for the responsible partner, and the dialog says which.
 */
export function PartiesChangeDialog({
  detail,
  open,
  onClose,
}: {
  detail: CaseDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const formName = `case-parties-${useId()}`;
  const change = useChangeParties();
  const [problem, setProblem] = useState('');

  const save = async () => {
    const values = await form.validateFields();
    setProblem('');
    try {
      const result = await change.mutateAsync({
        projectId: detail.projectId,
        parties: values.parties ?? [],
        reason: values.reason,
      });
      if (result.applied) void message.success(t('casesUi.partyChange.applied'));
      else void message.warning(t('casesUi.partyChange.sentToPartner', { count: result.hits }), 6);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = applyServerErrors(form, error.errors, { inputs: PARTY_INPUTS });
      if (placed.fields.length === 0) setProblem(error.msg);
    }
  };

  return (
    <VenusDialog
      open={open}
      title={t('casesUi.partyChange.title')}
      onConfirm={() => void save().catch(() => {})}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setProblem('');
      }}
      confirmText={t('casesUi.partyChange.save')}
      confirmLoading={change.isPending}
      maskClosable={false}
      width="min(1080px, 96vw)"
    >
      <Form<Values>
        form={form}
        name={formName}
        layout="vertical"
        preserve={false}
        initialValues={{
          parties: detail.parties.map(({ role, name, formerNames, aliases, registrationNumber }) => ({
            role,
            name,
            formerNames,
            aliases,
            registrationNumber,
          })),
          reason: '',
        }}
      >
        <Alert
          type="info"
          showIcon
          title={t('casesUi.partyChange.intro')}
          className="venus-cases__party-intro"
        />
        {problem ? <Alert type="error" showIcon title={problem} className="venus-cases__problems" /> : null}
        <PartiesEditor />
        <Form.Item
          name="reason"
          label={t('casesUi.partyChange.reason')}
          rules={[{ required: true, whitespace: true, message: t('casesUi.partyChange.reasonRequired') }]}
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </VenusDialog>
  );
}
