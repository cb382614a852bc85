import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import type { Seat } from './directory-api.ts';

export interface SeatGridProps {
  seats: Seat[];
  selectedId: number | undefined;
  onSelect: (seat: Seat) => void;
}

/** The desk number people read on a plan: the code's last part ("BJ-10F-010" shows "010"). */
export const deskLabelOf = (code: string) => code.split('-').at(-1) ?? code;

/** A floor plan as a grid of desks; a free desk is visible and choosable like a taken one. */
export function SeatGrid({ seats, selectedId, onSelect }: SeatGridProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns = Math.max(1, ...seats.map((seat) => seat.gridCol));
  return (
    <div className="venus-seat-grid__scroll">
      <section
        className="venus-seat-grid"
        aria-label={t('directory.floorPlan')}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(76px, 1fr))` }}
      >
        {seats.map((seat) => {
          const person = seat.occupant;
          const name = person ? (language === 'en' && person.nameEn ? person.nameEn : person.nickName) : '';
          const classes = [
            'venus-seat',
            person ? 'venus-seat--taken' : 'venus-seat--free',
            seat.seatId === selectedId ? 'venus-seat--selected' : '',
          ];
          return (
            <button
              key={seat.seatId}
              type="button"
              data-seat={seat.code}
              className={classes.filter(Boolean).join(' ')}
              style={{ gridRow: seat.gridRow, gridColumn: seat.gridCol }}
              aria-pressed={seat.seatId === selectedId}
              aria-label={person ? `${seat.code} ${name}` : `${seat.code} ${t('directory.free')}`}
              onClick={() => onSelect(seat)}
            >
              <span className="venus-seat__code">{deskLabelOf(seat.code)}</span>
              <span className="venus-seat__name">{person ? name : t('directory.free')}</span>
            </button>
          );
        })}
      </section>
    </div>
  );
}
