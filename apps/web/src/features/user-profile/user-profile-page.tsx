import { updateOwnProfileSchema } from '@venus/shared';
import { App, Avatar, Button, Card, Descriptions, Form, Input, Result, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../app/use-device.ts';
import { schemaRule } from '../../components/form/zod-rule.ts';
import { formatDateTime } from '../../components/format/format.ts';
import { FirmTemplates } from '../files/firm-templates.tsx';
import { PersonalFiles } from '../files/personal-files.tsx';
import {
  type OwnProfile,
  type SignInRecord,
  useOwnProfile,
  useUpdateOwnProfile,
} from './user-profile-api.ts';
import './user-profile.css';

type EditableFields = Pick<OwnProfile, 'nameEn' | 'phonenumber'>;
const fields = updateOwnProfileSchema.shape;

/** Empty values show a dash, so a blank row reads as "not recorded" rather than as broken. */
const orDash = (value: string | null | undefined) => (value ? value : '—');

function SignIn({ record }: { record: SignInRecord | null }) {
  const { t } = useTranslation();
  if (!record) return <>—</>;
  return (
    <>{t('userProfile.signInAt', { time: formatDateTime(record.loginTime), ip: record.ipaddr || '—' })}</>
  );
}

/** What a person may change about themselves (decision 0010): English name and phone. */
function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditableFields>();
  const update = useUpdateOwnProfile();

  useEffect(() => {
    form.setFieldsValue({ nameEn: profile.nameEn, phonenumber: profile.phonenumber });
  }, [form, profile.nameEn, profile.phonenumber]);

  const onFinish = async (values: EditableFields) => {
    await update.mutateAsync(values);
    void message.success(t('userProfile.saved'));
  };

  return (
    <Card title={t('userProfile.editTitle')} className="venus-profile__card">
      <p className="venus-profile__hint">{t('userProfile.editHint')}</p>
      <Form form={form} layout="vertical" onFinish={onFinish} className="venus-profile__form">
        <Form.Item name="nameEn" label={t('field.nameEn')} rules={[schemaRule(fields.nameEn, 'nameEn', t)]}>
          <Input maxLength={60} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phonenumber"
          label={t('field.phonenumber')}
          rules={[schemaRule(fields.phonenumber, 'phonenumber', t)]}
        >
          <Input maxLength={20} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('userProfile.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** `/user/profile`, the personal centre: the caller's own account and the few things they may change. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { data: profile, isLoading, error, refetch } = useOwnProfile();

  if (error)
    return (
      <Result
        status="error"
        title={t('userProfile.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!profile) return <Card loading={isLoading} />;

  return (
    <div className="venus-profile">
      <Card className="venus-profile__card">
        <div className="venus-profile__identity">
          <Avatar size={64} src={profile.avatar || undefined} className="venus-profile__avatar">
            {profile.nickName.slice(0, 1)}
          </Avatar>
          <div>
            <div className="venus-profile__name">
              {profile.nickName}
              {profile.nameEn ? <span className="venus-profile__name-en">{profile.nameEn}</span> : null}
            </div>
            <div className="venus-profile__roles">
              {profile.roleNames.map((role) => (
                <Tag key={role} color="blue">
                  {role}
                </Tag>
              ))}
            </div>
          </div>
        </div>
        <Descriptions column={isMobile ? 1 : 2} size="small" className="venus-profile__details">
          <Descriptions.Item label={t('field.userName')}>{profile.userName}</Descriptions.Item>
          <Descriptions.Item label={t('field.userno')}>{orDash(profile.userno)}</Descriptions.Item>
          <Descriptions.Item label={t('field.deptId')}>{orDash(profile.deptName)}</Descriptions.Item>
          <Descriptions.Item label={t('field.officeId')}>{orDash(profile.officeName)}</Descriptions.Item>
          <Descriptions.Item label={t('field.email')}>{orDash(profile.email)}</Descriptions.Item>
          <Descriptions.Item label={t('field.phonenumber')}>{orDash(profile.phonenumber)}</Descriptions.Item>
          <Descriptions.Item label={t('userProfile.currentSignIn')}>
            <SignIn record={profile.currentSignIn} />
          </Descriptions.Item>
          <Descriptions.Item label={t('userProfile.previousSignIn')}>
            <SignIn record={profile.previousSignIn} />
          </Descriptions.Item>
          <Descriptions.Item label={t('userProfile.passwordChangedAt')}>
            {formatDateTime(profile.passwordChangedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('userProfile.createdAt')}>
            {formatDateTime(profile.createdAt)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ProfileForm profile={profile} />
      <PersonalFiles userId={profile.userId} />
      <FirmTemplates />
    </div>
  );
}
