import { SwapOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ClientStatusTag, clientName } from './client-columns.tsx';
import { clientDetailPath, clientIdOf } from './client-paths.ts';
import { type ClientDetail, useClient, useClientMutations } from './clients-api.ts';
import './clients.css';

/** One side of the comparison: what the client holds that the merge moves or keeps. */
function ClientSide({ clientId, side }: { clientId: number; side: 'keep' | 'merge' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const client = useClient(clientId);
  const title = t(`clientsUi.merge.${side}`);
  if (!clientId)
    return (
      <Card size="small" title={title} className="venus-clients__merge-side">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clientsUi.merge.pick')} />
      </Card>
    );
  if (client.isLoading) return <Spin />;
  const detail = client.data;
  if (!detail) return <Alert type="error" title={t('client.notFound')} />;
  const list = (items: readonly string[]) => (items.length ? items.join('；') : t('clientsUi.none'));
  return (
    <Card
      size="small"
      title={title}
      className={`venus-clients__merge-side venus-clients__merge-side--${side}`}
      data-side={side}
      extra={<ClientStatusTag status={detail.status} />}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'name',
            label: t('clientsUi.name'),
            children: <strong>{clientName(language, detail)}</strong>,
          },
          {
            key: 'other',
            label: t(language === 'en' ? 'field.nameCn' : 'clientsUi.nameEn'),
            children: (language === 'en' ? detail.nameCn : detail.nameEn) || t('clientsUi.none'),
          },
          {
            key: 'reg',
            label: t('field.registrationNumber'),
            children: detail.registrationNumber || t('clientsUi.none'),
          },
          {
            key: 'partner',
            label: t('field.originatingPartnerId'),
            children:
              localName(language, detail.originatingPartnerName, detail.originatingPartnerNameEn) ||
              t('clientsUi.none'),
          },
          { key: 'former', label: t('field.formerNames'), children: list(detail.formerNames) },
          { key: 'aliases', label: t('field.aliases'), children: list(detail.aliases) },
          { key: 'contacts', label: t('field.contacts'), children: list(detail.contacts.map((c) => c.name)) },
          {
            key: 'titles',
            label: t('field.invoiceTitles'),
            children: list(detail.invoiceTitles.map((i) => i.title)),
          },
          {
            key: 'relations',
            label: t('field.relations'),
            children: list(
              detail.relations.map(
                (r) => `${t(`clientsUi.relation.${r.relation}`)}：${clientName(language, r)}`,
              ),
            ),
          },
        ]}
      />
    </Card>
  );
}

/** What the merge will do, in words, once both sides are known. */
function MergeSummary({ keep, merge }: { keep: ClientDetail; merge: ClientDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Alert
      type="info"
      showIcon
      className="venus-clients__merge-summary"
      title={t('clientsUi.merge.summary', {
        merged: clientName(language, merge),
        kept: clientName(language, keep),
      })}
      description={t('clientsUi.merge.summaryDetail', {
        names: [merge.nameCn, merge.nameEn].filter(Boolean).join('、'),
        contacts: merge.contacts.length,
        titles: merge.invoiceTitles.length,
      })}
    />
  );
}

/** Spec /merge/list: pick the client to keep and its duplicate, compare them, confirm. */
export function ClientMergePage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [keepId, setKeepId] = useState(clientIdOf(query, 'keep'));
  const [mergeId, setMergeId] = useState(clientIdOf(query, 'merge'));
  // Opened again from another client's page: that client becomes the one kept.
  useEffect(() => {
    setKeepId(clientIdOf(query, 'keep'));
    setMergeId(clientIdOf(query, 'merge'));
  }, [query]);
  const keep = useClient(keepId);
  const merge = useClient(mergeId);
  const { merge: merging } = useClientMutations();
  const same = keepId > 0 && keepId === mergeId;
  const ready = Boolean(keep.data && merge.data) && !same;

  const confirm = () =>
    modal.confirm({
      title: t('clientsUi.merge.confirmTitle'),
      content: t('clientsUi.merge.confirmText', {
        merged: clientName(language, merge.data!),
        kept: clientName(language, keep.data!),
      }),
      okText: t('clientsUi.merge.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const { kept } = await merging.mutateAsync({ keepClientId: keepId, mergeClientId: mergeId });
        void message.success(t('clientsUi.merge.done'));
        setMergeId(0);
        void navigate(clientDetailPath(clientName(language, kept), kept.clientId));
      },
    });

  return (
    <div className="venus-clients venus-clients--merge">
      <Card variant="borderless" title={t('clientsUi.merge.title')} className="venus-clients__section">
        <Typography.Paragraph type="secondary">{t('clientsUi.merge.hint')}</Typography.Paragraph>
        <Form layout="vertical" className="venus-clients__merge-pickers">
          <Form.Item label={t('field.keepClientId')}>
            <ClientPicker
              value={keepId || null}
              onChange={(id) => setKeepId(id ?? 0)}
              aria-label={t('field.keepClientId')}
              allowClear
            />
          </Form.Item>
          <Button
            icon={<SwapOutlined />}
            aria-label={t('clientsUi.merge.swap')}
            className="venus-clients__swap"
            onClick={() => {
              setKeepId(mergeId);
              setMergeId(keepId);
            }}
          />
          <Form.Item
            label={t('field.mergeClientId')}
            validateStatus={same ? 'error' : undefined}
            help={same ? t('client.mergeSame') : undefined}
          >
            <ClientPicker
              value={mergeId || null}
              onChange={(id) => setMergeId(id ?? 0)}
              aria-label={t('field.mergeClientId')}
              allowClear
            />
          </Form.Item>
        </Form>
      </Card>
      <div className="venus-clients__merge-compare">
        <ClientSide clientId={keepId} side="keep" />
        <ClientSide clientId={mergeId} side="merge" />
      </div>
      {ready ? <MergeSummary keep={keep.data!} merge={merge.data!} /> : null}
      <Space className="venus-clients__footer">
        <Button type="primary" danger disabled={!ready} loading={merging.isPending} onClick={confirm}>
          {t('clientsUi.merge.confirm')}
        </Button>
        {ready ? <Tag color="orange">{t('clientsUi.merge.irreversible')}</Tag> : null}
      </Space>
    </div>
  );
}
