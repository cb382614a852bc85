import { App, Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import type { Seat } from './directory-api.ts';
import { useSeatMutations } from './directory-api.ts';
import { addressBookPath } from './directory-paths.ts';

export interface SeatPanelProps {
  seat: Seat;
  officeName: string;
  canAssign: boolean;
}

/**
 * The chosen desk: who sits there, a way to their contact card, and for HR the seating
 * actions. Seating someone already seated moves them; the server frees their old desk.
 */
export function SeatPanel({ seat, officeName, canAssign }: SeatPanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { assign, free } = useSeatMutations();
  const [userId, setUserId] = useState<number | null>(null);
  const person = seat.occupant;

  const confirmFree = () =>
    modal.confirm({
      title: t('directory.confirmFree', { seat: seat.code, name: person?.nickName ?? '' }),
      okText: t('directory.freeSeat'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => free.mutateAsync({ seatId: seat.seatId }),
    });

  return (
    <section className="venus-seat-panel" aria-label={t('directory.seatDetail')}>
      <Descriptions
        size="small"
        column={1}
        title={seat.code}
        items={[
          { key: 'office', label: t('directory.office'), children: `${officeName} · ${seat.floor}` },
          {
            key: 'person',
            label: t('directory.sitting'),
            children: person
              ? `${person.userno} ${person.nickName} ${person.nameEn}`.trim()
              : t('directory.free'),
          },
        ]}
      />
      <Space wrap className="venus-seat-panel__actions">
        {person ? (
          <Button
            onClick={() =>
              void navigate(
                `${addressBookPath(t('pages.addressBook'))}?name=${encodeURIComponent(person.userno)}`,
              )
            }
          >
            {t('directory.contactCard')}
          </Button>
        ) : null}
        {canAssign && person ? (
          <Button danger loading={free.isPending} onClick={confirmFree}>
            {t('directory.freeSeat')}
          </Button>
        ) : null}
      </Space>
      {canAssign && !person ? (
        <div className="venus-seat-panel__assign">
          <UserPicker
            className="venus-seat-panel__picker"
            value={userId}
            onChange={(id) => setUserId(id === null ? null : Number(id))}
            placeholder={t('directory.pickPerson')}
            aria-label={t('directory.pickPerson')}
          />
          <Button
            type="primary"
            disabled={userId === null}
            loading={assign.isPending}
            onClick={() =>
              userId !== null &&
              assign.mutate({ seatId: seat.seatId, userId }, { onSuccess: () => setUserId(null) })
            }
          >
            {t('directory.assign')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
