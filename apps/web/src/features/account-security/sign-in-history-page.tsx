import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { signInColumns } from '../../components/sign-in-log/sign-in-columns.tsx';
import { type SignInRow, useMySignIns } from './account-security-api.ts';

/**
 * "My sign-in history": when and from where the caller signed in. Personal data, so the server
 * guards it with the privacy password; a locked caller gets the prompt, then the list.
 */
export function SignInHistoryPage() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language.
  const columns = useMemo(() => signInColumns<SignInRow>(t, { withUser: false }), [t, i18n.language]);
  const table = useDataTable<SignInRow>({ tableId: 'account-sign-ins', columns });
  const { data, isFetching } = useMySignIns(table.query, table.ready);

  return (
    <Card variant="borderless" title={t('accountSecurity.signInHistory')}>
      <DataTable<SignInRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="infoId"
        ariaLabel={t('accountSecurity.signInHistory')}
      />
    </Card>
  );
}
