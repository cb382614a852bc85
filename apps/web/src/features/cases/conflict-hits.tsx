import { WarningOutlined } from '@ant-design/icons';
import {
  type ConflictCheckRow,
  type ConflictHitRow,
  HIT_ANSWERS,
  type HitAnswer,
  projectDisplay,
} from '@venus/shared';
import { Flex, Input, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../components/dict/dict-select.tsx';
import { Select } from '../../components/select/select.tsx';
import { CaseStageTag } from './case-stage-tag.tsx';
import type { HitDraft, HitDrafts } from './conflict-answers.ts';
import { HitWhy, MatchedName } from './conflict-hit-explanation.tsx';

interface ConflictHitsProps {
  check: ConflictCheckRow;
  /** With drafts and onAnswer the applicant answers; without, the answers given are read. */
  drafts?: HitDrafts;
  onAnswer?: (hitId: number, draft: HitDraft) => void;
  /** False for an ad hoc pre-check, which nobody answers. */
  withAnswers?: boolean;
}

const WALLED_SPAN = 6;

/** The hits of one conflict check: what matched, why, where, and the applicant's answer. */
export function ConflictHits({ check, drafts, onAnswer, withAnswers = true }: ConflictHitsProps) {
  const { t } = useTranslation();
  const answering = drafts !== undefined && onAnswer !== undefined;
  // A walled hit says only that there is a conflict: one cell over what it may not show.
  const spanned = (first: boolean) => (hit: ConflictHitRow) =>
    hit.walled ? { colSpan: first ? WALLED_SPAN : 0 } : {};
  const answerOf = (hit: ConflictHitRow): HitDraft =>
    (answering ? drafts[hit.hitId] : undefined) ?? {
      ...(hit.answer ? { answer: hit.answer } : {}),
      note: hit.note,
      carried: hit.carried,
    };

  const columns: TableColumnType<ConflictHitRow>[] = [
    { key: 'queryName', title: t('casesUi.hit.queryName'), dataIndex: 'queryName', width: 140 },
    {
      key: 'matched',
      title: t('casesUi.hit.matched'),
      width: 160,
      onCell: spanned(true),
      render: (_, hit) =>
        hit.walled ? (
          <Typography.Text type="danger" className="venus-cases__walled">
            <WarningOutlined /> {t('casesUi.hit.walled')}
          </Typography.Text>
        ) : (
          <MatchedName hit={hit} />
        ),
    },
    {
      key: 'reason',
      title: t('casesUi.hit.reason'),
      width: 220,
      onCell: spanned(false),
      render: (_, hit) => <HitWhy hit={hit} />,
    },
    {
      key: 'score',
      title: t('casesUi.hit.score'),
      width: 64,
      onCell: spanned(false),
      render: (_, hit) => (hit.score === '' ? '' : `${Math.round(Number(hit.score) * 100)}%`),
    },
    {
      key: 'other',
      title: t('casesUi.hit.other'),
      width: 200,
      onCell: spanned(false),
      render: (_, hit) =>
        hit.projectId !== null
          ? projectDisplay({ name: hit.projectName ?? '', number: hit.projectNumber })
          : t('casesUi.hit.clientRecord', { name: hit.clientName ?? '' }),
    },
    {
      key: 'role',
      title: t('casesUi.hit.role'),
      width: 84,
      onCell: spanned(false),
      render: (_, hit) =>
        hit.partyRole ? (
          <DictLabel dictType="hk_party_role" value={hit.partyRole} />
        ) : (
          t('casesUi.hit.asClient')
        ),
    },
    {
      key: 'status',
      title: t('casesUi.hit.status'),
      width: 96,
      onCell: spanned(false),
      render: (_, hit) => (hit.projectStatus === null ? null : <CaseStageTag status={hit.projectStatus} />),
    },
    {
      key: 'answer',
      title: t('casesUi.hit.answer'),
      width: 140,
      render: (_, hit) => {
        const draft = answerOf(hit);
        const carried = draft.carried ? (
          <Tag color="blue" className="venus-cases__carried">
            {t('casesUi.hit.carried')}
          </Tag>
        ) : null;
        if (!answering)
          return (
            <Flex vertical gap={2} align="start">
              {draft.answer ? t(`casesUi.hitAnswer.${draft.answer}`) : '—'}
              {carried}
            </Flex>
          );
        return (
          <Flex vertical gap={2} align="start">
            <Select<HitAnswer>
              value={draft.answer}
              placeholder={t('casesUi.hit.answerHint')}
              aria-label={t('casesUi.hit.answerOf', { name: hit.queryName })}
              style={{ width: '100%' }}
              status={draft.answer ? undefined : 'warning'}
              options={HIT_ANSWERS.map((answer) => ({
                value: answer,
                label: t(`casesUi.hitAnswer.${answer}`),
              }))}
              onChange={(answer) => onAnswer(hit.hitId, { ...draft, answer, carried: false })}
            />
            {carried}
          </Flex>
        );
      },
    },
    {
      key: 'note',
      title: t('casesUi.hit.note'),
      // The one column without a width: it takes whatever room the table has left.
      minWidth: 160,
      render: (_, hit) => {
        const draft = answerOf(hit);
        if (!answering) return draft.note;
        return (
          <Input
            value={draft.note}
            maxLength={1000}
            placeholder={t('casesUi.hit.noteHint')}
            aria-label={t('casesUi.hit.noteOf', { name: hit.queryName })}
            status={draft.note.trim() ? undefined : 'warning'}
            onChange={(event) => onAnswer(hit.hitId, { ...draft, note: event.target.value, carried: false })}
          />
        );
      },
    },
  ];

  const shown = withAnswers
    ? columns
    : columns.filter((column) => column.key !== 'answer' && column.key !== 'note');
  return (
    <Table<ConflictHitRow>
      className="venus-cases__hits"
      size="small"
      rowKey="hitId"
      pagination={false}
      columns={shown}
      dataSource={check.hits}
      scroll={{ x: withAnswers ? 1250 : 960 }}
      locale={{ emptyText: t('casesUi.hit.none') }}
    />
  );
}
