import { SEAL_FILE_SOURCE, SEAL_FILE_TYPE, type SealRequestDetail } from '@venus/shared';
import { Alert, Form, Input, InputNumber, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error.ts';
import { VenusDialog } from '../../components/dialog/venus-dialog.tsx';
import { FilePanel } from '../files/file-panel.tsx';
import { useFiles } from '../files/files-api.ts';
import { useSealRequestActions } from './seals-api.ts';

/**
 * The custodian records the stamping (decision 0057): uploads the stamped scans (PDF), then for
 * each document the copies actually stamped and which scan is its.
 */
export function SealStampDialog({
  request,
  open,
  onClose,
}: {
  request: SealRequestDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const owner = { source: SEAL_FILE_SOURCE, onlyId: String(request.requestId), type: SEAL_FILE_TYPE.stamped };
  const scans = (useFiles(owner, open).data ?? []).filter((file) => file.path !== null);
  const stamp = useSealRequestActions().stamp;
  const [rows, setRows] = useState<Record<number, { stampedCopies: number; scanFileId?: number }>>({});
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rowOf = (documentId: number, copies: number) => rows[documentId] ?? { stampedCopies: copies };
  const label = (key: string) => t(`sealsUi.field.${key}`);
  // With one scan per document in order, the scans are matched by themselves.
  const scanFor = (documentId: number, index: number) =>
    rows[documentId]?.scanFileId ??
    (scans.length === request.documents.length ? scans[scans.length - 1 - index]?.id : undefined);

  const confirm = async () => {
    setProblem(null);
    try {
      await stamp.mutateAsync({
        requestId: request.requestId,
        remark,
        documents: request.documents.map((document, index) => ({
          documentId: document.documentId,
          stampedCopies: rowOf(document.documentId, document.copies).stampedCopies,
          scanFileId: scanFor(document.documentId, index) ?? 0,
        })),
      });
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : String(error));
    }
  };

  return (
    <VenusDialog
      open={open}
      title={t('sealsUi.actions.stamp')}
      width={760}
      onCancel={onClose}
      onConfirm={confirm}
      confirmLoading={stamp.isPending}
    >
      <FilePanel
        owner={owner}
        title={t('sealsUi.scansTitle')}
        permission={{ add: true, edit: true, download: true, remove: true }}
      />
      <Table
        size="small"
        rowKey="documentId"
        pagination={false}
        dataSource={request.documents}
        data-testid="stamp-documents"
        columns={[
          { key: 'name', title: label('document'), render: (_, document) => document.file.name },
          { dataIndex: 'copies', title: label('copies'), width: 80 },
          {
            key: 'stamped',
            title: label('stampedCopies'),
            width: 120,
            render: (_, document) => (
              <InputNumber
                min={0}
                max={document.copies}
                precision={0}
                aria-label={`${label('stampedCopies')} ${document.file.name}`}
                value={rowOf(document.documentId, document.copies).stampedCopies}
                onChange={(value) =>
                  setRows((now) => ({
                    ...now,
                    [document.documentId]: {
                      ...rowOf(document.documentId, document.copies),
                      stampedCopies: Number(value ?? 0),
                    },
                  }))
                }
              />
            ),
          },
          {
            key: 'scan',
            title: label('scan'),
            width: 220,
            render: (_, document, index) => (
              <Select
                style={{ width: '100%' }}
                aria-label={`${label('scan')} ${document.file.name}`}
                value={scanFor(document.documentId, index)}
                options={scans.map((scan) => ({ value: scan.id, label: scan.name }))}
                onChange={(value: number) =>
                  setRows((now) => ({
                    ...now,
                    [document.documentId]: {
                      ...rowOf(document.documentId, document.copies),
                      scanFileId: value,
                    },
                  }))
                }
              />
            ),
          },
        ]}
      />
      <Form layout="vertical" className="venus-seals__stamp-remark">
        <Form.Item label={label('remark')}>
          <Input.TextArea
            rows={2}
            maxLength={500}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon message={problem} /> : null}
    </VenusDialog>
  );
}
