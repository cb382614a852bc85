import { useTranslation } from 'react-i18next';
import { PeopleSelect } from '../../components/user-picker/people-select.tsx';

interface AttendeeSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of the people already on the booking, shown before anyone searches. */
  known?: readonly { userId: number; name: string }[];
  id?: string;
}

/** The people invited to a meeting: the shared people picker, named for the booking form. */
export function AttendeeSelect(props: AttendeeSelectProps) {
  const { t } = useTranslation();
  return (
    <PeopleSelect
      {...props}
      placeholder={t('meetingsUi.attendeesPlaceholder')}
      ariaLabel={t('meetingsUi.attendees')}
    />
  );
}
