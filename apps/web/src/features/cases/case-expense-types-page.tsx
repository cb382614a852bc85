import type { CaseDetail } from '@venus/shared';
import { App, Button, Checkbox, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { CaseSubPageFrame } from './case-sub-page.tsx';
import { useCaseTeamMutations } from './case-team-api.ts';

/**
 * Spec /project/expenseType/:title?projectId=: the expense types that may be claimed against the
 * case (dictionary hk_expense_type); none ticked means every type. The partner, a lead lawyer or
 * an administrator changes them; everyone else reads them.
 */
export function CaseExpenseTypesPage() {
  return (
    <CaseSubPageFrame page="expenseType">
      {(detail) => <ExpenseTypes key={detail.projectId} detail={detail} />}
    </CaseSubPageFrame>
  );
}

function ExpenseTypes({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const options = useDictOptions('hk_expense_type');
  const { setExpenseTypes } = useCaseTeamMutations();
  const [chosen, setChosen] = useState<string[]>(detail.expenseTypes);
  const editable = detail.can.editNotes;
  if (options.isLoading) return <Spin />;
  const save = () =>
    setExpenseTypes.mutate(
      { projectId: detail.projectId, expenseTypes: chosen },
      { onSuccess: () => void message.success(t('casesUi.sub.expenseType.saved')) },
    );
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {t(
          chosen.length === 0 ? 'casesUi.sub.expenseType.allAllowed' : 'casesUi.sub.expenseType.someAllowed',
          {
            count: chosen.length,
          },
        )}
      </Typography.Text>
      <Checkbox.Group
        aria-label={t('casesUi.sub.expenseType.title')}
        disabled={!editable}
        value={chosen}
        onChange={(values) => setChosen(values as string[])}
        options={(options.data ?? [])
          .filter((option) => !option.disabled)
          .map((option) => ({
            value: option.dictValue,
            label: localName(language, option.dictLabel, option.dictLabelEn),
          }))}
      />
      {editable ? (
        <div>
          <Button type="primary" loading={setExpenseTypes.isPending} onClick={save}>
            {t('casesUi.sub.expenseType.save')}
          </Button>
        </div>
      ) : (
        <Typography.Text type="secondary">{t('casesUi.sub.expenseType.readOnly')}</Typography.Text>
      )}
    </Flex>
  );
}
