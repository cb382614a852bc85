import { hasPermission, SEAT_ASSIGN_PERMISSION } from '@venus/shared';
import { Alert, Empty, Segmented, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../app/session/session-queries.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { type Seat, useFloorSeats, usePersonSeat, useSeatPlans } from './directory-api.ts';
import { SeatGrid } from './seat-grid.tsx';
import { SeatPanel } from './seat-panel.tsx';
import './directory.css';
import { Select } from '../../components/select/select.tsx';

/**
 * Spec /user/officeMap/:title (decision 0024): an office's floor as a grid of desks, who sits
 * where and which desks are free. `?userId=` opens it at that person's seat; `?officeId=` and
 * `?floor=` at a floor.
 */
export function OfficeMapPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const wantedUser = Number(searchParams.get('userId') ?? 0) || undefined;
  const permissions = useUserInfo().data?.permissions ?? [];
  const canAssign = hasPermission(permissions, SEAT_ASSIGN_PERMISSION);
  const plans = useSeatPlans();
  const target = usePersonSeat(wantedUser);
  const [officeId, setOfficeId] = useState<number | undefined>(
    Number(searchParams.get('officeId') ?? 0) || undefined,
  );
  const [floor, setFloor] = useState<string | undefined>(searchParams.get('floor') ?? undefined);
  const [selectedId, setSelectedId] = useState<number | undefined>();

  // Open at the person's seat once it is known; otherwise at the first office and floor.
  useEffect(() => {
    if (target.data) {
      setOfficeId(target.data.officeId);
      setFloor(target.data.floor);
      setSelectedId(target.data.seatId);
    }
  }, [target.data]);
  useEffect(() => {
    const first = plans.data?.[0];
    // Wait for the person's seat, and let it place the map before falling back to the first floor.
    if (!first || (wantedUser && (target.isPending || (target.data && officeId === undefined)))) return;
    const plan = plans.data?.find((candidate) => candidate.officeId === officeId);
    if (!plan) {
      setOfficeId(first.officeId);
      setFloor(first.floors[0]?.floor);
    } else if (!plan.floors.some((candidate) => candidate.floor === floor)) {
      setFloor(plan.floors[0]?.floor);
    }
  }, [plans.data, officeId, floor, wantedUser, target.isPending, target.data]);

  const seats = useFloorSeats(officeId, floor);
  const plan = plans.data?.find((candidate) => candidate.officeId === officeId);
  const officeName = (p: { officeName: string; officeNameEn: string }) =>
    language === 'en' ? p.officeNameEn || p.officeName : p.officeName;
  const selected: Seat | undefined = useMemo(
    () => seats.data?.find((seat) => seat.seatId === selectedId),
    [seats.data, selectedId],
  );

  if (plans.data && plans.data.length === 0) return <Empty description={t('directory.noPlans')} />;

  return (
    <section className="venus-office-map" aria-label={t('pages.officeMap')}>
      <div className="venus-directory__toolbar">
        <Select
          className="venus-directory__filter"
          aria-label={t('directory.office')}
          value={officeId}
          options={(plans.data ?? []).map((p) => ({ value: p.officeId, label: officeName(p) }))}
          onChange={(next: number) => {
            setOfficeId(next);
            setFloor(undefined);
            setSelectedId(undefined);
          }}
        />
        {plan ? (
          <Segmented
            aria-label={t('directory.floor')}
            value={floor}
            options={plan.floors.map((f) => ({
              value: f.floor,
              label: `${f.floor} · ${f.taken}/${f.seats}`,
            }))}
            onChange={(next) => {
              setFloor(String(next));
              setSelectedId(undefined);
            }}
          />
        ) : null}
        <span className="venus-office-map__legend" aria-hidden>
          <span className="venus-seat-swatch venus-seat-swatch--taken" /> {t('directory.taken')}
          <span className="venus-seat-swatch venus-seat-swatch--free" /> {t('directory.free')}
        </span>
      </div>
      {wantedUser && target.data === null ? (
        <Alert type="info" showIcon title={t('directory.noSeat')} />
      ) : null}
      <div className="venus-office-map__body">
        <Spin spinning={seats.isFetching && !seats.data}>
          <SeatGrid
            seats={seats.data ?? []}
            selectedId={selectedId}
            onSelect={(seat) => setSelectedId(seat.seatId)}
          />
        </Spin>
        {selected && plan ? (
          <SeatPanel
            key={selected.seatId}
            seat={selected}
            officeName={officeName(plan)}
            canAssign={canAssign}
          />
        ) : (
          <p className="venus-office-map__hint">{t('directory.pickSeat')}</p>
        )}
      </div>
    </section>
  );
}
