import { type BulletinInput, bulletinInputSchema, NOTICE_LIMITS } from '@venus/shared';
import { Alert, Button, Card, DatePicker, Form, Input, Result, Space, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { bulletinDetailPath, idOf } from './notice-paths.ts';
import { useBulletin, useNoticeMutations } from './notices-queries.ts';
import './notices.css';

type BulletinForm = Omit<BulletinInput, 'expiresOn'> & { expiresOn?: Dayjs | null };
const fields = bulletinInputSchema.shape;

/** Spec /bulletin/edit/:title[?id=]: posts a new item on the board or changes one (administration). */
export function BulletinEditPage() {
  const { t } = useTranslation();
  const id = idOf(useSearchParams()[0]);
  const existing = useBulletin(id);
  if (id !== undefined && existing.isLoading) return <Spin />;
  if (id !== undefined && !existing.data) return <Result status="404" title={t('noticeUi.notFound')} />;
  return <BulletinForm bulletinId={id} initial={existing.data} key={id ?? 'new'} />;
}

function BulletinForm({
  bulletinId,
  initial,
}: {
  bulletinId: number | undefined;
  initial: { title: string; content: string; isPinned: boolean; expiresOn: string | null } | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<BulletinForm>();
  const [problem, setProblem] = useState<string | null>(null);
  const { saveBulletin } = useNoticeMutations();
  useFormOnOpen(form, true, {
    title: initial?.title ?? '',
    content: initial?.content ?? '',
    isPinned: initial?.isPinned ?? false,
    expiresOn: initial?.expiresOn ? dayjs(initial.expiresOn) : null,
  });

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields();
    const input: BulletinInput = {
      title: values.title,
      content: values.content,
      isPinned: values.isPinned ?? false,
      expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : null,
    };
    try {
      const saved = await saveBulletin.mutateAsync(
        bulletinId === undefined ? input : { ...input, bulletinId },
      );
      void navigate(bulletinDetailPath(input.title, saved.bulletinId));
    } catch (error) {
      const shown = refusalOnForm(form, error, { inputs: new Set(['title', 'content', 'expiresOn']) });
      if (shown) setProblem(shown);
    }
  };

  return (
    <Card
      variant="borderless"
      title={bulletinId === undefined ? t('noticeUi.newBulletin') : t('noticeUi.editBulletin')}
      className="venus-notice-card"
    >
      {problem ? (
        <Alert type="error" showIcon title={problem} className="venus-notice-form__problem" />
      ) : null}
      <Form<BulletinForm> form={form} name="bulletin" layout="vertical" data-testid="bulletin-form">
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
          <Input.TextArea rows={6} maxLength={NOTICE_LIMITS.bulletinContent} showCount />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="isPinned" label={t('noticeUi.pinned')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="expiresOn" label={t('noticeUi.expiresOn')} extra={t('noticeUi.expiresOnHint')}>
            <DatePicker
              allowClear
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              aria-label={t('noticeUi.expiresOn')}
            />
          </Form.Item>
        </Space>
        <Space>
          <Button
            type="primary"
            loading={saveBulletin.isPending}
            onClick={() => void submit().catch(() => {})}
          >
            {t('noticeUi.save')}
          </Button>
          <Button onClick={() => void navigate('/notice/bulletin')}>{t('noticeUi.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
