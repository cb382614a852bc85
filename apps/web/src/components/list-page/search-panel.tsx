import { DownOutlined, FilterOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { advancedCountLabel, CONDITION_GRID_UNITS, countActiveConditions, fillerCells } from '@venus/shared';
import { Button, Form, type FormInstance, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../app/use-device.ts';
import { MobileSearchDrawer } from './mobile-search-drawer.tsx';
import type { SearchCondition } from './search-condition.ts';
import { useListPageState } from './use-list-page-state.ts';
import './list-page.css';

export interface SearchPanelProps<V> {
  form: FormInstance<V>;
  conditions: readonly SearchCondition[];
  onSearch: (values: V) => void;
  /** Spec §2: Reset can be hidden. */
  hideReset?: boolean;
  /** Grid units (of 8) one condition takes; the default 2 gives four per row. */
  span?: number;
}

/**
 * Spec §2 List-page template: simple and advanced conditions on an 8-unit grid, the toggle with
 * the count of active advanced conditions, Search and Reset in the last cell of the last row,
 * the panel collapsible; the expanded / advanced state remembered per route. On a phone the
 * conditions open in a full-screen drawer from the top.
 */
export function SearchPanel<V extends object>({
  form,
  conditions,
  onSearch,
  hideReset = false,
  span = 2,
}: SearchPanelProps<V>) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const panel = useListPageState();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Record<string, unknown>;
  const advancedFields = conditions.filter((item) => item.advanced).map((item) => item.name);
  const countLabel = advancedCountLabel(countActiveConditions(values, advancedFields));
  const hasAdvanced = advancedFields.length > 0;

  // Hidden advanced fields keep their values (and still apply): the badge says how many.
  const search = () => onSearch(form.getFieldsValue(true) as V);
  const reset = () => {
    form.resetFields();
    search();
  };

  if (isMobile) {
    return (
      <MobileSearchDrawer
        form={form}
        conditions={conditions}
        activeCount={countActiveConditions(
          values,
          conditions.map((item) => item.name),
        )}
        onSearch={search}
        onReset={reset}
        hideReset={hideReset}
      />
    );
  }

  const shown = conditions.filter((item) => panel.advanced || !item.advanced);
  const fillers = fillerCells(shown.length, span);
  const advancedToggle = hasAdvanced ? (
    <Button
      type="link"
      icon={<FilterOutlined />}
      onClick={() => panel.setAdvanced(!panel.advanced)}
      aria-label={t(panel.advanced ? 'listPage.simple' : 'listPage.advanced')}
    >
      {t(panel.advanced ? 'listPage.simple' : 'listPage.advanced')}
      {countLabel ? (
        <span className="venus-search-panel__count" data-testid="advanced-count">
          {countLabel}
        </span>
      ) : null}
    </Button>
  ) : null;

  if (!panel.expanded) {
    return (
      <div className="venus-search-panel venus-search-panel--collapsed">
        <Space>
          <Button icon={<DownOutlined />} onClick={() => panel.setExpanded(true)}>
            {t('listPage.expand')}
          </Button>
          {advancedToggle}
        </Space>
      </div>
    );
  }

  return (
    <Form
      form={form}
      className="venus-search-panel"
      colon={false}
      onFinish={search}
      style={{ gridTemplateColumns: `repeat(${CONDITION_GRID_UNITS}, minmax(0, 1fr))` }}
    >
      {shown.map((item) => (
        <Form.Item
          key={item.name}
          name={item.name}
          label={item.label}
          className="venus-search-panel__cell"
          style={{ gridColumn: `span ${span}` }}
        >
          {item.input}
        </Form.Item>
      ))}
      {/* The filler cells, as one block, push Search / Reset into the last cell of the row. */}
      {fillers > 0 ? <div aria-hidden style={{ gridColumn: `span ${fillers * span}` }} /> : null}
      <div className="venus-search-panel__buttons" style={{ gridColumn: `span ${span}` }}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('list.search')}
        </Button>
        {hideReset ? null : (
          <Button onClick={reset} icon={<ReloadOutlined />}>
            {t('list.reset')}
          </Button>
        )}
        {advancedToggle}
        <Button
          type="text"
          icon={<UpOutlined />}
          aria-label={t('listPage.collapse')}
          title={t('listPage.collapse')}
          onClick={() => panel.setExpanded(false)}
        />
      </div>
    </Form>
  );
}
