/** Cached warehouse and location option lists behind WarehouseSelect / LocationSelect. */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { LocationOptionsDocument, WarehouseOptionsDocument, type WarehouseOptionsQuery } from './options.generated';

export type WarehouseOption = WarehouseOptionsQuery['warehouseOptions'][number];

/** Every warehouse of the company, default first, then in allocation order. */
export function useWarehouseOptions() {
  const { data, loading, error } = useQuery(WarehouseOptionsDocument, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  return { options: data?.warehouseOptions ?? [], loading, error };
}

/** Every warehouse (disabled ones too: their stock is still listed) as filter-select options. */
export function useWarehouseFilterOptions() {
  const { options } = useWarehouseOptions();
  return useMemo(() => options.map((o) => ({ value: String(o.id), label: o.name })), [options]);
}

/** Enabled locations of one warehouse; nothing is asked for until a warehouse is chosen. */
export function useLocationOptions(warehouseId: number | null | undefined) {
  const { data, loading, error } = useQuery(LocationOptionsDocument, {
    variables: { warehouseId: warehouseId ?? 0 },
    skip: !warehouseId,
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  return { options: warehouseId ? (data?.locationOptions ?? []) : [], loading, error };
}
