import { BILL_FILE_SOURCE, type BillDetail } from '@venus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePanel } from '../files/file-panel.tsx';

/**
 * The bill's files (decision 0045): the PDF stored when it was issued, the one the client got and
 * every later download gives. The server makes it; nobody uploads, renames or deletes it here.
 */
export function BillFiles({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const owner = useMemo(
    () => ({ source: BILL_FILE_SOURCE, onlyId: String(bill.billId), type: '' }),
    [bill.billId],
  );
  return (
    <div data-testid="bill-files">
      <FilePanel
        owner={owner}
        title={t('billsView.filesTitle')}
        permission={{ add: false, edit: false, download: true, remove: false }}
      />
    </div>
  );
}
