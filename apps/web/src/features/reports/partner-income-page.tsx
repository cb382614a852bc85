import { REPORT_PERMISSIONS } from '@venus/shared';
import { useTranslation } from 'react-i18next';
import { partnerIncomeColumns } from './income-columns.tsx';
import { IncomeReportPage } from './income-report-page.tsx';

/** 报表 › 合伙人收入 (spec /report/reportPartnerIncome): one row per responsible partner. */
export function PartnerIncomePage() {
  const { t } = useTranslation();
  return (
    <IncomeReportPage
      kind="partner"
      permission={REPORT_PERMISSIONS.partnerIncome}
      title={t('reportsView.partnerIncome')}
      columns={(open) => partnerIncomeColumns(t, open)}
      rowKey="partnerId"
      drillOf={(row) => ({ filters: { partnerId: row.partnerId }, label: row.partnerName })}
    />
  );
}
