import { LIVE_MESSAGE_LIMITS, type SendNoticeInput, sendNoticeSchema } from '@venus/shared';
import { App, Button, Card, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useSendNotice } from './notices-api.ts';
import './notices.css';

const fields = sendNoticeSchema.shape;

/** Monitoring › Notices: an administrator pushes a notice to one colleague's screens or to everyone's. */
export function SendNoticePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SendNoticeInput>();
  const recipient = Form.useWatch('recipient', form);
  const send = useSendNotice();
  const maySend = useHasPermission('monitor:message:send');

  const submit = async () => {
    const values = await form.validateFields();
    await send.mutateAsync(values);
    void message.success(t('notices.sent'));
    form.resetFields(['msgTitle', 'msgContent']);
  };

  return (
    <Card variant="borderless" title={t('notices.title')} className="venus-notice-card">
      <Typography.Paragraph type="secondary">{t('notices.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ recipient: 'user' }} disabled={!maySend}>
        <Form.Item name="recipient" label={t('field.recipient')}>
          <Radio.Group
            options={[
              { value: 'user', label: t('notices.toUser') },
              { value: 'all', label: t('notices.toAll') },
            ]}
          />
        </Form.Item>
        {recipient !== 'all' && (
          <Form.Item
            name="userId"
            label={t('notices.user')}
            required
            // A cleared picker answers null; the shared schema knows only a number or nothing.
            normalize={(id: number | null) => id ?? undefined}
            rules={[{ required: true, message: t('validation.required', { field: t('notices.user') }) }]}
          >
            <UserPicker placeholder={t('notices.userPlaceholder')} />
          </Form.Item>
        )}
        <Form.Item
          name="msgTitle"
          label={t('field.msgTitle')}
          required
          rules={[schemaRule(fields.msgTitle, 'msgTitle', t)]}
        >
          <Input maxLength={LIVE_MESSAGE_LIMITS.msgTitle} placeholder={t('notices.titlePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="msgContent"
          label={t('field.msgContent')}
          required
          rules={[schemaRule(fields.msgContent, 'msgContent', t)]}
        >
          <Input.TextArea
            rows={5}
            maxLength={LIVE_MESSAGE_LIMITS.msgContent}
            showCount
            placeholder={t('notices.contentPlaceholder')}
          />
        </Form.Item>
        <Button type="primary" loading={send.isPending} onClick={() => void submit().catch(() => {})}>
          {t('notices.send')}
        </Button>
      </Form>
    </Card>
  );
}
