import { type ProjectSearchResult, projectDisplay } from '@venus/shared';
import { Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSearchBox } from '../../components/project-search/project-search-box.tsx';
import { searchCases } from './cases-api.ts';

interface RelatedCasesFieldProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The saved related cases, to name them before anything is searched. */
  saved: readonly ProjectSearchResult[];
}

/** Related cases: each found through the project search box, shown as number:name tags. */
export function RelatedCasesField({ value = [], onChange, saved }: RelatedCasesFieldProps) {
  const { t } = useTranslation();
  const [known, setKnown] = useState<Map<number, ProjectSearchResult>>(() => new Map());
  // A fresh box after each pick, so it is empty for the next one.
  const [boxKey, setBoxKey] = useState(0);
  const nameOf = (id: number) => {
    const project = known.get(id) ?? saved.find((item) => Number(item.id) === id);
    return project ? projectDisplay(project) : `#${id}`;
  };
  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex wrap gap={4}>
          {value.map((id) => (
            <Tag key={id} closable onClose={() => onChange?.(value.filter((other) => other !== id))}>
              {nameOf(id)}
            </Tag>
          ))}
        </Flex>
      ) : null}
      <ProjectSearchBox
        key={boxKey}
        value={null}
        search={searchCases}
        placeholder={t('casesUi.form.relatedHint')}
        aria-label={t('casesUi.field.relatedProjects')}
        onChange={(id, project) => {
          if (id === null || !project) return;
          const picked = Number(id);
          setKnown((before) => new Map(before).set(picked, project));
          if (!value.includes(picked)) onChange?.([...value, picked]);
          setBoxKey((before) => before + 1);
        }}
      />
    </Flex>
  );
}
