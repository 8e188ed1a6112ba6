/** Overseas suggestions (overseas-suggestions.graphql): list descriptors and commands. */
import { useMemo } from 'react';
import * as ops from './overseas-suggestions.generated';
import { listOf, type RowOf, useCommands } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { useWarehouseOptions } from '../warehouses/pickers';
import { overseasSuggestionsMessages } from './messages';

export const suggestionList = listOf(ops.OverseasSuggestionsDocument, (d) => d.overseasSuggestions);
export const safetyList = listOf(ops.OverseasSafetySettingsDocument, (d) => d.overseasSafetySettings);
export const reportList = listOf(ops.OverseasStockReportDocument, (d) => d.overseasStockReport);
export type OverseasRow = RowOf<typeof suggestionList>;
export type ReportRow = RowOf<typeof reportList>;

export const useText = () => useFeatureText(overseasSuggestionsMessages);
/** Rows are keyed by overseas warehouse × SKU. */
export const pairKeyOf = (r: { skuId: number; warehouseId: number }) => `${r.skuId}:${r.warehouseId}`;

/** Warehouse options of one kind (overseas for filters; own and enabled for a stock order's source). */
export function useWarehousesOfType(type: 'overseas' | 'own') {
  const { options } = useWarehouseOptions();
  return useMemo(
    () => options.filter((o) => o.type === type && (type === 'overseas' || o.enabled)).map((o) => ({ value: String(o.id), label: o.name })),
    [options, type],
  );
}

export const useOverseasCommands = () =>
  useCommands({
    safety: ops.SetOverseasSafetySettingsDocument,
    createOrders: ops.CreateStockOrdersFromSuggestionsDocument,
  });
