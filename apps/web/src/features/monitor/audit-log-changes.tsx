import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatJson } from '../../components/format/format.ts';
import type { AuditLogRow } from './audit-log-api.ts';

function Snapshot({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  const text = formatJson(value);
  return (
    <Col span={24}>
      <Typography.Text strong>{label}</Typography.Text>
      {text === null ? (
        <div className="venus-audit__empty">
          <Typography.Text type="secondary">{t('auditLog.noSnapshot')}</Typography.Text>
        </div>
      ) : (
        <pre className="venus-audit__json">{text}</pre>
      )}
    </Col>
  );
}

/** The record as it was before and after the change, side by side. */
export function AuditLogChanges({ row }: { row: AuditLogRow }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 12]}>
      <Snapshot label={t('auditLog.before')} value={row.before} />
      <Snapshot label={t('auditLog.after')} value={row.after} />
    </Row>
  );
}
