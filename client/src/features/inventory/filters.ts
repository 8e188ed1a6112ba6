/** Filter fields of the inventory views (age bands, ABC classes). */
import { ABC_CLASSES, AGE_BANDS } from '@erp/schema';
import { useMemo } from 'react';
import type { InventoryFilter } from '../../api/generated/types';
import { choiceField, type FilterField, type FilterValues } from '../../ui';
import { idOrUndefined, textOrUndefined } from '../../ui/format';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseFilterOptions } from '../warehouses/pickers';
import { inventoryMessages, type InventoryMessageId } from './messages';

/** The filter fields of /inventoryManage and /safetyStock. */
export function useInventoryFilterFields(withAgeAndAbc = true): FilterField[] {
  const t = useFeatureText(inventoryMessages);
  const warehouses = useWarehouseFilterOptions();
  return useMemo<FilterField[]>(
    () => [
      { name: 'warehouseId', label: t('stockView.filter.warehouse'), type: 'select', options: warehouses },
      { name: 'keyword', label: t('stockView.filter.keyword'), type: 'text' },
      ...(withAgeAndAbc
        ? ([
            choiceField('abcClass', t('stockView.filter.abcClass'), ABC_CLASSES, (c) => t(`stockView.abc.${c}` as InventoryMessageId)),
            choiceField('ageBand', t('stockView.filter.ageBand'), AGE_BANDS, (b) => t(`stockView.ageBand.${b}` as InventoryMessageId)),
          ] as FilterField[])
        : []),
      { name: 'lowStock', label: t('stockView.filter.lowStock'), type: 'select', options: [{ value: 'true', label: t('stockView.filter.lowStockOnly') }] },
    ],
    [t, warehouses, withAgeAndAbc],
  );
}

export function toInventoryFilter(v: FilterValues): InventoryFilter {
  return {
    warehouseId: idOrUndefined(v.warehouseId),
    keyword: textOrUndefined(v.keyword),
    abcClass: textOrUndefined(v.abcClass),
    ageBand: textOrUndefined(v.ageBand),
    lowStock: v.lowStock === 'true' ? true : undefined,
  };
}
