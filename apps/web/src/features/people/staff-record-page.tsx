import { EditOutlined, EyeOutlined, FormOutlined } from '@ant-design/icons';
import type { SensitiveView } from '@venus/shared';
import { Button, Card, Descriptions, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useDictLabel } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { CorrectionDialog } from './correction-dialog.tsx';
import { CorrectionsCard } from './corrections-card.tsx';
import { LevelsCard } from './levels-card.tsx';
import { useSensitiveFields, useStaffGroups, useStaffRecord, useUserTypes } from './people-api.ts';
import { RecordFormDialog } from './record-form-dialog.tsx';
import { LEVEL_DICT } from './staff-records-page.tsx';
import './people.css';

/**
 * Spec /user/userDataInfo/:title (query userId; none: one's own), decision 0059: the staff record
 * with its education and contracts (entryMore), the sensitive fields behind the privacy password,
 * the level history and the correction requests. HR edits; the person asks for corrections.
 */
export function StaffRecordPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [params] = useSearchParams();
  const me = useUserInfo().data?.user.userId;
  const userId = Number(params.get('userId')) || me;
  const { data: record, isLoading, error } = useStaffRecord(userId);
  const reveal = useSensitiveFields(userId ?? 0);
  const [sensitive, setSensitive] = useState<SensitiveView | null>(null);
  const [dialog, setDialog] = useState<'edit' | 'correct' | null>(null);
  const levelLabel = useDictLabel(LEVEL_DICT);
  const types = useUserTypes().data ?? [];
  const groups = useStaffGroups().data ?? [];
  const label = (key: string) => t(`peopleUi.${key}`);

  if (isLoading || !userId) return <PageLoading />;
  if (error || !record) return <Empty description={label('notReadable')} />;
  const type = types.find((row) => row.userTypeId === record.userTypeId);
  const groupNames = groups
    .filter((group) => record.groupIds.includes(group.groupId))
    .map((group) => localName(language, group.name, group.nameEn));
  const show = async () => setSensitive(await reveal.mutateAsync());
  const hidden = (filled: boolean) =>
    filled ? <Typography.Text type="secondary">••••••</Typography.Text> : '—';
  const contact = sensitive?.emergencyContact;

  return (
    <div className="venus-people-page" data-testid="staff-record">
      <Card
        title={
          <Space wrap>
            <span>{localName(language, record.nickName, record.nameEn)}</span>
            <Tag>{record.userno}</Tag>
            {record.currentLevel ? <Tag color="blue">{levelLabel(record.currentLevel)}</Tag> : null}
            {record.status !== '3' ? <Tag color="red">{label('departed')}</Tag> : null}
          </Space>
        }
        extra={
          <Space wrap>
            {record.canEdit ? (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setDialog('edit')}>
                {label('editRecord')}
              </Button>
            ) : null}
            {record.isOwn ? (
              <Button
                icon={<FormOutlined />}
                onClick={() => setDialog('correct')}
                disabled={record.pendingCorrections > 0}
              >
                {label('askCorrection')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
          <Descriptions.Item label={label('dept')}>
            {localName(language, record.deptName, record.deptNameEn)}
          </Descriptions.Item>
          <Descriptions.Item label={label('office')}>
            {localName(language, record.officeName, record.officeNameEn)}
          </Descriptions.Item>
          <Descriptions.Item label={label('userType')}>
            {type ? localName(language, type.name, type.nameEn) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('groups')}>
            {groupNames.join(t('peopleUi.separator')) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('gender')}>
            {record.gender ? label(`genders.${record.gender}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('birthDate')}>{record.birthDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={label('personalPhone')}>{record.personalPhone || '—'}</Descriptions.Item>
          <Descriptions.Item label={label('personalEmail')}>{record.personalEmail || '—'}</Descriptions.Item>
          <Descriptions.Item label={label('hireDate')}>{record.hireDate ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={label('barLicenceNo')}>{record.barLicenceNo || '—'}</Descriptions.Item>
          <Descriptions.Item label={label('barLicenceDate')}>
            {record.barLicenceDate ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('remark')}>{record.remark || '—'}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card
        title={label('sensitiveTitle')}
        extra={
          sensitive ? null : (
            <Button
              icon={<EyeOutlined />}
              onClick={() => void show().catch(() => {})}
              loading={reveal.isPending}
            >
              {label('reveal')}
            </Button>
          )
        }
      >
        <Typography.Paragraph type="secondary" className="venus-people-hint">
          {label('sensitiveHint')}
        </Typography.Paragraph>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered data-testid="sensitive-fields">
          <Descriptions.Item label={label('identityNumber')}>
            {sensitive
              ? `${label(`identityTypes.${sensitive.identityType}`)} ${sensitive.identityNumber || '—'}`
              : hidden(record.sensitiveFilled.identityNumber)}
          </Descriptions.Item>
          <Descriptions.Item label={label('homeAddress')}>
            {sensitive ? sensitive.homeAddress || '—' : hidden(record.sensitiveFilled.homeAddress)}
          </Descriptions.Item>
          <Descriptions.Item label={label('emergencyContact')}>
            {contact
              ? [contact.name, contact.relation, contact.phone].filter(Boolean).join(' · ') || '—'
              : hidden(record.sensitiveFilled.emergencyContact)}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={label('education')}>
        <Table
          size="small"
          pagination={false}
          rowKey={(row) => `${row.school}-${row.startDate}`}
          dataSource={record.education}
          scroll={{ x: 600 }}
          columns={[
            { dataIndex: 'school', title: label('school') },
            { dataIndex: 'degree', title: label('degree') },
            { dataIndex: 'major', title: label('major') },
            { dataIndex: 'startDate', title: label('startDate') },
            { dataIndex: 'endDate', title: label('endDate') },
          ]}
        />
      </Card>

      <Card title={label('contracts')}>
        <Table
          size="small"
          pagination={false}
          rowKey="startDate"
          dataSource={record.contracts}
          scroll={{ x: 600 }}
          columns={[
            {
              dataIndex: 'kind',
              title: label('contractKind'),
              render: (kind: string) => label(`contractKinds.${kind}`),
            },
            { dataIndex: 'startDate', title: label('startDate') },
            {
              dataIndex: 'endDate',
              title: label('endDate'),
              render: (end: string | null) => end ?? label('openEnded'),
            },
            { dataIndex: 'note', title: label('note') },
          ]}
        />
      </Card>

      <LevelsCard userId={userId} canEdit={record.canEdit} />
      <CorrectionsCard userId={userId} isOwn={record.isOwn} canDecide={record.canEdit} />

      {dialog === 'edit' ? (
        <RecordFormDialog
          record={record}
          sensitive={sensitive}
          onClose={() => {
            setDialog(null);
            setSensitive(null);
          }}
        />
      ) : null}
      {dialog === 'correct' ? <CorrectionDialog record={record} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
