import { CloseOutlined } from '@ant-design/icons';
import { createShareSchema, pageHref, recipientProblem, userDisplay, userMatchTexts } from '@venus/shared';
import { Alert, App, Form, Input, Modal, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { type ShareTarget, shareDialog } from './open-share-dialog.ts';
import { type Colleague, useRecipients, useSaveShare } from './shares-api.ts';
import './shares.css';
import { Select } from '../../components/select/select.tsx';

const suggestionOf = (person: Colleague) => ({
  name: person.nickName,
  nameEn: person.nameEn,
  userno: person.userno,
});

/**
 * The share dialog, mounted once in the shell. Recipients are added one at a time from everyone
 * in service; choosing yourself or someone already listed is refused at once with the spec's
 * share.add.error1 / error2, and the server applies the same rule again.
 */
export function ShareDialog() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const request = shareDialog.useRequest();
  const { data: info } = useUserInfo();
  const selfId = info?.user.userId ?? 0;
  const people = useRecipients(request !== null);
  const save = useSaveShare();
  const [form] = Form.useForm<{ title: string }>();
  const [to, setTo] = useState<number[]>([]);
  const [recipientError, setRecipientError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const target: ShareTarget | null =
    request === null ? null : request.mode === 'edit' ? request.share : request.target;

  useEffect(() => {
    if (!request) return;
    setFailure(null);
    setRecipientError(null);
    setTo(request.mode === 'edit' ? request.share.to : []);
    form.setFieldsValue({ title: request.mode === 'edit' ? request.share.title : request.target.title });
  }, [request, form]);

  const byId = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.userId, person])),
    [people.data],
  );
  const options = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        value: person.userId,
        label: userDisplay(suggestionOf(person)),
        search: userMatchTexts(suggestionOf(person)).join(' ').toLowerCase(),
      })),
    [people.data],
  );

  const addRecipient = (userId: number) => {
    const problem = recipientProblem([...to, userId], selfId);
    if (problem) {
      setRecipientError(t(problem));
      return;
    }
    setRecipientError(null);
    setTo([...to, userId]);
  };

  const submit = async () => {
    if (!request || !target) return;
    const { title } = await form.validateFields();
    const problem = to.length === 0 ? 'share.toRequired' : recipientProblem(to, selfId);
    if (problem) {
      setRecipientError(t(problem));
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync({
        id: request.mode === 'edit' ? request.share.id : undefined,
        title,
        to,
        path: target.path,
        query: target.query,
      });
      void message.success(t(request.mode === 'edit' ? 'tip.edit.success' : 'shares.sent'));
      shareDialog.close();
    } catch (error) {
      setFailure(isApiError(error) ? error.msg : t('error.system'));
    }
  };

  return (
    <Modal
      open={request !== null}
      title={t(request?.mode === 'edit' ? 'shares.editTitle' : 'shares.addTitle')}
      okText={t('shares.send')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={shareDialog.close}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        {target ? (
          <Typography.Paragraph type="secondary" className="venus-share-dialog__page" ellipsis>
            {t('shares.page')}: {pageHref(target.path, target.query)}
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          name="title"
          label={t('shares.title')}
          rules={[schemaRule(createShareSchema.shape.title, 'title', t)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label={t('shares.recipients')}
          validateStatus={recipientError ? 'error' : undefined}
          help={recipientError ?? undefined}
        >
          <Select<number>
            showSearch={{
              filterOption: (input, option) => (option?.search ?? '').includes(input.trim().toLowerCase()),
            }}
            value={null}
            placeholder={t('shares.addRecipient')}
            loading={people.isPending}
            options={options}
            onChange={(userId) => userId !== null && addRecipient(userId)}
            data-testid="share-recipient-picker"
          />
        </Form.Item>
        <div className="venus-share-dialog__recipients" data-testid="share-recipients">
          {to.map((userId) => {
            const person = byId.get(userId);
            return (
              <Tag
                key={userId}
                closable
                closeIcon={<CloseOutlined aria-label={t('shares.removeRecipient')} />}
                onClose={() => setTo(to.filter((id) => id !== userId))}
              >
                {person ? userDisplay(suggestionOf(person)) : userId}
              </Tag>
            );
          })}
        </div>
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
      </Form>
    </Modal>
  );
}
