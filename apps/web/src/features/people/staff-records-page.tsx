import type { StaffRecordRow } from '@venus/shared';
import { Badge, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { DictSelect, useDictLabel } from '../../components/dict/dict-select.tsx';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { staffRecordPath, useStaffRecords, useUserTypes } from './people-api.ts';

interface RecordFilters {
  name?: string;
  userTypeId?: number;
  level?: string;
  inService?: 'true' | 'false';
}

export const LEVEL_DICT = 'hk_timekeeper_level';

/** 系统管理 › 员工档案 (decision 0059): HR's list of everyone's record, a row opens it. */
export function StaffRecordsPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<RecordFilters>();
  const levelLabel = useDictLabel(LEVEL_DICT);
  const types = useUserTypes().data ?? [];
  const typeName = (id: number | null) => {
    const type = types.find((row) => row.userTypeId === id);
    return type ? localName(language, type.name, type.nameEn) : '';
  };
  const label = (key: string) => t(`peopleUi.${key}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language and the types.
  const columns = useMemo<DataColumn<StaffRecordRow>[]>(
    () => [
      { prop: 'userno', name: label('userno'), width: 90, sortable: true },
      {
        prop: 'nickName',
        name: label('name'),
        width: 150,
        noHide: true,
        sortable: true,
        render: (_value, row) => localName(language, row.nickName, row.nameEn),
      },
      {
        prop: 'deptName',
        name: label('dept'),
        width: 130,
        render: (_value, row) => localName(language, row.deptName, row.deptNameEn),
      },
      {
        prop: 'officeName',
        name: label('office'),
        width: 90,
        render: (_value, row) => localName(language, row.officeName, row.officeNameEn),
      },
      {
        prop: 'userTypeId',
        name: label('userType'),
        width: 110,
        render: (_value, row) => typeName(row.userTypeId),
      },
      {
        prop: 'currentLevel',
        name: label('currentLevel'),
        width: 110,
        render: (_value, row) => levelLabel(row.currentLevel),
      },
      { prop: 'hireDate', name: label('hireDate'), width: 110, sortable: true },
      {
        prop: 'contractEnds',
        name: label('contractEnds'),
        width: 120,
        render: (_value, row) =>
          row.contractEnds === null ? label('noContract') : row.contractEnds || label('openEnded'),
      },
      {
        prop: 'pendingCorrections',
        name: label('pendingCorrections'),
        width: 110,
        render: (_value, row) =>
          row.pendingCorrections ? <Badge count={row.pendingCorrections} color="orange" /> : '',
      },
    ],
    [t, i18n.language, types.length, levelLabel],
  );
  const table = useDataTable<StaffRecordRow>({ tableId: 'staff-records', columns });
  const { filters, search } = useSearchFilters<RecordFilters>(table.toFirstPage);
  const { data, isFetching } = useStaffRecords({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    { name: 'name', label: label('searchName'), input: <Input allowClear maxLength={64} /> },
    {
      name: 'userTypeId',
      label: label('userType'),
      input: (
        <Select
          allowClear
          options={types.map((type) => ({
            value: type.userTypeId,
            label: localName(language, type.name, type.nameEn),
          }))}
        />
      ),
    },
    { name: 'level', label: label('currentLevel'), input: <DictSelect dictType={LEVEL_DICT} allowClear /> },
    {
      name: 'inService',
      label: label('inService'),
      input: (
        <Select
          allowClear
          options={[
            { value: 'true', label: label('inServiceOnly') },
            { value: 'false', label: label('everyone') },
          ]}
        />
      ),
    },
  ];
  const open = (row: StaffRecordRow) =>
    void navigate(staffRecordPath(`${t('pages.staffRecord')}-${row.nickName}`, row.userId));
  const rowActions = (row: StaffRecordRow): RowAction[] => [
    { key: 'open', label: label('open'), onClick: () => open(row) },
  ];

  return (
    <ListPage
      title={t('pages.staffRecords')}
      search={<SearchPanel<RecordFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<StaffRecordRow>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="userId"
        rowActions={rowActions}
        actionsWidth={80}
        ariaLabel={t('pages.staffRecords')}
      />
    </ListPage>
  );
}
