import type { ClientDuplicateQuery } from '@venus/shared';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../components/picker/use-debounced-value.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { clientName } from './client-columns.tsx';
import { clientDetailPath } from './client-paths.ts';
import { useDuplicates } from './clients-api.ts';

/** Asks after a pause in typing, so a name typed character by character is checked once. */
const DUPLICATE_DEBOUNCE_MS = 400;

/** What the form has typed so far that identifies a client. */
export interface TypedIdentity {
  nameCn?: string;
  nameEn?: string;
  registrationNumber?: string;
}

function queryOf(typed: TypedIdentity, clientId: number | null): ClientDuplicateQuery | null {
  const query = {
    nameCn: (typed.nameCn ?? '').trim(),
    nameEn: (typed.nameEn ?? '').trim(),
    registrationNumber: (typed.registrationNumber ?? '').trim(),
  };
  if (!query.nameCn && !query.nameEn && !query.registrationNumber) return null;
  return clientId ? { ...query, clientId } : query;
}

/**
 * Likely duplicates of the client being typed (decision 0025), above the form: a warning only,
 * the person may still save. Each names the existing client, links to it, and says why it matched.
 */
export function DuplicateWarning({ typed, clientId }: { typed: TypedIdentity; clientId: number | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const settled = useDebouncedValue(queryOf(typed, clientId), DUPLICATE_DEBOUNCE_MS);
  const { data } = useDuplicates(settled);
  // An answer for text since cleared would warn about nothing typed.
  if (!settled || !data || data.length === 0 || !queryOf(typed, clientId)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="venus-clients__duplicates"
      data-testid="client-duplicates"
      title={t('clientsUi.duplicates.title', { count: data.length })}
      description={
        <ul className="venus-clients__duplicate-list">
          {data.map((hit) => {
            const name = clientName(language, hit);
            return (
              <li key={hit.clientId}>
                <Link to={clientDetailPath(name, hit.clientId)}>{name}</Link>
                <Tag color={hit.score >= 0.9 ? 'orange' : 'default'}>
                  {t(`clientsUi.duplicates.reason.${hit.reason}`)}
                </Tag>
                {hit.matched && hit.matched !== name ? (
                  <span className="venus-clients__matched">
                    {t('clientsUi.duplicates.matched', { name: hit.matched })}
                  </span>
                ) : null}
                {hit.status === 'inactive' ? <Tag>{t('clientsUi.status.inactive')}</Tag> : null}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
