import { NOTICE_LIMITS, NOTICE_TEXT_FIELDS, type NoticeInput, type SentNotice } from '@venus/shared';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { AudienceFields } from './audience-fields.tsx';
import { useNoticeMutations } from './notices-queries.ts';

const INPUTS: ReadonlySet<string> = new Set(['title', 'content', 'audience', 'deptIds', 'userIds']);
const fields = NOTICE_TEXT_FIELDS;

/**
 * Writes a notice (decision 0058): saved as a draft, or saved and published at once. Published,
 * it goes to the people its audience names at that moment and cannot be changed any more.
 */
export function NoticeEditDialog({ editing, onClose }: { editing: SentNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeInput>();
  const [problem, setProblem] = useState<string | null>(null);
  const { saveNotice, publishNotice } = useNoticeMutations();
  useFormOnOpen(
    form,
    true,
    editing
      ? {
          title: editing.title,
          content: editing.content,
          audience: editing.audience,
          deptIds: editing.depts.map((d) => d.deptId),
          userIds: editing.users.map((u) => u.userId),
        }
      : { title: '', content: '', audience: 'all', deptIds: [], userIds: [] },
  );

  const submit = async (publish: boolean) => {
    setProblem(null);
    const values = await form.validateFields();
    try {
      const { noticeId } = await saveNotice.mutateAsync(
        editing ? { ...values, noticeId: editing.noticeId } : values,
      );
      if (publish) await publishNotice.mutateAsync(noticeId);
      onClose();
    } catch (error) {
      const shown = refusalOnForm(form, error, { inputs: INPUTS });
      if (shown) setProblem(shown);
    }
  };

  const busy = saveNotice.isPending || publishNotice.isPending;
  return (
    <VenusDialog
      open
      width={720}
      title={editing ? t('noticeUi.editNotice') : t('noticeUi.newNotice')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>{t('noticeUi.cancel')}</Button>
          <Button loading={busy} onClick={() => void submit(false).catch(() => {})}>
            {t('noticeUi.saveDraft')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void submit(true).catch(() => {})}>
            {t('noticeUi.publish')}
          </Button>
        </Space>
      }
    >
      {problem ? (
        <Alert type="error" showIcon title={problem} className="venus-notice-form__problem" />
      ) : null}
      <Form<NoticeInput> form={form} name="notice" layout="vertical" data-testid="notice-form">
        <Form.Item
          name="title"
          label={t('noticeUi.title')}
          required
          rules={[schemaRule(fields.title, 'title', t)]}
        >
          <Input maxLength={NOTICE_LIMITS.title} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('noticeUi.content')}
          required
          rules={[schemaRule(fields.content, 'content', t)]}
        >
          <Input.TextArea rows={8} maxLength={NOTICE_LIMITS.content} showCount />
        </Form.Item>
        <AudienceFields form={form} known={editing?.users ?? []} />
      </Form>
    </VenusDialog>
  );
}
