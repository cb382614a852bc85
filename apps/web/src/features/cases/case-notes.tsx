import { EditOutlined } from '@ant-design/icons';
import type { CaseDetail } from '@venus/shared';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseFormDialog } from './case-dialog-parts.tsx';
import { type CaseNoteField, useCaseTeamMutations } from './case-team-api.ts';

/** The schemas' lengths (caseRemarkSchema, billRemindSchema). */
const MAX_LENGTH: Record<CaseNoteField, number> = { remark: 2000, billRemind: 500 };

/**
 * The remark or the bill reminder on the overview, with an edit button for the case's partner,
 * lead lawyer or an administrator (`can.editNotes`); the server checks again.
 */
export function CaseNote({ detail, field }: { detail: CaseDetail; field: CaseNoteField }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ value: string }>();
  const { editNote } = useCaseTeamMutations();
  const label = t(`casesUi.field.${field}`);
  const text = detail[field];
  return (
    <>
      <Typography.Text className="venus-cases__note">{text || '—'}</Typography.Text>
      {detail.can.editNotes ? (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('casesUi.sub.editNote', { field: label })}
          onClick={() => setOpen(true)}
        />
      ) : null}
      <CaseFormDialog
        form={form}
        open={open}
        title={t('casesUi.sub.editNote', { field: label })}
        onClose={() => setOpen(false)}
        onSubmit={({ value }) =>
          editNote.mutateAsync({ projectId: detail.projectId, field, value: value ?? '' })
        }
        pending={editNote.isPending}
        initialValues={{ value: text }}
      >
        <Form.Item name="value" label={label}>
          <Input.TextArea rows={4} maxLength={MAX_LENGTH[field]} showCount />
        </Form.Item>
      </CaseFormDialog>
    </>
  );
}
