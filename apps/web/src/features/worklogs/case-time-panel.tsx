import { WORKLOG_PERMISSIONS } from '@venus/shared';
import { Button, Card, Empty, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { relatedPathOf } from './worklog-paths.ts';
import { useCaseWorklogSums } from './worklogs-api.ts';
import './worklogs.css';

const HOURS = [
  'billableHours',
  'nonBillableHours',
  'draftHours',
  'submittedHours',
  'confirmedHours',
  'billedHours',
  'writtenOffHours',
] as const;

/** A case's time at a glance (spec §7 worklog sums): hours by kind and stage, and unbilled value. */
export function CaseTimePanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canReview = useHasPermission(WORKLOG_PERMISSIONS.listRelated);
  const sums = useCaseWorklogSums(projectId);
  if (sums.isError)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('worklog.casePanel.none')} />;
  return (
    <Card
      size="small"
      loading={sums.isLoading}
      title={t('worklog.casePanel.title')}
      className="venus-worklogs__case-panel"
      data-testid="case-time"
      extra={
        canReview ? (
          <Button type="link" size="small" onClick={() => void navigate(relatedPathOf(projectId))}>
            {t('worklog.casePanel.review')}
          </Button>
        ) : null
      }
    >
      {sums.data ? (
        <div className="venus-worklogs__figures">
          {HOURS.map((key) => (
            <div key={key} data-figure={key}>
              <Statistic
                title={t(`worklog.casePanel.${key}`)}
                value={sums.data[key]}
                suffix={t('worklog.hourUnit')}
              />
            </div>
          ))}
          <Statistic
            className="venus-worklogs__unbilled"
            title={t('worklog.casePanel.unbilledValue')}
            valueRender={() =>
              sums.data.unbilledAmounts.length === 0 ? (
                '—'
              ) : (
                <span className="venus-worklogs__amounts">
                  {sums.data.unbilledAmounts.map((item) => (
                    <span key={item.currency}>
                      {item.currency} <MoneyText value={item.amount} />
                    </span>
                  ))}
                </span>
              )
            }
          />
        </div>
      ) : null}
    </Card>
  );
}
