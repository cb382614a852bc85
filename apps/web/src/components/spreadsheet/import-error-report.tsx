import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from './import-errors.ts';

interface ImportErrorReportProps {
  msg: string;
  description?: string;
  errors: readonly ImportRowError[];
  /** Height of the scrolling table body. */
  height?: number;
  className?: string;
  testId?: string;
}

/** Spec §5 Import, the refusal: why nothing was written, and each bad cell by Excel row and column. */
export function ImportErrorReport({
  msg,
  description,
  errors,
  height = 240,
  className = 'venus-import__report',
  testId,
}: ImportErrorReportProps) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid={testId}>
      <Alert type="error" showIcon title={msg} description={description} />
      {errors.length > 0 ? (
        <Table<ImportRowError & { key: number }>
          aria-label={t('spreadsheetUi.errorReport')}
          size="small"
          pagination={false}
          scroll={{ y: height }}
          rowKey="key"
          dataSource={errors.map((error, key) => ({ ...error, key }))}
          columns={[
            { title: t('spreadsheetUi.row'), dataIndex: 'row', width: 80 },
            { title: t('spreadsheetUi.column'), dataIndex: 'column', width: 160 },
            { title: t('spreadsheetUi.reason'), dataIndex: 'message' },
          ]}
        />
      ) : null}
    </div>
  );
}
