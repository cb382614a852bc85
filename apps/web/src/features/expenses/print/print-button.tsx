import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** 打印 on a claim's or a loan's page: opens its A4 form (decision 0047), where the browser prints it. */
export function PrintButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<PrinterOutlined />} onClick={() => navigate(to)} data-testid="open-print">
      {t('printUi.print')}
    </Button>
  );
}
