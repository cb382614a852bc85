import { REPORT_PERMISSIONS } from '@venus/shared';
import { useTranslation } from 'react-i18next';
import { caseIncomeColumns } from './income-columns.tsx';
import { IncomeReportPage } from './income-report-page.tsx';

/** 报表 › 案件收入 (spec /report/projectIncomeList): one row per case. */
export function CaseIncomePage() {
  const { t } = useTranslation();
  return (
    <IncomeReportPage
      kind="case"
      permission={REPORT_PERMISSIONS.caseIncome}
      title={t('reportsView.caseIncome')}
      columns={(open) => caseIncomeColumns(t, open)}
      rowKey="projectId"
      drillOf={(row) => ({ filters: { projectId: row.projectId }, label: row.caseName })}
    />
  );
}
