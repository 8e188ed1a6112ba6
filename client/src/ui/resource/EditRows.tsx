/**
 * The editable rows of a form (a product's SKUs, a template's ranges, a SKU's suppliers): a small
 * table whose cells hold inputs, each row ending in a remove button, and the "add a row" button
 * under it. The feature says which headers, what a row's cells are and how a row is removed.
 *
 *   <EditRowsTable headers={[{ label: t('sku') }, …]} rows={rows} rowKey={(r) => r.key}
 *     cells={(r, i) => <>…<InputCell error={err(i, 'sku')}><Input … /></InputCell></>}
 *     remove={{ label: (r, i) => t('remove', { row: i + 1 }), onRemove: (r, i) => … }} />
 *   <AddRowButton onClick={…}>{t('addRow')}</AddRowButton>
 */
import { Box, Button, Field, IconButton, Table, Text, type ButtonProps, type IconButtonProps, type TableRootProps } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';

export interface EditRowsHeader {
  label?: ReactNode;
  /** The column header's props (a width). */
  props?: Table.ColumnHeaderProps;
}

export interface EditRowsRemove<R> {
  /** The remove button's accessible name. */
  label: (row: R, index: number) => string;
  onRemove: (row: R, index: number) => void;
  disabled?: boolean | ((row: R, index: number) => boolean);
  size?: IconButtonProps['size'];
  /** Props of the remove column's header and cells (a width, `verticalAlign`). */
  headerProps?: Table.ColumnHeaderProps;
  cellProps?: Table.CellProps;
}

export interface EditRowsTableProps<R> {
  headers: EditRowsHeader[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  /** The row's cells before its remove cell. */
  cells: (row: R, index: number) => ReactNode;
  /** The row's own props (a `data-invalid` mark). */
  rowProps?: (row: R, index: number) => Table.RowProps & { 'data-invalid'?: string | boolean };
  remove: EditRowsRemove<R>;
  tableProps?: TableRootProps;
  /** Scrolls sideways in a box (default); `false`: the table alone. */
  scroll?: boolean;
}

export function EditRowsTable<R>({ headers, rows, rowKey, cells, rowProps, remove, tableProps, scroll = true }: EditRowsTableProps<R>) {
  const table = (
    <Table.Root size="sm" {...tableProps}>
      <Table.Header>
        <Table.Row>
          {headers.map((h, i) => (
            <Table.ColumnHeader key={i} {...h.props}>
              {h.label}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader {...remove.headerProps} />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, i) => (
          <Table.Row key={rowKey(row, i)} {...rowProps?.(row, i)}>
            {cells(row, i)}
            <Table.Cell {...remove.cellProps}>
              <RemoveRowButton
                size={remove.size}
                label={remove.label(row, i)}
                disabled={typeof remove.disabled === 'function' ? remove.disabled(row, i) : remove.disabled}
                onClick={() => remove.onRemove(row, i)}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  return scroll ? (
    <Box overflowX="auto" width="full">
      {table}
    </Box>
  ) : (
    table
  );
}

/** A row's remove button (a ghost trash icon named `label`). */
export function RemoveRowButton({ label, size = 'xs', ...button }: Omit<IconButtonProps, 'aria-label' | 'children'> & { label: string }) {
  return (
    <IconButton size={size} variant="ghost" aria-label={label} {...button}>
      <LuTrash2 />
    </IconButton>
  );
}

/** The "add a row" button under editable rows. */
export function AddRowButton({ children, ...button }: Omit<ButtonProps, 'size' | 'variant'>) {
  return (
    <Button size="xs" variant="outline" {...button}>
      <LuPlus />
      {children}
    </Button>
  );
}

/** A cell holding one input with its error under it (a Field: the input is marked invalid). */
export function InputCell({ error, children, ...cell }: Table.CellProps & { error: string | undefined }) {
  return (
    <Table.Cell {...cell}>
      <Field.Root invalid={Boolean(error)}>
        {children}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Table.Cell>
  );
}

/** A small error line under a value (nothing when there is no error). */
export function ErrorLine({ text }: { text: string | undefined }) {
  return text ? (
    <Text textStyle="xs" color="fg.error">
      {text}
    </Text>
  ) : null;
}
