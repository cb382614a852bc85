import { FILE_TEMPLATE_PERMISSION, type FileView, TEMPLATE_FILE_OWNER } from '@venus/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../app/session/use-permission.ts';
import { FilePanel } from './file-panel.tsx';
import { downloadTemplate } from './files-api.ts';

const byName = (file: FileView) => downloadTemplate(file.name);

/**
 * The firm's document templates (decision 0020): everyone signed in downloads them by name
 * (templatesFileDownload); holders of the template permission add, rename and remove them.
 */
export function FirmTemplates() {
  const { t } = useTranslation();
  const keeper = useHasPermission(FILE_TEMPLATE_PERMISSION);
  const permission = useMemo(() => ({ add: keeper, edit: keeper, remove: keeper, download: true }), [keeper]);
  return (
    <FilePanel
      owner={TEMPLATE_FILE_OWNER}
      title={t('filesUi.templates')}
      permission={permission}
      onDownload={byName}
    />
  );
}
