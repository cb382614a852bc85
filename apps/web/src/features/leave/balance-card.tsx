import { Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBalances } from './leave-api.ts';

/** What the applicant has left this year: annual leave with its carry-over, and compensatory leave. */
export function BalanceCard({ year }: { year: number }) {
  const { t } = useTranslation();
  const { data } = useBalances(year);
  return (
    <Card size="small" title={t('leaveUi.balanceTitle', { year })} className="venus-leave__balance">
      {data ? (
        <div className="venus-leave__figures">
          <Statistic
            title={t('leaveUi.annualAvailable')}
            value={data.annual.available}
            suffix={t('leaveUi.daysUnit')}
          />
          <Statistic
            title={t('leaveUi.compensatoryAvailable')}
            value={data.compensatory.available}
            suffix={t('leaveUi.daysUnit')}
          />
          <dl className="venus-leave__breakdown">
            <dt>{t('leaveUi.entitled')}</dt>
            <dd>{data.annual.entitled}</dd>
            <dt>{t('leaveUi.carriedOver')}</dt>
            <dd>{data.annual.carriedOver}</dd>
            <dt>{t('leaveUi.taken')}</dt>
            <dd>{data.annual.taken}</dd>
            <dt>{t('leaveUi.pending')}</dt>
            <dd>{data.annual.pending + data.compensatory.pending}</dd>
            <dt>{t('leaveUi.compensatoryEarned')}</dt>
            <dd>{data.compensatory.entitled}</dd>
          </dl>
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
