import { type CaseDetail, projectDisplay, userDisplay } from '@venus/shared';
import { Descriptions, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { feeFieldsOf } from './case-form-values.ts';
import { CaseNote } from './case-notes.tsx';
import { caseDetailPath } from './case-paths.ts';
import { useOffices } from './cases-api.ts';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** The case at a glance: what it is, for whom, the fee, and where it stands in time. */
export function CaseOverview({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const office = useOffices().data?.find((item) => item.deptId === detail.officeId);
  const fee = feeFieldsOf(detail.feeType);
  const label = (key: string) => t(`casesUi.field.${key}`);
  const money = (value: string | null) => (value === null ? '—' : <MoneyText value={value} />);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'number', label: label('number'), children: detail.number ?? t('casesUi.noNumber') },
        { key: 'nameCn', label: label('nameCn'), children: detail.nameCn, span: { xs: 1, md: 2, xl: 2 } },
        { key: 'nameEn', label: label('nameEn'), children: detail.nameEn || '—', span: 'filled' },
        { key: 'client', label: label('client'), children: detail.clientName },
        {
          key: 'office',
          label: label('office'),
          children: office ? localName(language, office.deptName, office.deptNameEn) : '—',
        },
        {
          key: 'practiceArea',
          label: label('practiceArea'),
          children: <DictLabel dictType="hk_practice_area" value={detail.practiceArea} />,
        },
        {
          key: 'projectType',
          label: label('projectType'),
          children: <DictLabel dictType="hk_project_type" value={detail.projectType} />,
        },
        {
          key: 'category',
          label: label('category'),
          children: <DictLabel dictType="hk_project_category" value={detail.category} />,
        },
        { key: 'partner', label: label('partner'), children: detail.partnerName || '—' },
        {
          key: 'feeType',
          label: label('feeType'),
          children: (
            <>
              <DictLabel dictType="hk_fee_type" value={detail.feeType} /> ·{' '}
              <DictLabel dictType="hk_currency" value={detail.currency} />
            </>
          ),
        },
        ...(fee.amount
          ? [{ key: 'feeAmount', label: label('feeAmount'), children: money(detail.feeAmount) }]
          : []),
        ...(fee.rate
          ? [{ key: 'rate', label: label('contingencyRate'), children: `${detail.contingencyRate ?? '—'}%` }]
          : []),
        { key: 'budget', label: label('budget'), children: money(detail.budget) },
        {
          key: 'flags',
          label: label('flags'),
          children: (
            <>
              {detail.restricted ? <Tag color="red">{t('casesUi.restricted')}</Tag> : null}
              {detail.special ? <Tag color="gold">{t('casesUi.special')}</Tag> : null}
              {detail.readyForSettlement ? <Tag color="blue">{t('casesUi.actions.readyDone')}</Tag> : null}
              {!detail.restricted && !detail.special && !detail.readyForSettlement ? '—' : null}
            </>
          ),
        },
        { key: 'appliedAt', label: label('appliedAt'), children: when(detail.appliedAt) },
        { key: 'openedAt', label: label('openedAt'), children: when(detail.openedAt) },
        { key: 'closedAt', label: label('closedAt'), children: when(detail.closedAt) },
        {
          key: 'related',
          label: label('relatedProjects'),
          span: 'filled',
          children:
            detail.relatedProjects.length === 0
              ? '—'
              : detail.relatedProjects.map((project) =>
                  project.visible ? (
                    <Link key={project.id} to={caseDetailPath(project.number ?? project.name, project.id)}>
                      <Tag>{projectDisplay(project)}</Tag>
                    </Link>
                  ) : (
                    <Tag key={project.id}>{projectDisplay(project)}</Tag>
                  ),
                ),
        },
        {
          key: 'description',
          label: label('description'),
          span: 'filled',
          children: detail.description || '—',
        },
        {
          key: 'remark',
          label: label('remark'),
          span: 'filled',
          children: <CaseNote detail={detail} field="remark" />,
        },
        {
          key: 'billRemind',
          label: label('billRemind'),
          span: 'filled',
          children: <CaseNote detail={detail} field="billRemind" />,
        },
      ]}
    />
  );
}

export function CaseParties({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="partyId"
      pagination={false}
      dataSource={detail.parties}
      scroll={{ x: 800 }}
      locale={{ emptyText: t('casesUi.party.none') }}
      columns={[
        {
          key: 'role',
          title: t('casesUi.party.role'),
          width: 130,
          render: (_, party) => <DictLabel dictType="hk_party_role" value={party.role} />,
        },
        { key: 'name', title: t('casesUi.party.name'), dataIndex: 'name', width: 240 },
        {
          key: 'formerNames',
          title: t('casesUi.party.formerNames'),
          width: 200,
          render: (_, party) => party.formerNames.join('、'),
        },
        {
          key: 'aliases',
          title: t('casesUi.party.aliases'),
          width: 200,
          render: (_, party) => party.aliases.join('、'),
        },
        {
          key: 'registrationNumber',
          title: t('casesUi.party.registrationNumber'),
          dataIndex: 'registrationNumber',
          width: 200,
        },
      ]}
    />
  );
}

export function CaseTeam({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="userId"
      pagination={false}
      dataSource={detail.team}
      scroll={{ x: 520 }}
      columns={[
        {
          key: 'user',
          title: t('casesUi.member.user'),
          width: 220,
          render: (_, member) =>
            userDisplay({ name: member.nickName, nameEn: member.nameEn, userno: member.userno }),
        },
        {
          key: 'role',
          title: t('casesUi.member.role'),
          width: 140,
          render: (_, member) => <DictLabel dictType="hk_team_role" value={member.role} />,
        },
        {
          key: 'hourlyRate',
          title: t('casesUi.member.hourlyRate'),
          width: 140,
          render: (_, member) => (member.hourlyRate === null ? '—' : <MoneyText value={member.hourlyRate} />),
        },
      ]}
    />
  );
}
