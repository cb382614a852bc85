import { Empty, Input, Pagination, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { ContactCard } from './contact-card.tsx';
import {
  type DirectoryFilters,
  type Unit,
  useAddressBook,
  useDirectoryUnits,
  useSeatPlans,
} from './directory-api.ts';
import { officeMapPath } from './directory-paths.ts';
import './directory.css';
import { Select } from '../../components/select/select.tsx';

// One of the page sizes the API allows (25, 50, 100, 200).
const PAGE_SIZE = 25;

/**
 * Spec /user/addressBook/:title (decision 0024): everyone in service as contact cards, found by
 * name, English name, login or staff number, narrowed by office and practice group. `?name=`
 * opens it on a search.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('name') ?? '';
  const [typed, setTyped] = useState(wanted);
  const [filters, setFilters] = useState<DirectoryFilters>({ name: wanted || undefined });
  const [pageNum, setPageNum] = useState(1);
  // The tab stays alive: a later `?name=` (the map's contact-card button) searches again.
  useEffect(() => {
    if (!wanted) return;
    setTyped(wanted);
    setFilters({ name: wanted });
    setPageNum(1);
  }, [wanted]);
  const { offices, groups } = useDirectoryUnits();
  const plans = useSeatPlans().data ?? [];
  const { data, isFetching } = useAddressBook({ ...filters, pageNum, pageSize: PAGE_SIZE });
  const planned = useMemo(() => new Set(plans.map((plan) => plan.officeId)), [plans]);

  const change = (next: DirectoryFilters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPageNum(1);
  };
  const optionsOf = (units: Unit[]) =>
    units.map((unit) => ({
      value: unit.deptId,
      label: language === 'en' ? unit.deptNameEn || unit.deptName : unit.deptName,
    }));

  return (
    <section className="venus-directory" aria-label={t('pages.addressBook')}>
      <div className="venus-directory__toolbar">
        <Input.Search
          className="venus-directory__search"
          allowClear
          maxLength={64}
          value={typed}
          placeholder={t('directory.searchPlaceholder')}
          aria-label={t('directory.searchPlaceholder')}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.value === '') change({ name: undefined });
          }}
          onSearch={(value) => change({ name: value.trim() || undefined })}
        />
        <Select
          className="venus-directory__filter"
          allowClear
          placeholder={t('directory.allOffices')}
          aria-label={t('directory.office')}
          options={optionsOf(offices)}
          value={filters.officeId}
          onChange={(officeId?: number) => change({ officeId })}
        />
        <Select
          className="venus-directory__filter"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('directory.allGroups')}
          aria-label={t('directory.group')}
          options={optionsOf(groups)}
          value={filters.deptId}
          onChange={(deptId?: number) => change({ deptId })}
        />
        <span className="venus-directory__count" aria-live="polite">
          {t('directory.count', { count: data?.total ?? 0 })}
        </span>
      </div>
      <Spin spinning={isFetching && !data}>
        {data && data.rows.length === 0 ? (
          <Empty description={t('directory.nobody')} />
        ) : (
          <div className="venus-directory__cards">
            {data?.rows.map((person) => (
              <ContactCard
                key={person.userId}
                person={person}
                onOpenSeat={
                  person.officeId !== null && planned.has(person.officeId)
                    ? () => void navigate(officeMapPath(t('pages.officeMap'), { userId: person.userId }))
                    : undefined
                }
              />
            ))}
          </div>
        )}
      </Spin>
      {(data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className="venus-directory__pager"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      ) : null}
    </section>
  );
}
