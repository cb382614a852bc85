import { useTranslation } from 'react-i18next';
import { ENTRY_FIELDS } from '../entry/entry-values.ts';

/**
 * The grid's column names; the rows below share its columns (hidden on a phone, rows stack).
 * Screen readers hear each input's own label instead.
 */
export function EntryGridHeader() {
  const { t } = useTranslation();
  return (
    <div className="venus-worklogs__row venus-worklogs__row--head" aria-hidden>
      {ENTRY_FIELDS.map((field) => (
        <span key={field} className="venus-worklogs__cell">
          {t(`worklog.entry.field.${field}`)}
        </span>
      ))}
      <span className="venus-worklogs__cell" />
    </div>
  );
}
