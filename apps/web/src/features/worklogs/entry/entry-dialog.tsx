import type { WorklogView } from '@venus/shared';
import { App, Form } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../../components/dialog/venus-dialog.tsx';
import { useFormOnOpen } from '../../../components/form/use-form-on-open.ts';
import { useWorklogMutations } from '../worklogs-api.ts';
import { showEntryError } from './entry-errors.ts';
import { EntryFields } from './entry-fields.tsx';
import { EntryPreview } from './entry-preview.tsx';
import { type EntryValues, entryInput, entryValuesOf } from './entry-values.ts';

/** Changes one draft entry (the timekeeper's own; submitted time is the partner's to adjust). */
export function EntryDialog({ entry, onClose }: { entry: WorklogView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EntryValues>();
  const formName = `worklog-edit-${useId()}`;
  const { update } = useWorklogMutations();
  const values = useMemo(() => (entry ? entryValuesOf(entry) : undefined), [entry]);
  useFormOnOpen(form, entry !== null, values);
  const watched = Form.useWatch([], form) as Partial<EntryValues> | undefined;

  const save = async () => {
    if (!entry) return;
    const typed = await form.validateFields();
    try {
      await update.mutateAsync({ worklogId: entry.worklogId, entry: entryInput(typed) });
      void message.success(t('tip.edit.success'));
      onClose();
    } catch (error) {
      showEntryError(form, error, (text) => void message.error(text));
    }
  };

  return (
    <VenusDialog
      open={entry !== null}
      title={t('worklog.entry.editTitle')}
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={update.isPending}
      maskClosable={false}
      width={560}
    >
      <Form<EntryValues>
        form={form}
        name={formName}
        layout="vertical"
        className="venus-worklogs__dialog-form"
      >
        <EntryFields />
        <EntryPreview values={watched ?? {}} />
      </Form>
    </VenusDialog>
  );
}
