/** The columns every stock list opens with (product, warehouse) and a figure flagged when stock runs low. */
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '../../../ui';
import { SkuCell } from '../../../ui/cells';
import type { InventoryMessageId } from '../messages';

interface StockRowBase {
  sku: string;
  productName?: string | null;
  image?: string | null;
  warehouseName: string;
}

type Say = (id: InventoryMessageId) => string;

/** The product (SKU over its name and picture, always shown) and the warehouse. */
export function stockColumns<R extends StockRowBase>(t: Say): DataTableColumn<R>[] {
  return [
    {
      key: 'product',
      header: t('stockView.col.product'),
      hideable: false,
      cell: (r) => <SkuCell sku={r.sku} productName={r.productName} image={r.image} />,
    },
    { key: 'warehouse', header: t('stockView.col.warehouse'), cell: (r) => r.warehouseName },
  ];
}

/** A right-aligned stock figure with the "low" badge when the row is below its safety stock. */
export function LowStockFigure({ value, low, label, strong }: { value: number; low: boolean; label: string; strong?: boolean }) {
  return (
    <HStack justify="end" gap="1">
      <Text fontWeight={strong ? 'medium' : undefined}>{value}</Text>
      {low ? <Badge colorPalette="red">{label}</Badge> : null}
    </HStack>
  );
}
