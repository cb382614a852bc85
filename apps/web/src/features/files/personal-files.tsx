import { PERSONAL_FILE_SOURCE } from '@venus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePanel } from './file-panel.tsx';

const ALL = { add: true, edit: true, download: true, remove: true };

/** A person's own files (source 0, the record is the person): the file panel's first host. */
export function PersonalFiles({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const owner = useMemo(() => ({ source: PERSONAL_FILE_SOURCE, onlyId: String(userId), type: '' }), [userId]);
  return <FilePanel owner={owner} title={t('filesUi.myFiles')} permission={ALL} />;
}
