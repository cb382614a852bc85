import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDelegateUser, setDelegateUser } from '../../app/api/delegate-user.ts';
import { Select } from '../../components/select/select.tsx';
import { useDelegations } from './approvals-api.ts';

const SELF = 0;

/**
 * Spec §6 delegateUser: a delegate chooses whose tasks they are working on. The choice rides on
 * every call of this tab (the API client's header) until changed or signed out.
 */
export function ActingAsSwitch({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const { data } = useDelegations();
  const [acting, setActing] = useState<number>(currentDelegateUser() ?? SELF);
  const received = data?.received ?? [];
  if (received.length === 0 && acting === SELF) return null;
  const options = [
    { value: SELF, label: t('approvalsUi.delegation.myself') },
    ...received.map((row) => ({
      value: row.principalId,
      label: t('approvalsUi.delegation.for', { name: row.principalName }),
    })),
  ];
  return (
    <Select<number>
      className="venus-acting-as"
      aria-label={t('approvalsUi.delegation.actingAs')}
      value={acting}
      options={options}
      style={{ minWidth: 160 }}
      onChange={(value) => {
        setActing(value);
        setDelegateUser(value === SELF ? null : value);
        onChange();
      }}
    />
  );
}
