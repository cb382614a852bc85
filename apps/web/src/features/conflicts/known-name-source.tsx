import { KNOWN_NAME_SOURCES } from '@venus/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

/** The public list a seeded entry came from, or the firm's own addition. */
export function knownNameSourceOptions(t: TFunction) {
  return KNOWN_NAME_SOURCES.map((source) => ({
    value: source,
    label: t(`knownNamesAdmin.sources.${source}`),
  }));
}

export function knownNameSourceTag(t: TFunction, source: unknown) {
  const label = t(`knownNamesAdmin.sources.${String(source)}`);
  return source === 'firm' ? <Tag color="blue">{label}</Tag> : <Tag>{label}</Tag>;
}
