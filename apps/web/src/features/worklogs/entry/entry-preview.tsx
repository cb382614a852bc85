import { entryAmount, scoreNarrative } from '@venus/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money/money-text.tsx';
import { ScoreTag } from '../worklog-status-tag.tsx';
import { useCaseClientId, useScoreRules, useWorklogRate } from '../worklogs-api.ts';
import { type EntryValues, normalisedHours } from './entry-values.ts';

/**
 * What the entry will be worth and how its narrative scores, before it is saved: the rate that
 * applies (and why), hours × rate, and the score with every reason it lost points, by the same
 * rules the server scores with.
 */
export function EntryPreview({ values }: { values: Partial<EntryValues> }) {
  const { t } = useTranslation();
  const projectId = values.projectId ?? null;
  const rate = useWorklogRate(projectId);
  const rules = useScoreRules();
  const needsClient = (rules.data?.taskCodeClientIds.length ?? 0) > 0;
  const clientId = useCaseClientId(projectId, needsClient);
  const hours = normalisedHours(values.hours ?? '');
  const billable = values.billable ?? true;
  // Scored once there is something to score: an empty row is not yet a vague one.
  const score =
    rules.data && (values.narrative ?? '').trim() !== ''
      ? scoreNarrative(
          {
            narrative: values.narrative ?? '',
            billable,
            taskCode: values.taskCode ?? '',
            clientId: clientId.data ?? null,
          },
          rules.data,
        )
      : null;

  return (
    <div className="venus-worklogs__preview" aria-live="polite" data-testid="entry-preview">
      <Space size={[12, 4]} wrap>
        {rate.data ? (
          <Tooltip title={t(`worklog.rateSource.${rate.data.source}`)}>
            <Typography.Text type="secondary" data-testid="entry-rate">
              {t('worklog.entry.rate')} {rate.data.currency} <MoneyText value={rate.data.rate} />
              {t('worklog.entry.perHour')}
            </Typography.Text>
          </Tooltip>
        ) : null}
        {rate.data && hours !== null ? (
          <Typography.Text data-testid="entry-amount">
            {t('worklog.entry.amount')} {rate.data.currency}{' '}
            <MoneyText value={entryAmount(hours, rate.data.rate, billable)} />
          </Typography.Text>
        ) : null}
        {score ? (
          <span className="venus-worklogs__score" data-testid="entry-score">
            <ScoreTag score={score.score} flagBelow={rules.data?.flagBelow ?? 0} />
            {score.reasons.map((reason) => (
              <Tag key={reason} color="orange" variant="outlined">
                {t(`worklog.scoreReason.${reason}`)}
              </Tag>
            ))}
          </span>
        ) : null}
      </Space>
    </div>
  );
}
