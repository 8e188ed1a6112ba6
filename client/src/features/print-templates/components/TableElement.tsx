/**
 * The table element in the designer (issue 18 item 6): how it looks on the page (header row, then
 * as many rows as its box holds, the first showing which line field each column prints) and its
 * properties (row height, font size, header row, borders, and the columns: field, header text,
 * width, alignment, order).
 */
import { Box, Button, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  PRINT_LINE_FIELDS,
  PRINT_TABLE_ALIGNS,
  PRINT_TABLE_COLUMNS_MAX,
  PRINT_TABLE_ROW_MM,
  rowsPerPage,
  type PrintLineField,
  type PrintTable,
} from '@erp/schema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { printTemplatesMessages } from '../messages';
import { Check, FontSizeField, NumberField } from './DesignerFields';

type Column = PrintTable['columns'][number];
const ROWS_SHOWN_MAX = 40;

/** The table drawn on the canvas (`scale` pixels per mm). */
export function TableBody({ table, scale }: { table: PrintTable; scale: number }) {
  const t = useFeatureText(printTemplatesMessages);
  const rows = Math.min(rowsPerPage(table), ROWS_SHOWN_MAX);
  const font = `${Math.max(6, (table.fontSize * scale * 25.4) / 72)}px`;
  const border = table.borders ? '1px solid black' : '1px dotted #ccc';
  const row = (key: string, text: (c: Column) => string, header: boolean) => (
    <Flex key={key} height={`${table.rowHeight * scale}px`}>
      {table.columns.map((c, i) => (
        <Box
          key={i}
          width={`${c.width * scale}px`}
          flexShrink={0}
          border={border}
          marginLeft={i ? '-1px' : undefined}
          marginTop="-1px"
          px="1px"
          overflow="hidden"
          whiteSpace="nowrap"
          textAlign={c.align}
          fontSize={font}
          fontWeight={header ? 'bold' : 'normal'}
          color={header ? 'black' : 'teal.700'}
          userSelect="none"
        >
          {text(c)}
        </Box>
      ))}
    </Flex>
  );
  return (
    <Box data-testid="table-body">
      {table.headerRow ? row('header', (c) => c.header, true) : null}
      {Array.from({ length: rows }, (_, i) => row(String(i), (c) => (i === 0 ? `{${t(`printTemplates.line.${c.field}`)}}` : ''), false))}
    </Box>
  );
}

/** A new table: SKU, product name and quantity over the box's width. */
export function newTable(page: { width: number; height: number }, header: (f: PrintLineField) => string): PrintTable {
  const w = Math.min(120, page.width - 10);
  const h = Math.min(60, page.height - 10);
  const sku = Math.round(w * 0.3);
  const quantity = Math.round(w * 0.2);
  return {
    type: 'table',
    x: 5,
    y: 5,
    w,
    h,
    rowHeight: 7,
    headerRow: true,
    borders: true,
    fontSize: 9,
    columns: [
      { field: 'sku', header: header('sku'), width: sku, align: 'left' },
      { field: 'productName', header: header('productName'), width: w - sku - quantity, align: 'left' },
      { field: 'quantity', header: header('quantity'), width: quantity, align: 'right' },
    ],
  };
}

export function TableProperties({ table, onChange }: { table: PrintTable; onChange: (patch: Partial<PrintTable>) => void }) {
  const t = useFeatureText(printTemplatesMessages);
  const columns = table.columns;
  const sum = columns.reduce((s, c) => s + c.width, 0);
  const setColumns = (next: Column[]) => onChange({ columns: next });
  const setColumn = (i: number, patch: Partial<Column>) => setColumns(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...columns];
    next.splice(i + by, 0, ...next.splice(i, 1));
    setColumns(next);
  };
  const addColumn = () => {
    const field = PRINT_LINE_FIELDS.find((f) => !columns.some((c) => c.field === f)) ?? 'sku';
    const width = Math.max(1, Math.min(20, Math.round((table.w - sum) * 2) / 2));
    setColumns([...columns, { field, header: t(`printTemplates.line.${field}`), width, align: 'left' }]);
  };
  return (
    <Stack gap="2">
      <Text fontSize="xs" color="fg.muted">
        {t('printTemplates.designer.table.hint')}
      </Text>
      <HStack>
        <NumberField
          label={t('printTemplates.designer.table.rowHeight')}
          value={table.rowHeight}
          min={PRINT_TABLE_ROW_MM.min}
          max={PRINT_TABLE_ROW_MM.max}
          onChange={(rowHeight) => onChange({ rowHeight })}
        />
        <FontSizeField value={table.fontSize} onChange={(fontSize) => onChange({ fontSize })} />
      </HStack>
      <HStack gap="4">
        <Check label={t('printTemplates.designer.table.headerRow')} checked={table.headerRow} onChange={(headerRow) => onChange({ headerRow })} />
        <Check label={t('printTemplates.designer.table.borders')} checked={table.borders} onChange={(borders) => onChange({ borders })} />
      </HStack>
      <Text fontWeight="semibold" fontSize="sm">
        {t('printTemplates.designer.table.columns')}
      </Text>
      <Text fontSize="xs" color={sum > table.w + 0.01 ? 'red.600' : 'fg.muted'} data-testid="table-widths">
        {t('printTemplates.designer.table.widths', { sum: Math.round(sum * 10) / 10, w: table.w })}
      </Text>
      {columns.map((c, i) => {
        const n = i + 1;
        return (
          <Stack key={i} gap="1" borderWidth="1px" borderRadius="sm" p="2" role="group" aria-label={t('printTemplates.designer.table.column', { n })}>
            <HStack>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={t('printTemplates.designer.table.field', { n })}
                  value={c.field}
                  onChange={(ev) => setColumn(i, { field: ev.target.value as PrintLineField })}
                >
                  {PRINT_LINE_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {t(`printTemplates.line.${f}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <NativeSelect.Root size="sm" width="28">
                <NativeSelect.Field
                  aria-label={t('printTemplates.designer.table.align', { n })}
                  value={c.align}
                  onChange={(ev) => setColumn(i, { align: ev.target.value as Column['align'] })}
                >
                  {PRINT_TABLE_ALIGNS.map((a) => (
                    <option key={a} value={a}>
                      {t(`printTemplates.designer.table.align.${a}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
            <HStack align="end">
              <Input
                size="sm"
                aria-label={t('printTemplates.designer.table.header', { n })}
                placeholder={t('printTemplates.designer.table.header', { n })}
                value={c.header}
                maxLength={50}
                onChange={(ev) => setColumn(i, { header: ev.target.value })}
              />
              <Box width="24" flexShrink={0}>
                <NumberField
                  label={t('printTemplates.designer.table.width', { n })}
                  value={c.width}
                  min={1}
                  max={table.w}
                  onChange={(width) => setColumn(i, { width })}
                />
              </Box>
            </HStack>
            <HStack gap="1">
              <Button size="xs" variant="ghost" disabled={i === 0} aria-label={t('printTemplates.designer.table.up', { n })} onClick={() => move(i, -1)}>
                ↑
              </Button>
              <Button
                size="xs"
                variant="ghost"
                disabled={i === columns.length - 1}
                aria-label={t('printTemplates.designer.table.down', { n })}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={columns.length <= 1}
                aria-label={t('printTemplates.designer.table.removeColumn', { n })}
                onClick={() => setColumns(columns.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </HStack>
          </Stack>
        );
      })}
      <Button size="xs" variant="outline" disabled={columns.length >= PRINT_TABLE_COLUMNS_MAX} onClick={addColumn}>
        + {t('printTemplates.designer.table.addColumn')}
      </Button>
    </Stack>
  );
}
