import { PlusOutlined } from '@ant-design/icons';
import { SEAL_TYPES, type SealType, type SealView } from '@venus/shared';
import { Alert, Button, Card, Form, Input, Radio, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { Select } from '../../components/select/select.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { SealStatusTag } from './seal-tags.tsx';
import { useOffices, useSealRegister, useSealRegisterMutations } from './seals-api.ts';
import './seals.css';

interface Values {
  name: string;
  type: SealType;
  officeId: number;
  custodianId: number;
  status: 'inOffice' | 'retired';
  remark: string;
}

/** 用印管理 › 印章管理 (hk:sealRegister:list): the firm's seals, their office, custodian and status. */
export function SealRegisterPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching } = useSealRegister({ pageNum, pageSize: 50 });
  const [editing, setEditing] = useState<SealView | 'new' | null>(null);
  const label = (key: string) => t(`sealsUi.field.${key}`);
  return (
    <div className="venus-seals" data-testid="seal-register">
      <Card
        variant="borderless"
        title={t('sealsUi.registerTitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('sealsUi.addSeal')}
          </Button>
        }
      >
        <Table<SealView>
          size="small"
          rowKey="sealId"
          loading={isFetching}
          dataSource={data?.rows ?? []}
          scroll={{ x: 760 }}
          pagination={{
            current: pageNum,
            pageSize: 50,
            total: data?.total ?? 0,
            onChange: setPageNum,
            showSizeChanger: false,
          }}
          columns={[
            { dataIndex: 'name', title: label('sealName') },
            {
              dataIndex: 'type',
              title: label('sealType'),
              render: (type: SealType) => t(`sealsUi.type.${type}`),
            },
            { dataIndex: 'officeName', title: label('office') },
            { key: 'custodian', title: label('custodian'), render: (_, row) => row.custodian.name },
            {
              dataIndex: 'status',
              title: t('field.status'),
              render: (_, row) => <SealStatusTag status={row.status} />,
            },
            { dataIndex: 'remark', title: label('remark'), ellipsis: true },
            {
              key: 'edit',
              title: t('common.operation'),
              width: 90,
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('sealsUi.actions.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {editing ? (
        <SealDialog seal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function SealDialog({ seal, onClose }: { seal: SealView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const offices = useOffices().data ?? [];
  const { create, update } = useSealRegisterMutations();
  const [problem, setProblem] = useState<string | null>(null);
  const label = (key: string) => t(`sealsUi.field.${key}`);
  const english = currentLanguage() === 'en';
  const save = async () => {
    setProblem(null);
    const values = await form.validateFields();
    try {
      if (seal) await update.mutateAsync({ sealId: seal.sealId, ...values, remark: values.remark ?? '' });
      else {
        const { status: _status, ...input } = values;
        await create.mutateAsync({ ...input, remark: input.remark ?? '' });
      }
      onClose();
    } catch (error) {
      const said = refusalOnForm(form, error, {
        inputs: new Set(['name', 'type', 'officeId', 'custodianId', 'status', 'remark']),
      });
      if (said) setProblem(said);
    }
  };
  return (
    <VenusDialog
      open
      title={seal ? t('sealsUi.editSeal', { name: seal.name }) : t('sealsUi.addSeal')}
      onConfirm={save}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          seal
            ? {
                ...seal,
                custodianId: seal.custodian.userId,
                status: seal.status === 'retired' ? 'retired' : 'inOffice',
              }
            : { type: 'contract', status: 'inOffice', remark: '' }
        }
      >
        <Form.Item
          name="name"
          label={label('sealName')}
          rules={[{ required: true, whitespace: true, message: t('seal.nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="type" label={label('sealType')} rules={[{ required: true }]}>
          <Select options={SEAL_TYPES.map((type) => ({ value: type, label: t(`sealsUi.type.${type}`) }))} />
        </Form.Item>
        <Form.Item
          name="officeId"
          label={label('office')}
          rules={[{ required: true, message: t('seal.officeNotFound') }]}
        >
          <Select
            options={offices.map((office) => ({
              value: office.deptId,
              label: english && office.deptNameEn ? office.deptNameEn : office.deptName,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="custodianId"
          label={label('custodian')}
          rules={[{ required: true, message: t('seal.custodianNotFound') }]}
        >
          <UserPicker aria-label={label('custodian')} />
        </Form.Item>
        {seal && seal.status !== 'lentOut' ? (
          <Form.Item name="status" label={t('field.status')}>
            <Radio.Group
              options={(['inOffice', 'retired'] as const).map((value) => ({
                value,
                label: t(`sealsUi.sealStatus.${value}`),
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={label('remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
    </VenusDialog>
  );
}
