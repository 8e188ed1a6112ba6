/**
 * Lines of goods taken out of one warehouse (transfers, overseas stock orders): products picked
 * from the source warehouse with their available stock and a whole-number quantity. The picker
 * waits for the source warehouse; until then `pickSourceFirst` stands in its place.
 *
 *   const { lines, setLines, schema } = useLinesSchema(() => stockLinesOf(order?.lines), rule,
 *     (values, lines) => ({ …, lines: stockLinesInput(lines) }));
 *   <StockLinesEditor lines={lines} onChange={setLines} errors={form} warehouseId={sourceId} … />
 */
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LineItemsEditor, type LineErrorSource, type LineItem } from './LineItemsEditor';

export interface StockLine extends LineItem {
  available: number | null;
  quantity: string;
}

/** The lines of a saved record as the editor holds them (available unknown until re-picked). */
export function stockLinesOf(lines: readonly { skuId: number; sku: string; productName: string; quantity: number }[] | undefined): StockLine[] {
  return lines?.map((l) => ({ skuId: l.skuId, sku: l.sku, productName: l.productName, available: null, quantity: String(l.quantity) })) ?? [];
}

/** The lines as the rules read them: a blank quantity is missing, anything else a number to check. */
export function stockLinesInput(lines: readonly StockLine[]): { skuId: number; quantity: number | undefined }[] {
  return lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity.trim() === '' ? undefined : Number(l.quantity.trim()) }));
}

export interface StockLinesEditorProps {
  lines: readonly StockLine[];
  onChange: (lines: StockLine[]) => void;
  errors: LineErrorSource;
  /** The source warehouse: the picker shows its available stock; null until chosen. */
  warehouseId: number | null;
  label: ReactNode;
  skuHeader: ReactNode;
  quantityHeader: ReactNode;
  /** Shown instead of the picker while no source warehouse is chosen. */
  pickSourceFirst: ReactNode;
}

export function StockLinesEditor({ lines, onChange, errors, warehouseId, label, skuHeader, quantityHeader, pickSourceFirst }: StockLinesEditorProps) {
  return (
    <LineItemsEditor
      lines={lines}
      onChange={onChange}
      newLine={(sku) => ({ skuId: sku.id, sku: sku.sku, productName: sku.productName, available: sku.available, quantity: '1' })}
      columns={['available', 'quantity']}
      headers={{ sku: skuHeader, quantity: quantityHeader }}
      errors={errors}
      label={label}
      required
      picker={{ warehouseId }}
      pickerBlocked={
        warehouseId ? undefined : (
          <Text textStyle="sm" color="fg.muted">
            {pickSourceFirst}
          </Text>
        )
      }
    />
  );
}
