import { IDENTITY_TYPES, type SensitiveView, type StaffRecordView } from '@venus/shared';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { useFormOnOpen } from '../../components/form/use-form-on-open.ts';
import { localName } from '../../components/format/local-name.ts';
import { Select } from '../../components/select/select.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { usePeopleMutations, useStaffGroups, useUserTypes } from './people-api.ts';
import { ProfileFields, profileValues } from './profile-fields.tsx';

const INPUTS = new Set([
  'userTypeId',
  'groupIds',
  'remark',
  'barLicenceNo',
  'personalEmail',
  'contracts',
  'education',
]);

/**
 * HR's form of a record (spec editArchivesForm, with entryMore's lists): the profile, user type,
 * groups, remark; the sensitive fields only when HR ticks them, prefilled when already revealed.
 */
export function RecordFormDialog({
  record,
  sensitive,
  onClose,
}: {
  record: StaffRecordView;
  sensitive: SensitiveView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm();
  const [problem, setProblem] = useState<string | null>(null);
  const [withSensitive, setWithSensitive] = useState(false);
  const { saveRecord } = usePeopleMutations();
  const types = (useUserTypes().data ?? []).filter(
    (type) => type.isActive || type.userTypeId === record.userTypeId,
  );
  const groups = (useStaffGroups().data ?? []).filter(
    (group) => group.isActive || record.groupIds.includes(group.groupId),
  );
  const label = (key: string) => t(`peopleUi.${key}`);
  useFormOnOpen(form, true, {
    ...record,
    identityType: sensitive?.identityType ?? record.identityType,
    identityNumber: sensitive?.identityNumber ?? '',
    homeAddress: sensitive?.homeAddress ?? '',
    emergencyContact: sensitive?.emergencyContact ?? { name: '', relation: '', phone: '' },
  });

  const submit = async () => {
    setProblem(null);
    const values = (await form.validateFields()) as Record<string, unknown>;
    const contact = (values.emergencyContact ?? {}) as Record<string, string | undefined>;
    try {
      await saveRecord.mutateAsync({
        userId: record.userId,
        ...profileValues(values),
        userTypeId: (values.userTypeId as number | undefined) ?? null,
        groupIds: (values.groupIds as number[] | undefined) ?? [],
        remark: (values.remark as string | undefined) ?? '',
        ...(withSensitive
          ? {
              sensitive: {
                identityType: values.identityType as 'prcId',
                identityNumber: (values.identityNumber as string | undefined) ?? '',
                homeAddress: (values.homeAddress as string | undefined) ?? '',
                emergencyContact: {
                  name: contact.name ?? '',
                  relation: contact.relation ?? '',
                  phone: contact.phone ?? '',
                },
              },
            }
          : {}),
      });
      onClose();
    } catch (error) {
      const shown = refusalOnForm(form, error, { inputs: INPUTS });
      if (shown) setProblem(shown);
    }
  };

  return (
    <VenusDialog
      open
      width={880}
      title={`${label('editRecord')} · ${localName(language, record.nickName, record.nameEn)}`}
      onConfirm={submit}
      onCancel={onClose}
      confirmLoading={saveRecord.isPending}
      maskClosable={false}
    >
      <Form form={form} name="staff-record" layout="vertical" data-testid="staff-record-form">
        {problem ? <Alert type="error" showIcon title={problem} className="venus-people-problem" /> : null}
        <div className="venus-people-grid">
          <Form.Item name="userTypeId" label={label('userType')}>
            <Select
              allowClear
              aria-label={label('userType')}
              options={types.map((type) => ({
                value: type.userTypeId,
                label: localName(language, type.name, type.nameEn),
              }))}
            />
          </Form.Item>
          <Form.Item name="groupIds" label={label('groups')}>
            <Select
              mode="multiple"
              allowClear
              aria-label={label('groups')}
              options={groups.map((group) => ({
                value: group.groupId,
                label: localName(language, group.name, group.nameEn),
              }))}
            />
          </Form.Item>
        </div>
        <ProfileFields />
        <Form.Item name="remark" label={label('remark')} className="venus-people-remark">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Checkbox checked={withSensitive} onChange={(event) => setWithSensitive(event.target.checked)}>
          {sensitive ? label('changeSensitive') : label('replaceSensitive')}
        </Checkbox>
        {withSensitive ? (
          <div className="venus-people-grid venus-people-sensitive">
            <Form.Item name="identityType" label={label('identityType')}>
              <Select
                aria-label={label('identityType')}
                options={IDENTITY_TYPES.map((value) => ({ value, label: label(`identityTypes.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="identityNumber" label={label('identityNumber')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="homeAddress" label={label('homeAddress')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={['emergencyContact', 'name']} label={label('emergencyName')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name={['emergencyContact', 'relation']} label={label('emergencyRelation')}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name={['emergencyContact', 'phone']} label={label('emergencyPhone')}>
              <Input maxLength={30} />
            </Form.Item>
          </div>
        ) : null}
      </Form>
    </VenusDialog>
  );
}
