import { ACK_FILE_SOURCE, ACK_TEXT_FIELDS, type AckInput, NOTICE_LIMITS, type SentAck } from '@venus/shared';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Result, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { FilePanel } from '../files/file-panel.tsx';
import { AudienceFields } from './audience-fields.tsx';
import { ackAddPath, ackDetailPath, idOf } from './notice-paths.ts';
import { useAck, useNoticeMutations } from './notices-queries.ts';
import './notices.css';

type AckForm = Omit<AckInput, 'dueOn'> & { dueOn?: Dayjs | null };
const INPUTS: ReadonlySet<string> = new Set(['title', 'content', 'audience', 'deptIds', 'userIds', 'dueOn']);

/**
 * Spec /ack/add/:title[?id=]: writes an acknowledgement as a draft, attaches its files, then sends
 * it; from then on it is fixed (decision 0058).
 */
export function AckEditPage() {
  const { t } = useTranslation();
  const id = idOf(useSearchParams()[0]);
  const existing = useAck(id);
  if (id !== undefined && existing.isLoading) return <Spin />;
  const sent = existing.data?.sent;
  if (id !== undefined && sent?.status !== 'draft')
    return <Result status="404" title={t('noticeUi.notFound')} />;
  return <AckDraft draft={sent ?? undefined} key={id ?? 'new'} />;
}

function AckDraft({ draft }: { draft: SentAck | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<AckForm>();
  const [problem, setProblem] = useState<string | null>(null);
  const { saveAck, sendAck } = useNoticeMutations();
  useFormOnOpen(form, true, {
    title: draft?.title ?? '',
    content: draft?.content ?? '',
    audience: draft?.audience ?? 'users',
    deptIds: draft?.depts.map((d) => d.deptId) ?? [],
    userIds: draft?.users.map((u) => u.userId) ?? [],
    dueOn: draft?.dueOn ? dayjs(draft.dueOn) : null,
  });
  const owner = useMemo(
    () => (draft ? { source: ACK_FILE_SOURCE, onlyId: String(draft.ackId), type: '' } : null),
    [draft],
  );
  const filePermission = useMemo(() => ({ add: true, edit: true, remove: true, download: true }), []);

  const save = async (): Promise<number | null> => {
    setProblem(null);
    const values = await form.validateFields();
    const input: AckInput = { ...values, dueOn: values.dueOn ? values.dueOn.format('YYYY-MM-DD') : null };
    try {
      const saved = await saveAck.mutateAsync(draft ? { ...input, ackId: draft.ackId } : input);
      return saved.ackId;
    } catch (error) {
      const shown = refusalOnForm(form, error, { inputs: INPUTS });
      if (shown) setProblem(shown);
      return null;
    }
  };
  const saveDraft = async () => {
    const ackId = await save();
    // A new draft opens as itself, so its files can be attached.
    if (ackId !== null && !draft)
      void navigate(ackAddPath(form.getFieldValue('title'), ackId), { replace: true });
  };
  const send = async () => {
    const ackId = await save();
    if (ackId === null) return;
    modal.confirm({
      title: t('noticeUi.confirm_send', { title: form.getFieldValue('title') }),
      okText: t('noticeUi.ok'),
      cancelText: t('noticeUi.cancel'),
      onOk: async () => {
        await sendAck.mutateAsync(ackId);
        void navigate(ackDetailPath(form.getFieldValue('title'), ackId), { replace: true });
      },
    });
  };

  const busy = saveAck.isPending || sendAck.isPending;
  return (
    <Flex vertical gap={16}>
      <Card
        variant="borderless"
        title={draft ? t('noticeUi.editAck') : t('noticeUi.newAck')}
        className="venus-notice-card"
      >
        {problem ? (
          <Alert type="error" showIcon title={problem} className="venus-notice-form__problem" />
        ) : null}
        <Form<AckForm> form={form} name="ack" layout="vertical" data-testid="ack-form">
          <Form.Item
            name="title"
            label={t('noticeUi.title')}
            required
            rules={[schemaRule(ACK_TEXT_FIELDS.title, 'title', t)]}
          >
            <Input maxLength={NOTICE_LIMITS.title} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('noticeUi.ackContent')}
            rules={[schemaRule(ACK_TEXT_FIELDS.content, 'content', t)]}
          >
            <Input.TextArea rows={6} maxLength={NOTICE_LIMITS.content} showCount />
          </Form.Item>
          <AudienceFields form={form} known={draft?.users ?? []} />
          <Form.Item name="dueOn" label={t('noticeUi.dueOn')} extra={t('noticeUi.dueOnHint')}>
            <DatePicker
              allowClear
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              aria-label={t('noticeUi.dueOn')}
            />
          </Form.Item>
          <Space wrap>
            <Button loading={busy} onClick={() => void saveDraft().catch(() => {})}>
              {t('noticeUi.saveDraft')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => void send().catch(() => {})}>
              {t('noticeUi.sendAck')}
            </Button>
          </Space>
        </Form>
      </Card>
      {owner ? (
        <FilePanel owner={owner} title={t('noticeUi.ackFiles')} permission={filePermission} />
      ) : (
        <Alert type="info" showIcon title={t('noticeUi.filesAfterDraft')} />
      )}
    </Flex>
  );
}
