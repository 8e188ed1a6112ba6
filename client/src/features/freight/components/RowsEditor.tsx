/**
 * The editable rows of a form (a template's weight ranges, a rule's zones): one input per cell,
 * registered under its error path (`ranges.1.startWeight`), so the rules' and the server's errors
 * land on the row and cell they describe; the list's own error (`ranges`: "add at least one") above.
 */
import { Box, Input, Stack, Table, Text } from '@chakra-ui/react';
import { AddRowButton, EditRowsTable, InputCell } from '../../../ui/resource/EditRows';
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
      <EditRowsTable
        tableProps={{ variant: 'outline' }}
        headers={[{ label: '#', props: { w: '8' } }, ...columns.map((c) => ({ label: c.header, props: { minW: c.minW ?? '24' } }))]}
        rows={rows}
        rowKey={(_, index) => index}
        rowProps={(_, index) => ({ 'data-invalid': errors.errorText(`${name}.${index}`) ? '' : undefined })}
        cells={(row, index) => (
          <>
            <Table.Cell verticalAlign="top" pt="3">
              {index + 1}
            </Table.Cell>
            {columns.map((c) => {
              const path = `${name}.${index}.${c.key}`;
              return (
                <InputCell key={c.key} verticalAlign="top" error={errors.errorText(path)}>
                  <Input
                    size="sm"
                    ref={errors.fieldRef(path)}
                    name={path}
                    inputMode={c.inputMode ?? 'decimal'}
                    aria-label={t('freightScreen.rowField', { row: index + 1, field: c.header })}
                    value={row[c.key] ?? ''}
                    onChange={(e) => set(index, c.key, e.target.value)}
                  />
                </InputCell>
              );
            })}
          </>
        )}
        remove={{
          size: 'sm',
          headerProps: { w: '10' },
          cellProps: { verticalAlign: 'top' },
          label: (_, index) => t('freightScreen.removeRow', { row: index + 1 }),
          disabled: rows.length <= 1,
          onRemove: (_, index) => onChange(rows.filter((_, i) => i !== index)),
        }}
      />
      <Box>
        <AddRowButton onClick={() => onChange([...rows, newRow()])}>{t('freightScreen.addRow')}</AddRowButton>
      </Box>
    </Stack>
  );
}
