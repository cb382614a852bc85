import 'antd/dist/reset.css';
import '../../../apps/web/src/app/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { venusTheme } from '../../../apps/web/src/app/theme.ts';
import type { DataColumn } from '../../../apps/web/src/components/data-table/data-column.ts';
import { DataTable } from '../../../apps/web/src/components/data-table/data-table.tsx';
import { useDataTable } from '../../../apps/web/src/components/data-table/use-data-table.ts';
import { i18n } from '../../../apps/web/src/i18n/index.ts';

/** A case list's shape: the columns of a firm's list page, all text, one line each. */
interface Row {
  id: number;
  number: string;
  name: string;
  client: string;
  partner: string;
  stage: string;
  opened: string;
  fee: string;
  remark: string;
}

const count = Number(new URLSearchParams(window.location.search).get('rows') ?? 100_000);
const stages = ['预审中', '已立案', '结案审核', '已结案'];
const people = ['王建国', '孙悦', '徐晴', '吕建华', '潘玲', '程鹏'];
const rows: Row[] = Array.from({ length: count }, (_, index) => ({
  id: index + 1,
  number: `(2026)汉坤字第${String(index + 1).padStart(6, '0')}号`,
  name: `某某科技有限公司与某某投资合伙企业股权转让纠纷案 ${index + 1}`,
  client: `客户 ${index % 977} 有限公司`,
  partner: people[index % people.length] ?? '',
  stage: stages[index % stages.length] ?? '',
  opened: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  fee: ((index * 7919) % 1_000_000).toFixed(2),
  remark: index % 3 === 0 ? '备注：诉讼时效届满前提交证据' : '',
}));

const columns: DataColumn<Row>[] = [
  { prop: 'number', name: '案号', width: 200, noHide: true },
  { prop: 'name', name: '案件名称', width: 320, noHide: true },
  { prop: 'client', name: '客户', width: 180 },
  { prop: 'partner', name: '承办合伙人', width: 120 },
  { prop: 'stage', name: '阶段', width: 100 },
  { prop: 'opened', name: '立案日期', width: 120 },
  { prop: 'fee', name: '律师费', width: 120, align: 'right' },
  { prop: 'remark', name: '备注', width: 240 },
];

function Harness() {
  const table = useDataTable<Row>({ tableId: 'bench-100k', columns });
  return <DataTable table={table} rows={rows} total={rows.length} rowKey="id" ariaLabel="bench-table" />;
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={venusTheme}>
        <MemoryRouter initialEntries={['/bench/table']}>
          <div className="venus-page" style={{ padding: 16 }}>
            <Harness />
          </div>
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>
  </I18nextProvider>,
);
