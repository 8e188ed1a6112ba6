/**
 * What the listing-template lists share (`lt.*` texts): the keyword + marketplace filter, the
 * template name with its "default" badge, the updated column and the texts of the edit / delete buttons.
 */
import { Badge, Text } from '@chakra-ui/react';
import type { DataTableColumn, FilterField, FilterValues } from '../../ui';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { marketplaceOptions } from './hooks';
import type { ListingTemplatesMessageId } from './messages';

type Text = (id: ListingTemplatesMessageId, values?: Record<string, string | number>) => string;

/** The keyword filter and the marketplace one (`platformType`). */
export const keywordField = (t: Text, label = t('lt.keyword')): FilterField => ({ name: 'keyword', label, type: 'text' });
export const marketplaceField = (t: Text): FilterField => ({ name: 'platformType', label: t('lt.marketplace'), type: 'select', options: marketplaceOptions() });

/** The keyword and marketplace filter values as the list filter. */
export const keywordAndMarketplace = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword), platformType: Number(v.platformType) || undefined });

/** The template's name, with a "default" badge on the default one. */
export function templateNameColumn<T extends { name: string; isDefault: boolean }>(t: Text): DataTableColumn<T> {
  return {
    key: 'name',
    header: t('lt.col.name'),
    hideable: false,
    cell: (r) => (
      <Text fontWeight="medium">
        {r.name} {r.isDefault ? <Badge colorPalette="teal">{t('lt.default')}</Badge> : null}
      </Text>
    ),
  };
}

export const updatedColumn = <T extends { updatedAt: string }>(t: Text): DataTableColumn<T> => ({
  key: 'updatedAt',
  header: t('lt.col.updatedAt'),
  cell: (r) => formatDateTime(r.updatedAt),
});

/** The texts of the rows' edit and delete buttons (`RecordListPage`'s `t`, `prefix`, `failure`). */
export const templateButtons = (t: Text) => ({ t, prefix: 'lt' as const, failure: t('lt.deleteFailed') });
