import type { TFunction } from 'i18next';
import { ClientPicker } from '../../components/client-picker/client-picker.tsx';
import { DateRangePicker } from '../../components/date-range/date-range-picker.tsx';
import { DictSelect } from '../../components/dict/dict-select.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { Select } from '../../components/select/select.tsx';
import { UserPicker } from '../../components/user-picker/user-picker.tsx';
import { searchCases } from '../cases/cases-api.ts';
import { DeptSelect } from '../worklogs/worklog-filters.tsx';

/** The conditions both reports share (issue 21 must-hold 1); the case box offers only visible cases. */
export function incomeConditions(
  t: TFunction,
  offices: readonly { deptId: number; label: string }[],
): SearchCondition[] {
  const label = (key: string) => t(`reportsView.field.${key}`);
  return [
    { name: 'period', label: label('period'), input: <DateRangePicker /> },
    {
      name: 'officeId',
      label: label('office'),
      input: (
        <Select
          allowClear
          options={offices.map((office) => ({ value: office.deptId, label: office.label }))}
        />
      ),
    },
    { name: 'partnerId', label: label('partner'), input: <UserPicker allowClear /> },
    { name: 'deptId', label: label('dept'), input: <DeptSelect />, advanced: true },
    { name: 'clientId', label: label('client'), input: <ClientPicker />, advanced: true },
    {
      name: 'projectId',
      label: label('case'),
      input: <ProjectSearchBox search={searchCases} cacheName="income-report-cases" />,
      advanced: true,
    },
    {
      name: 'practiceArea',
      label: label('practiceArea'),
      input: <DictSelect dictType="hk_practice_area" allowClear />,
      advanced: true,
    },
  ];
}
