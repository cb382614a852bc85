import { EditOutlined } from '@ant-design/icons';
import type { CaseDetail } from '@venus/shared';
import { Alert, Button, Flex } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseParties } from './case-overview.tsx';
import { PartiesChangeDialog } from './parties-change-dialog.tsx';

/**
 * The parties tab: the parties, the team's way to correct them on an open case, and a change
 * that waits for the responsible partner because its conflict check found hits (issue 27 item 9).
 */
export function CasePartiesTab({ detail, onShowChecks }: { detail: CaseDetail; onShowChecks: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const pending = detail.pendingPartyChange;
  return (
    <Flex vertical gap={12}>
      {pending ? (
        <Alert
          type="warning"
          showIcon
          data-testid="party-change-pending"
          title={t('casesUi.partyChange.pending', {
            count: pending.hits,
            name: pending.requestedByName,
            at: dayjs(pending.requestedAt).format('YYYY-MM-DD HH:mm'),
          })}
          description={t('casesUi.partyChange.pendingParties', {
            parties: pending.parties.map((party) => party.name).join('、'),
            reason: pending.reason,
          })}
          action={
            <Button size="small" onClick={onShowChecks}>
              {t('casesUi.partyChange.showHits')}
            </Button>
          }
        />
      ) : null}
      {detail.can.editParties ? (
        <Flex justify="end">
          <Button icon={<EditOutlined />} disabled={pending !== null} onClick={() => setEditing(true)}>
            {t('casesUi.partyChange.open')}
          </Button>
        </Flex>
      ) : null}
      <CaseParties detail={detail} />
      <PartiesChangeDialog detail={detail} open={editing} onClose={() => setEditing(false)} />
    </Flex>
  );
}
