/**
 * The product lines of a form (purchase orders, transfers, inbound / outbound orders, manual
 * orders, abnormal receipts): a SKU picker that adds a line, one row per SKU with the configured
 * cells (quantity, unit price, amount, available stock, and the caller's own cells), per-row
 * remove, and errors on the row and cell they describe.
 *
 *   <LineItemsEditor
 *     lines={lines} onChange={setLines} newLine={(sku) => ({ ...lineOf(sku), quantity: '1', unitPrice: '' })}
 *     columns={['quantity', 'price', 'amount']} errors={form} picker={{ warehouseId }} required
 *   />
 *
 * Errors come from `errors.errorText(path)` with the paths the rules and the server use:
 * `lines` (under the picker: "add at least one product"), `lines.0` / `lines.0.skuId` (under
 * row 0's product), `lines.0.quantity`, `lines.0.unitPrice`, `lines.0.<extra column key>` (in
 * that cell). With a `useZodForm` form (`errors={form}`) every cell input is registered under
 * its path (`form.fieldRef`), so a rule or server error lands on the cell and the first one is
 * focused; editing a cell clears its error.
 */
import { Box, Field, HStack, Image, Input, Stack, Table, Text } from '@chakra-ui/react';
import { InputCell, RemoveRowButton } from './EditRows';
import { Fragment, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useKitText } from './kitMessages';
import { SkuPicker, type PickedSku, type SkuPickerProps } from './SkuPicker';

/** What every line holds; `quantity` / `unitPrice` are what the inputs hold (text). */
export interface LineItem {
  /** Stable row key when the same SKU may repeat; else the SKU id is the key. */
  key?: string;
  skuId: number;
  sku: string;
  productName: string;
  image?: string;
  /** Available stock where the line ships from (the `available` column); null when unknown. */
  available?: number | null;
  quantity: string;
  unitPrice?: string;
}

/** The built-in cells: quantity and unit price inputs, quantity × price, available stock. */
export type LineColumn = 'quantity' | 'price' | 'amount' | 'available';

/** Where the rules and the server report errors, and (optionally) how inputs register. */
export interface LineErrorSource {
  errorText: (path: string) => string | undefined;
  clearError?: (path: string) => void;
  fieldRef?: (path: string) => (el: HTMLElement | null) => void;
}

export interface LineCellContext<L> {
  index: number;
  /** This cell's error (`lines.<index>.<key>`), if any. */
  error: string | undefined;
  invalid: boolean;
  /** Change this line (clears this cell's error). */
  update: (patch: Partial<L>) => void;
  /** Register the cell's input, so its error focuses it. */
  inputRef: (el: HTMLElement | null) => void;
}

export interface LineExtraColumn<L> {
  /** The line field it edits: also the last segment of its error path (`lines.0.locationId`). */
  key: string;
  header: ReactNode;
  /** After the product (and available) cells, or after the built-in cells (default). */
  at?: 'afterSku' | 'end';
  minW?: string;
  textAlign?: 'start' | 'end';
  cell: (line: L, ctx: LineCellContext<L>) => ReactNode;
}

export interface LineItemsEditorProps<L extends LineItem> {
  lines: readonly L[];
  onChange: (lines: L[]) => void;
  /** The line a picked SKU becomes. */
  newLine: (sku: PickedSku) => L;
  /** Built-in cells, in this order after the product: default `['quantity']`. */
  columns?: readonly LineColumn[];
  extraColumns?: readonly LineExtraColumn<L>[];
  /** The form field the lines are sent as (error paths start with it). Default `lines`. */
  name?: string;
  errors?: LineErrorSource;
  /** Label above the picker (default "Products"). */
  label?: ReactNode;
  required?: boolean;
  /** Shown under the picker (e.g. "choose a supplier first to fill prices"). */
  hint?: ReactNode;
  /** Props of the SKU picker (warehouse for available stock, placeholder …). Combos are refused unless `disableCombos: false`. */
  picker?: Omit<SkuPickerProps, 'onPick' | 'excludeIds'>;
  /** Shown instead of the picker while lines cannot be added yet (no source warehouse …). */
  pickerBlocked?: ReactNode;
  /** The same SKU may be added twice (each line then needs its own `key`). */
  allowRepeats?: boolean;
  /** Column header texts instead of the kit's. */
  headers?: Partial<Record<'sku' | LineColumn, ReactNode>>;
  /** Text of the empty table; without it the table is hidden until a line is added. */
  emptyText?: ReactNode;
  /** Under the table: `true` for the kit's count / quantity / amount, or the caller's own node. */
  summary?: ReactNode;
  /** Called after a line is added or removed (e.g. to clear the "add a product" error). */
  onLinesChanged?: () => void;
  disabled?: boolean;
}

/** A form that keeps its own `{ path: text }` error map (not `useZodForm`) as the editor's error source. */
export function errorMapSource(errors: Record<string, string | undefined>, setErrors: Dispatch<SetStateAction<Record<string, string>>>): LineErrorSource {
  return {
    errorText: (path) => errors[path] || undefined,
    clearError: (path) =>
      setErrors((e) => {
        if (!(path in e)) return e;
        const { [path]: _gone, ...rest } = e;
        return rest;
      }),
  };
}

const keyOf = (l: LineItem) => l.key ?? String(l.skuId);

function cents(price: string | undefined): number | null {
  const p = (price ?? '').trim() || '0';
  if (!/^-?\d+(\.\d+)?$/.test(p)) return null;
  return Math.round(Number(p) * 100);
}

/** quantity × unit price as money text ('10.00'), '—' when either is not a number. */
export function lineAmountText(quantity: string, unitPrice: string | undefined): string {
  const q = Number(quantity);
  const c = cents(unitPrice);
  if (quantity.trim() === '' || !Number.isFinite(q) || c === null) return '—';
  return ((c * Math.round(q)) / 100).toFixed(2);
}

/** Count, total quantity and amount of the lines (lines that are not numbers count as 0). */
export function lineTotals(lines: readonly LineItem[]): { count: number; quantity: number; amount: string } {
  let quantity = 0;
  let amount = 0;
  for (const l of lines) {
    const q = Number(l.quantity);
    if (!Number.isFinite(q) || l.quantity.trim() === '') continue;
    quantity += q;
    amount += (cents(l.unitPrice) ?? 0) * Math.round(q);
  }
  return { count: lines.length, quantity, amount: (amount / 100).toFixed(2) };
}

export function LineItemsEditor<L extends LineItem>({
  lines,
  onChange,
  newLine,
  columns = ['quantity'],
  extraColumns = [],
  name = 'lines',
  errors,
  label,
  required,
  hint,
  picker,
  pickerBlocked,
  allowRepeats,
  headers = {},
  emptyText,
  summary,
  onLinesChanged,
  disabled,
}: LineItemsEditorProps<L>) {
  const t = useKitText();
  const has = (c: LineColumn) => columns.includes(c);
  const errorOf = (path: string) => errors?.errorText(path);
  const topError = errorOf(name);
  const before = extraColumns.filter((c) => c.at === 'afterSku');
  const after = extraColumns.filter((c) => c.at !== 'afterSku');
  const cellPaths = (i: number) => [
    `${name}.${i}`,
    `${name}.${i}.skuId`,
    `${name}.${i}.quantity`,
    `${name}.${i}.unitPrice`,
    ...extraColumns.map((c) => `${name}.${i}.${c.key}`),
  ];

  const add = (sku: PickedSku) => {
    if (!allowRepeats && lines.some((l) => l.skuId === sku.id)) return;
    onChange([...lines, newLine(sku)]);
    errors?.clearError?.(name);
    onLinesChanged?.();
  };
  const update = (index: number, patch: Partial<L>, field: string) => {
    onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
    errors?.clearError?.(`${name}.${index}.${field}`);
  };
  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    // rows below move up: their errors no longer describe them
    for (let i = index; i < lines.length; i++) for (const p of cellPaths(i)) errors?.clearError?.(p);
    onLinesChanged?.();
  };
  /** One ref registering an input under several paths (a row's first input also stands for the row). */
  const refFor = (...paths: string[]) => {
    if (!errors?.fieldRef) return undefined;
    const refs = paths.map((p) => errors.fieldRef!(p));
    return (el: HTMLElement | null) => refs.forEach((r) => r(el));
  };

  const columnCount =
    2 + (has('available') ? 1 : 0) + before.length + (has('quantity') ? 1 : 0) + (has('price') ? 1 : 0) + (has('amount') ? 1 : 0) + after.length;
  const showTable = lines.length > 0 || emptyText !== undefined;
  const totals = lineTotals(lines);

  const extraCell = (c: LineExtraColumn<L>, l: L, i: number, rowRef: boolean) => {
    const path = `${name}.${i}.${c.key}`;
    const error = errorOf(path);
    const noop = () => {};
    const inputRef = (rowRef ? refFor(path, `${name}.${i}`, `${name}.${i}.skuId`) : refFor(path)) ?? noop;
    return (
      <Table.Cell key={c.key} textAlign={c.textAlign}>
        <Field.Root invalid={Boolean(error)}>
          {c.cell(l, { index: i, error, invalid: Boolean(error), update: (patch) => update(i, patch, c.key), inputRef })}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </Table.Cell>
    );
  };

  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(topError)} required={required}>
        <Field.Label>
          {label ?? t('resource.lines.products')}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        {pickerBlocked ?? (
          <SkuPicker
            disableCombos
            {...picker}
            disabled={disabled || picker?.disabled}
            onPick={add}
            excludeIds={allowRepeats ? [] : lines.map((l) => l.skuId)}
          />
        )}
        {hint ? (
          <Text textStyle="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
        <Field.ErrorText>{topError}</Field.ErrorText>
      </Field.Root>
      {showTable ? (
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={typeof label === 'string' ? label : t('resource.lines.products')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{headers.sku ?? t('resource.lines.sku')}</Table.ColumnHeader>
                {has('available') ? <Table.ColumnHeader textAlign="end">{headers.available ?? t('resource.lines.availableColumn')}</Table.ColumnHeader> : null}
                {before.map((c) => (
                  <Table.ColumnHeader key={c.key} minW={c.minW} textAlign={c.textAlign}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
                {has('quantity') ? <Table.ColumnHeader minW="24">{headers.quantity ?? t('resource.lines.quantity')}</Table.ColumnHeader> : null}
                {has('price') ? <Table.ColumnHeader minW="24">{headers.price ?? t('resource.lines.price')}</Table.ColumnHeader> : null}
                {has('amount') ? <Table.ColumnHeader textAlign="end">{headers.amount ?? t('resource.lines.amount')}</Table.ColumnHeader> : null}
                {after.map((c) => (
                  <Table.ColumnHeader key={c.key} minW={c.minW} textAlign={c.textAlign}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader width="10" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={columnCount}>
                    <Text color="fg.muted" textAlign="center" py="4">
                      {emptyText}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ) : (
                lines.map((l, i) => {
                  const rowError = errorOf(`${name}.${i}.skuId`) ?? errorOf(`${name}.${i}`);
                  const qtyError = errorOf(`${name}.${i}.quantity`);
                  const priceError = errorOf(`${name}.${i}.unitPrice`);
                  // the row's first input also stands for the row (`lines.0`, `lines.0.skuId`)
                  const firstInputIsExtra = before.length > 0;
                  return (
                    <Table.Row key={keyOf(l)} data-testid={`line-${l.sku}`}>
                      <Table.Cell>
                        <HStack gap="2">
                          {l.image ? <Image src={l.image} alt="" boxSize="8" objectFit="cover" rounded="sm" /> : null}
                          <Stack gap="0">
                            <Text fontWeight="medium">{l.sku}</Text>
                            <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                              {l.productName}
                            </Text>
                          </Stack>
                        </HStack>
                        {rowError ? (
                          <Text textStyle="xs" color="fg.error" mt="1" role="alert">
                            {rowError}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      {has('available') ? <Table.Cell textAlign="end">{l.available ?? '—'}</Table.Cell> : null}
                      {before.map((c, k) => (
                        <Fragment key={c.key}>{extraCell(c, l, i, k === 0)}</Fragment>
                      ))}
                      {has('quantity') ? (
                        <InputCell error={qtyError}>
                          <Input
                            size="xs"
                            inputMode="numeric"
                            value={l.quantity}
                            disabled={disabled}
                            aria-label={t('resource.lines.quantityOf', { sku: l.sku })}
                            ref={firstInputIsExtra ? refFor(`${name}.${i}.quantity`) : refFor(`${name}.${i}.quantity`, `${name}.${i}`, `${name}.${i}.skuId`)}
                            onChange={(e) => update(i, { quantity: e.target.value } as Partial<L>, 'quantity')}
                          />
                        </InputCell>
                      ) : null}
                      {has('price') ? (
                        <InputCell error={priceError}>
                          <Input
                            size="xs"
                            inputMode="decimal"
                            placeholder="0.00"
                            value={l.unitPrice ?? ''}
                            disabled={disabled}
                            aria-label={t('resource.lines.priceOf', { sku: l.sku })}
                            ref={refFor(`${name}.${i}.unitPrice`)}
                            onChange={(e) => update(i, { unitPrice: e.target.value } as Partial<L>, 'unitPrice')}
                          />
                        </InputCell>
                      ) : null}
                      {has('amount') ? <Table.Cell textAlign="end">{lineAmountText(l.quantity, l.unitPrice)}</Table.Cell> : null}
                      {after.map((c, k) => (
                        <Fragment key={c.key}>{extraCell(c, l, i, !has('quantity') && !firstInputIsExtra && k === 0)}</Fragment>
                      ))}
                      <Table.Cell>
                        <RemoveRowButton colorPalette="red" disabled={disabled} label={t('resource.lines.remove', { sku: l.sku })} onClick={() => remove(i)} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {summary === true && lines.length > 0 ? (
        <Text textStyle="sm" textAlign="end" color="fg.muted" data-testid="lines-total">
          {has('price') || has('amount')
            ? t('resource.lines.totalAmount', { count: totals.count, quantity: totals.quantity, amount: totals.amount })
            : t('resource.lines.total', { count: totals.count, quantity: totals.quantity })}
        </Text>
      ) : summary && summary !== true ? (
        summary
      ) : null}
    </Stack>
  );
}
