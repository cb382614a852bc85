import { PlusOutlined } from '@ant-design/icons';
import { BILLING_PERMISSIONS } from '@venus/shared';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { MoneyText } from '../../components/money/money-text.tsx';
import { useUnbilledTime } from './bill-form-api.ts';
import { timeRowOf, timeSummary } from './bill-form-time-rows.ts';
import { billAddPath } from './bill-paths.ts';
import { BillsTable } from './bills-table.tsx';

/**
 * The case's 账单 tab (decision 0030): its bills the reader may see, the confirmed time not yet
 * on a bill, and 新建账单 opening the bill form preset to the case.
 */
export function CaseBillsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAdd = useHasPermission(BILLING_PERMISSIONS.add);
  // The time no bill holds yet: the preparer's own route, so drafts' time is not counted.
  const unbilledTime = useUnbilledTime(canAdd ? projectId : 0, '', '');
  const currency = unbilledTime.data?.[0]?.currency ?? '';
  const unbilled = unbilledTime.data
    ? timeSummary(unbilledTime.data.map((entry) => timeRowOf(entry, false)))
    : null;
  return (
    <Flex vertical gap={12} data-testid="case-bills">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="case-unbilled">
          {unbilled ? t('billForm.caseTab.unbilled', { count: unbilled.count, hours: unbilled.hours }) : null}
          {unbilled && unbilled.count > 0 ? (
            <>
              {' · '}
              {currency} <MoneyText value={unbilled.amount} />
            </>
          ) : null}
        </Typography.Text>
        {canAdd ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(billAddPath(projectId))}
          >
            {t('billForm.addTitle')}
          </Button>
        ) : null}
      </Flex>
      <BillsTable filter={{ projectId }} />
    </Flex>
  );
}
