import { type DateRange, formatIsoDate } from '@venus/shared';
import { Button, Empty, Form, Input, List, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { VenusDrawer } from '../../components/drawer/venus-drawer.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { useDelegationMutations, useDelegations } from './approvals-api.ts';

interface DelegationForm {
  delegateId?: number;
  period?: DateRange;
  remark?: string;
}

/** My delegations: hand my approvals to a colleague for a period, and end a delegation early. */
export function DelegationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DelegationForm>();
  const { data } = useDelegations();
  const { create, revoke } = useDelegationMutations();

  const submit = async () => {
    const values = await form.validateFields();
    create.mutate(
      {
        delegateId: Number(values.delegateId),
        startsOn: values.period?.start ?? '',
        endsOn: values.period?.end ?? '',
        remark: values.remark?.trim() ?? '',
      },
      { onSuccess: () => form.resetFields() },
    );
  };

  return (
    <VenusDrawer open={open} onClose={onClose} title={t('approvalsUi.delegation.manage')} width={40}>
      <Typography.Paragraph type="secondary">{t('approvalsUi.delegation.explain')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="delegation"
        initialValues={{ period: { start: formatIsoDate(new Date()), end: formatIsoDate(new Date()) } }}
      >
        <Form.Item
          name="delegateId"
          label={t('approvalsUi.delegation.delegate')}
          rules={[{ required: true, message: t('approvalsUi.delegation.delegateRequired') }]}
        >
          <UserPicker historyKind="approvalDelegate" />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('approvalsUi.delegation.period')}
          rules={[
            {
              validator: (_rule, value: DateRange | undefined) =>
                value?.start && value.end
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('approvalsUi.delegation.periodRequired'))),
            },
          ]}
        >
          <DateRangePicker withPresets={false} />
        </Form.Item>
        <Form.Item name="remark" label={t('approvalsUi.delegation.remark')}>
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" loading={create.isPending} onClick={submit}>
          {t('approvalsUi.delegation.add')}
        </Button>
      </Form>
      <Typography.Title level={5} className="venus-delegations__heading">
        {t('approvalsUi.delegation.given')}
      </Typography.Title>
      {(data?.given ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvalsUi.delegation.none')} />
      ) : (
        <List
          dataSource={data?.given ?? []}
          rowKey="delegationId"
          renderItem={(row) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="revoke"
                  title={t('approvalsUi.delegation.revokeConfirm', { name: row.delegateName })}
                  okText={t('approvalsUi.delegation.revoke')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => revoke.mutateAsync(row.delegationId)}
                >
                  <Button type="link" danger>
                    {t('approvalsUi.delegation.revoke')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={row.delegateName}
                description={`${row.startsOn} ~ ${row.endsOn}${row.remark ? ` · ${row.remark}` : ''}`}
              />
            </List.Item>
          )}
        />
      )}
      {(data?.received ?? []).length > 0 ? (
        <>
          <Typography.Title level={5} className="venus-delegations__heading">
            {t('approvalsUi.delegation.received')}
          </Typography.Title>
          <List
            dataSource={data?.received ?? []}
            rowKey="delegationId"
            renderItem={(row) => (
              <List.Item>
                <List.Item.Meta title={row.principalName} description={`${row.startsOn} ~ ${row.endsOn}`} />
              </List.Item>
            )}
          />
        </>
      ) : null}
    </VenusDrawer>
  );
}
