/** Cached warehouse and location option lists behind WarehouseSelect / LocationSelect. */
import { useMemo } from 'react';
import { LocationOptionsDocument, WarehouseOptionsDocument, type WarehouseOptionsQuery } from './options.generated';
import { useRecord } from '../../ui/resource';

export type WarehouseOption = WarehouseOptionsQuery['warehouseOptions'][number];

/** Every warehouse of the company, default first, then in allocation order. */
export function useWarehouseOptions() {
  const { record, loading, error } = useRecord(WarehouseOptionsDocument, (d) => d.warehouseOptions, undefined, { silent: true });
  return { options: record ?? [], loading, error };
}

/** Every warehouse (disabled ones too: their stock is still listed) as filter-select options. */
export function useWarehouseFilterOptions() {
  const { options } = useWarehouseOptions();
  return useMemo(() => options.map((o) => ({ value: String(o.id), label: o.name })), [options]);
}

/** Enabled locations of one warehouse; nothing is asked for until a warehouse is chosen. */
export function useLocationOptions(warehouseId: number | null | undefined) {
  const { record, loading, error } = useRecord(
    LocationOptionsDocument,
    (d) => d.locationOptions,
    { warehouseId: warehouseId ?? 0 },
    { skip: !warehouseId, silent: true },
  );
  return { options: warehouseId ? (record ?? []) : [], loading, error };
}
