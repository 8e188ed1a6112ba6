/**
 * The editable rows of a form (a template's weight ranges, a rule's zones): one input per cell,
 * registered under its error path (`ranges.1.startWeight`), so the rules' and the server's errors
 * land on the row and cell they describe; the list's own error (`ranges`: "add at least one") above.
 */
import { Box, Button, Field, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useFeatureText } from '../../../i18n/featureIntl';
import { freightMessages } from '../messages';

export type RowDraft = Record<string, string>;

export interface RowsColumn {
  key: string;
  header: string;
  minW?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
}

export interface RowsErrors {
  errorText: (path: string) => string | undefined;
  clearError: (path: string) => void;
  fieldRef: (path: string) => (el: HTMLElement | null) => void;
}

export function RowsEditor({
  name,
  label,
  columns,
  rows,
  onChange,
  newRow,
  errors,
}: {
  name: string;
  label: string;
  columns: readonly RowsColumn[];
  rows: readonly RowDraft[];
  onChange: (rows: RowDraft[]) => void;
  newRow: () => RowDraft;
  errors: RowsErrors;
}) {
  const t = useFeatureText(freightMessages);
  const listError = errors.errorText(name);
  const set = (index: number, key: string, value: string) => {
    errors.clearError(`${name}.${index}.${key}`);
    errors.clearError(`${name}.${index}`);
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  };
  return (
    <Stack gap="2" as="fieldset" aria-label={label}>
      <Text fontWeight="medium" textStyle="sm" as="legend">
        {label}
      </Text>
      {listError ? (
        <Text color="fg.error" textStyle="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="8">#</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} minW={c.minW ?? '24'}>
                  {c.header}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader w="10" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => {
              const rowError = errors.errorText(`${name}.${index}`);
              return (
                <Table.Row key={index} data-invalid={rowError ? '' : undefined}>
                  <Table.Cell verticalAlign="top" pt="3">
                    {index + 1}
                  </Table.Cell>
                  {columns.map((c) => {
                    const path = `${name}.${index}.${c.key}`;
                    const error = errors.errorText(path);
                    return (
                      <Table.Cell key={c.key} verticalAlign="top">
                        <Field.Root invalid={Boolean(error)}>
                          <Input
                            size="sm"
                            ref={errors.fieldRef(path)}
                            name={path}
                            inputMode={c.inputMode ?? 'decimal'}
                            aria-label={t('freightScreen.rowField', { row: index + 1, field: c.header })}
                            value={row[c.key] ?? ''}
                            onChange={(e) => set(index, c.key, e.target.value)}
                          />
                          <Field.ErrorText>{error}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                    );
                  })}
                  <Table.Cell verticalAlign="top">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={t('freightScreen.removeRow', { row: index + 1 })}
                      disabled={rows.length <= 1}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box>
        <Button size="xs" variant="outline" onClick={() => onChange([...rows, newRow()])}>
          <LuPlus />
          {t('freightScreen.addRow')}
        </Button>
      </Box>
    </Stack>
  );
}
