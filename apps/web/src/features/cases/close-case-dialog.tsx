import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { ClosingCheck } from '@venus/shared';
import { Form, Input, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CaseDialogProps, CaseFormDialog, ReasonField } from './case-dialog-parts.tsx';
import { useCaseMutations, useClosingChecklist } from './cases-api.ts';

interface CloseValues {
  reason: string;
  overrides: Record<string, string>;
}

/**
 * Asking to close a case (decision 0025): the closing checklist first, each open item linked to
 * where it is cleared; an item left open needs a reason to override it, which the audit reads.
 */
export function CloseCaseDialog({ projectId, open, onClose }: CaseDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CloseValues>();
  const checklist = useClosingChecklist(projectId, open);
  const { close } = useCaseMutations();
  const failed = (checklist.data ?? []).filter((item) => !item.passed);

  return (
    <CaseFormDialog
      form={form}
      open={open}
      title={t('casesUi.close.title')}
      onClose={onClose}
      onSubmit={(values) =>
        close.mutateAsync({
          projectId,
          reason: values.reason,
          overrides: failed.map((item) => ({
            check: item.check as ClosingCheck,
            reason: values.overrides?.[item.check] ?? '',
          })),
        })
      }
      pending={close.isPending}
      confirmText={t('casesUi.close.confirm')}
      width={600}
    >
      <Typography.Paragraph type="secondary">{t('casesUi.close.intro')}</Typography.Paragraph>
      {checklist.isFetching ? (
        <Spin />
      ) : (
        <List
          size="small"
          bordered
          className="venus-cases__checklist"
          locale={{ emptyText: t('casesUi.close.nothingToCheck') }}
          dataSource={checklist.data ?? []}
          renderItem={(item) => (
            <List.Item key={item.check}>
              <div className="venus-cases__checklist-item">
                <span>
                  {item.passed ? (
                    <CheckCircleFilled className="venus-cases__ok" />
                  ) : (
                    <CloseCircleFilled className="venus-cases__fail" />
                  )}{' '}
                  {t(`casesUi.closingCheck.${item.check}`, { defaultValue: item.check })}
                  {item.passed ? null : (
                    <>
                      {' '}
                      <Typography.Text type="danger">
                        ({t('casesUi.close.openItems', { count: item.count })})
                      </Typography.Text>{' '}
                      <Link to={item.link} onClick={onClose}>
                        {t('casesUi.close.clear')}
                      </Link>
                    </>
                  )}
                </span>
                {item.passed ? null : (
                  <Form.Item
                    name={['overrides', item.check]}
                    rules={[
                      { required: true, whitespace: true, message: t('casesUi.close.overrideRequired') },
                    ]}
                  >
                    <Input maxLength={500} placeholder={t('casesUi.close.overrideHint')} />
                  </Form.Item>
                )}
              </div>
            </List.Item>
          )}
        />
      )}
      <ReasonField label={t('casesUi.close.reason')} className="venus-cases__gap-top" />
    </CaseFormDialog>
  );
}
