import { PlusOutlined } from '@ant-design/icons';
import type { MeetingRoom } from '@venus/shared';
import { Button, Form, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, RowAction } from '../../components/data-table/data-column.ts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useDataTable } from '../../components/data-table/use-data-table.ts';
import { localName } from '../../components/format/local-name.ts';
import { ListPage } from '../../components/list-page/list-page.tsx';
import type { SearchCondition } from '../../components/list-page/search-condition.ts';
import { SearchPanel } from '../../components/list-page/search-panel.tsx';
import { useSearchFilters } from '../../components/list-page/use-search-filters.ts';
import { Select } from '../../components/select/select.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { EquipmentIcons } from './equipment.tsx';
import { useMeetingOffices, useMeetingRooms } from './meetings-api.ts';
import { RoomDialog } from './room-dialog.tsx';
import './meetings.css';

interface RoomFilters {
  officeId?: number;
  name?: string;
  isActive?: 'true' | 'false';
}

/** 会议室 › 会议室管理 (spec meetingRoomAdd, decision 0055): administration keeps each office's rooms. */
export function RoomsPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<RoomFilters>();
  const [editing, setEditing] = useState<MeetingRoom | null | undefined>(undefined);
  const offices = (useMeetingOffices().data ?? []).map((office) => ({
    value: office.deptId,
    label: localName(language, office.deptName, office.deptNameEn),
  }));
  const officeName = (id: number) => offices.find((office) => office.value === id)?.label ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers follow the language and the offices.
  const columns = useMemo<DataColumn<MeetingRoom>[]>(
    () => [
      {
        prop: 'officeId',
        name: t('meetingsUi.office'),
        width: 100,
        render: (_value, row) => officeName(row.officeId),
      },
      { prop: 'name', name: t('meetingsUi.roomName'), width: 180, noHide: true, sortable: true },
      { prop: 'floor', name: t('meetingsUi.floor'), width: 90, sortable: true },
      { prop: 'capacity', name: t('meetingsUi.capacity'), width: 100, sortable: true, align: 'right' },
      {
        prop: 'equipment',
        name: t('meetingsUi.equipmentLabel'),
        width: 220,
        render: (_value, row) => (
          <>
            <EquipmentIcons equipment={row.equipment} />{' '}
            {row.equipment.map((item) => t(`meetingsUi.equipment.${item}`)).join(t('meetingsUi.separator'))}
          </>
        ),
      },
      {
        prop: 'isActive',
        name: t('meetingsUi.active'),
        width: 100,
        render: (_value, row) =>
          row.isActive ? (
            <Tag color="green">{t('meetingsUi.inUse')}</Tag>
          ) : (
            <Tag>{t('meetingsUi.outOfUse')}</Tag>
          ),
      },
    ],
    [t, i18n.language, offices.length],
  );
  const table = useDataTable<MeetingRoom>({ tableId: 'meeting-rooms', columns });
  const { filters, search } = useSearchFilters<RoomFilters>(table.toFirstPage);
  const { data, isFetching } = useMeetingRooms({ ...filters, ...table.query }, table.ready);

  const conditions: SearchCondition[] = [
    {
      name: 'officeId',
      label: t('meetingsUi.office'),
      input: <Select allowClear placeholder={t('meetingsUi.anyOffice')} options={offices} />,
    },
    { name: 'name', label: t('meetingsUi.roomName'), input: <Input allowClear maxLength={50} /> },
    {
      name: 'isActive',
      label: t('meetingsUi.active'),
      input: (
        <Select
          allowClear
          placeholder={t('meetingsUi.anyStatus')}
          options={[
            { value: 'true', label: t('meetingsUi.inUse') },
            { value: 'false', label: t('meetingsUi.outOfUse') },
          ]}
        />
      ),
    },
  ];
  const rowActions = (row: MeetingRoom): RowAction[] => [
    { key: 'edit', label: t('meetingsUi.edit'), onClick: () => setEditing(row) },
  ];

  return (
    <ListPage
      title={t('meetingsUi.roomsTitle')}
      search={<SearchPanel<RoomFilters> form={form} conditions={conditions} onSearch={search} />}
    >
      <DataTable<MeetingRoom>
        table={table}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={isFetching}
        rowKey="roomId"
        rowActions={rowActions}
        actionsWidth={90}
        ariaLabel={t('meetingsUi.roomsTitle')}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('meetingsUi.addRoom')}
          </Button>
        }
      />
      {editing !== undefined ? (
        <RoomDialog editing={editing} offices={offices} onClose={() => setEditing(undefined)} />
      ) : null}
    </ListPage>
  );
}
