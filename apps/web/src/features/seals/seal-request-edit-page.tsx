import {
  formatIsoDate,
  SEAL_FILE_SOURCE,
  SEAL_FILE_TYPE,
  type SealRequestDetail,
  type SealRequestKind,
} from '@venus/shared';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Space,
  Spin,
  Table,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/api-error.ts';
import { refusalOnForm } from '../../components/form/server-field-errors.ts';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { searchCases } from '../cases/cases-api.ts';
import { FilePanel } from '../files/file-panel.tsx';
import { useFiles } from '../files/files-api.ts';
import {
  sealDetailPath,
  sealEditPath,
  useSealOptions,
  useSealRequest,
  useSealRequestActions,
  useSealRequestDrafts,
} from './seals-api.ts';
import './seals.css';

interface Values {
  kind: SealRequestKind;
  sealId?: number;
  purpose: string;
  projectId?: number | null;
  tenderName?: string;
  expectedReturnDate?: Dayjs | null;
}

const INPUTS = new Set(['kind', 'sealId', 'purpose', 'projectId', 'tenderName', 'expectedReturnDate']);
const idOf = (query: URLSearchParams) => {
  const id = Number(query.get('id') ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * Spec /v2/seal/edit (用印申请, the quick-start tile) and /v2/seal/bid (投标文件用印): the request's
 * seal, purpose and case, saved as a draft; then its documents uploaded to it with the copies of
 * each, and submitted for approval.
 */
export function SealRequestEditPage() {
  const { t } = useTranslation();
  const requestId = idOf(useSearchParams()[0]);
  const isBid = useLocation().pathname.startsWith('/v2/seal/bid');
  const request = useSealRequest(requestId);
  if (requestId > 0 && request.isLoading) return <Spin />;
  if (requestId > 0 && !request.data) {
    const said =
      isApiError(request.error) && request.error.msg ? request.error.msg : t('seal.requestNotFound');
    return <Result status="404" title={said} />;
  }
  const draft = request.data;
  if (draft && !draft.can.edit) return <Result status="warning" title={t('sealsUi.notEditable')} />;
  return <SealRequestForm key={requestId} draft={draft} kind={draft?.kind ?? (isBid ? 'bid' : 'use')} />;
}

function SealRequestForm({ draft, kind: initialKind }: { draft?: SealRequestDetail; kind: SealRequestKind }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? initialKind;
  const seals = useSealOptions().data ?? [];
  const { create, update } = useSealRequestDrafts();
  const actions = useSealRequestActions();
  const [problem, setProblem] = useState<string | null>(null);
  const owner = {
    source: SEAL_FILE_SOURCE,
    onlyId: String(draft?.requestId ?? 0),
    type: SEAL_FILE_TYPE.submitted,
  };
  const files = useFiles(owner, draft !== undefined).data ?? [];
  const stored = files.filter((file) => file.path !== null);
  const [copies, setCopies] = useState<Record<number, number>>(() =>
    Object.fromEntries((draft?.documents ?? []).map((document) => [document.file.fileId, document.copies])),
  );
  const label = (key: string) => t(`sealsUi.field.${key}`);

  const inputOf = (values: Values) => ({
    kind: values.kind,
    sealId: values.sealId ?? 0,
    purpose: values.purpose ?? '',
    projectId: values.projectId ?? null,
    tenderName: values.tenderName ?? '',
    expectedReturnDate: values.expectedReturnDate ? formatIsoDate(values.expectedReturnDate.toDate()) : null,
  });

  const save = async (then: 'stay' | 'submit') => {
    setProblem(null);
    const values = await form.validateFields();
    try {
      if (!draft) {
        const created = await create.mutateAsync({ ...inputOf(values), documents: [] });
        void message.success(t('sealsUi.savedUpload'));
        void navigate(sealEditPath(created.requestId, created.kind), { replace: true });
        return;
      }
      const documents =
        values.kind === 'lend'
          ? []
          : stored.map((file) => ({ fileId: file.id, copies: copies[file.id] ?? 1 }));
      await update.mutateAsync({ requestId: draft.requestId, ...inputOf(values), documents });
      if (then === 'submit') {
        await actions.submit.mutateAsync(draft.requestId);
        void message.success(t('sealsUi.done.submit'));
        void navigate(sealDetailPath(values.purpose, draft.requestId));
      } else {
        void message.success(t('sealsUi.saved'));
      }
    } catch (error) {
      const said = refusalOnForm(form, error, { inputs: INPUTS });
      if (said) setProblem(said);
    }
  };

  const busy = create.isPending || update.isPending || actions.submit.isPending;
  const title = draft
    ? t('sealsUi.editTitle', { purpose: draft.purpose })
    : t(initialKind === 'bid' ? 'sealsUi.bidTitle' : 'sealsUi.addTitle');
  return (
    <div className="venus-seals venus-seals--edit" data-request={draft?.requestId ?? 'new'}>
      <Card variant="borderless" title={title}>
        {draft?.returnComment && draft.status === 'sentBack' ? (
          <Alert type="warning" showIcon message={t('sealsUi.returned', { comment: draft.returnComment })} />
        ) : null}
        <Form<Values>
          form={form}
          layout="vertical"
          className="venus-seals__form"
          initialValues={{
            kind: initialKind,
            sealId: draft?.sealId,
            purpose: draft?.purpose ?? '',
            projectId: draft?.projectId ?? null,
            tenderName: draft?.tenderName ?? '',
            expectedReturnDate: draft?.expectedReturnDate ? dayjs(draft.expectedReturnDate) : null,
          }}
        >
          <Form.Item name="kind" label={label('kind')}>
            <Radio.Group
              disabled={draft !== undefined || initialKind === 'bid'}
              options={(initialKind === 'bid' ? (['bid'] as const) : (['use', 'lend'] as const)).map(
                (value) => ({
                  value,
                  label: t(`sealsUi.kind.${value}`),
                }),
              )}
            />
          </Form.Item>
          <Form.Item
            name="sealId"
            label={label('seal')}
            rules={[{ required: true, message: t('sealsUi.sealRequired') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              aria-label={label('seal')}
              options={seals.map((seal) => ({
                value: seal.sealId,
                label: `${seal.name}（${seal.officeName} · ${t(`sealsUi.type.${seal.type}`)}）`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="purpose"
            label={label('purpose')}
            rules={[{ required: true, whitespace: true, message: t('seal.purposeRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={500} aria-label={label('purpose')} />
          </Form.Item>
          {kind === 'bid' ? (
            <Form.Item
              name="tenderName"
              label={label('tenderName')}
              rules={[{ required: true, whitespace: true, message: t('seal.tenderRequired') }]}
            >
              <Input maxLength={200} aria-label={label('tenderName')} />
            </Form.Item>
          ) : null}
          {kind === 'lend' ? (
            <Form.Item
              name="expectedReturnDate"
              label={label('expectedReturnDate')}
              rules={[{ required: true, message: t('seal.returnDateRequired') }]}
            >
              <DatePicker style={{ width: '100%' }} aria-label={label('expectedReturnDate')} />
            </Form.Item>
          ) : null}
          <Form.Item name="projectId" label={label('case')} extra={t('sealsUi.caseHint')}>
            <ProjectSearchBox search={searchCases} cacheName="seal-cases" aria-label={label('case')} />
          </Form.Item>
        </Form>
        {problem ? <Alert type="error" showIcon message={problem} /> : null}
      </Card>
      {draft && kind !== 'lend' ? (
        <>
          <FilePanel
            owner={owner}
            title={t('sealsUi.documentsTitle')}
            permission={{ add: true, edit: true, download: true, remove: true }}
          />
          <Card variant="borderless" title={t('sealsUi.copiesTitle')} data-testid="seal-copies">
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={stored}
              locale={{ emptyText: t('sealsUi.uploadFirst') }}
              columns={[
                { dataIndex: 'name', title: label('document') },
                {
                  key: 'copies',
                  title: label('copies'),
                  width: 140,
                  render: (_, file) => (
                    <InputNumber
                      min={1}
                      max={200}
                      precision={0}
                      value={copies[file.id] ?? 1}
                      aria-label={`${label('copies')} ${file.name}`}
                      onChange={(value) => setCopies((now) => ({ ...now, [file.id]: Number(value ?? 1) }))}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </>
      ) : null}
      <Card variant="borderless" className="venus-seals__footer" key={i18n.language}>
        <Space wrap>
          {draft ? (
            <>
              <Button onClick={() => void save('stay')} loading={busy}>
                {t('sealsUi.saveDraft')}
              </Button>
              <Button type="primary" onClick={() => void save('submit')} loading={busy}>
                {t('sealsUi.saveSubmit')}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => void save('stay')} loading={busy}>
              {kind === 'lend' ? t('sealsUi.saveDraft') : t('sealsUi.saveThenUpload')}
            </Button>
          )}
        </Space>
      </Card>
    </div>
  );
}
