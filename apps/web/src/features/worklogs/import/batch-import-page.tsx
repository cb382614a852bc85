import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { WorklogImportResult } from '@venus/shared';
import { Button, Card, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api/api-client.ts';
import { isApiError } from '../../../app/api/api-error.ts';
import { saveFile } from '../../../components/file/save-file.ts';
import { ImportErrorReport } from '../../../components/spreadsheet/import-error-report.tsx';
import { type ImportRowError, readRowErrors } from '../../../components/spreadsheet/import-errors.ts';
import { SheetFileChooser } from '../../../components/spreadsheet/sheet-file-chooser.tsx';
import { MY_PATH } from '../worklog-paths.ts';
import { worklogKeys } from '../worklogs-api.ts';
import '../worklogs.css';

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'refused'; msg: string; errors: ImportRowError[] };

/**
 * Spec /worklog/batchImportWorklog: time from a spreadsheet, all or nothing. The template
 * names the columns; a file with any bad row imports nothing and the report lists each error by
 * its row as Excel numbers it, the column and the reason.
 */
export function BatchImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const downloadTemplate = async () => {
    const blob = await api.download('/hankun/worklog/importTemplate');
    saveFile(blob, `${t('worklog.importUi.templateName')}.xlsx`);
  };

  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    setOutcome(null);
    try {
      const result = await api.upload<WorklogImportResult>('/hankun/worklog/import', form, {
        errorHandling: 'caller',
      });
      const errors = readRowErrors(result);
      setOutcome(
        errors.length > 0
          ? { kind: 'refused', msg: t('worklog.importUi.refused', { count: errors.length }), errors }
          : { kind: 'imported', count: result.imported },
      );
      if (errors.length === 0) await queryClient.invalidateQueries({ queryKey: worklogKeys.all });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setOutcome({ kind: 'refused', msg: error.msg, errors: readRowErrors(error.data) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="venus-worklogs venus-worklogs--import">
      <Card
        variant="borderless"
        title={t('worklog.importUi.title')}
        extra={
          <Button type="link" onClick={() => void navigate(MY_PATH)}>
            {t('worklog.importUi.back')}
          </Button>
        }
      >
        <SheetFileChooser
          hint={t('worklog.importUi.hint')}
          templateLabel={t('worklog.importUi.template')}
          onTemplate={() => void downloadTemplate()}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setOutcome(null);
          }}
          chooseText={t('worklog.importUi.choose')}
          chooseHint={t('worklog.importUi.chooseHint')}
        />
        <Space className="venus-worklogs__import-actions">
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={!file}
            loading={sending}
            onClick={() => void send()}
          >
            {t('worklog.importUi.send')}
          </Button>
        </Space>
        {outcome?.kind === 'imported' ? (
          <Result
            status="success"
            title={t('worklog.importUi.imported', { count: outcome.count })}
            extra={
              <Button type="primary" onClick={() => void navigate(MY_PATH)}>
                {t('worklog.importUi.toMine')}
              </Button>
            }
          />
        ) : null}
        {outcome?.kind === 'refused' ? (
          <ImportErrorReport
            msg={outcome.msg}
            description={t('worklog.importUi.nothingImported')}
            errors={outcome.errors}
            height={360}
            className="venus-worklogs__import-report"
            testId="import-report"
          />
        ) : null}
      </Card>
    </div>
  );
}
