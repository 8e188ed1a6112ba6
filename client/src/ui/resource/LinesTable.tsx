/**
 * The lines of a bill shown in a dialog (details, receiving, signing, inspecting): one small table
 * instead of a hand-built `Table.Root` per dialog. Cells may hold inputs (a quantity, a location).
 *
 *   <LinesTable lines={order.lines} columns={[
 *     skuColumn(t('line.sku')),
 *     { header: t('line.quantity'), align: 'end', cell: (l) => l.quantity },
 *   ]} />
 */
import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SkuCell } from '../cells';

export interface LinesColumn<L> {
  header: ReactNode;
  cell: (line: L, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** A width for the header (a select or an input in the cells). */
  width?: string;
}

export interface LinesTableProps<L> {
  lines: readonly L[];
  columns: readonly LinesColumn<L>[];
  /** Default: the line's `id`. */
  lineKey?: (line: L, index: number) => string | number;
  'aria-label'?: string;
  /** A border around the table (a table inside a form of other fields). */
  framed?: boolean;
  /** Props of a line's row (a highlight, a test marker). */
  rowProps?: (line: L) => Table.RowProps & Record<`data-${string}`, unknown>;
}

/** The first column of most line tables: the SKU over its product name (and picture). */
export function skuColumn<L extends { sku: string; productName?: string | null; image?: string | null }>(
  header: ReactNode,
  options: { image?: boolean } = {},
): LinesColumn<L> {
  return { header, cell: (l) => <SkuCell sku={l.sku} productName={l.productName} image={options.image ? l.image : undefined} /> };
}

export function LinesTable<L>({ lines, columns, lineKey, 'aria-label': ariaLabel, framed, rowProps }: LinesTableProps<L>) {
  const keyOf = lineKey ?? ((l: L, i: number) => (l as { id?: number | string }).id ?? i);
  return (
    <Box overflowX="auto" {...(framed ? { borderWidth: '1px', rounded: 'md' } : {})}>
      <Table.Root size="sm" aria-label={ariaLabel}>
        <Table.Header>
          <Table.Row>
            {columns.map((c, i) => (
              <Table.ColumnHeader key={i} textAlign={c.align} width={c.width}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((l, i) => (
            <Table.Row key={keyOf(l, i)} {...rowProps?.(l)}>
              {columns.map((c, j) => (
                <Table.Cell key={j} textAlign={c.align}>
                  {c.cell(l, i)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
