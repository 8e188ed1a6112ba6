/**
 * Add or edit a size chart of a marketplace (<m>SizeChart.update): name, unit, measurement
 * columns (comma-separated), sizes one a line ("M: 96, 70-72"), remark; checked by @erp/schema's
 * sizeChartProblems before sending, with the chart as it will show.
 */
import { Table } from '@chakra-ui/react';
import { SIZE_CHART_UNITS, sizeChartProblems, templateNameProblems, type SizeChartMarketplace, type SizeChartRow as ChartRow } from '@erp/schema';
import { z } from 'zod';
import type { SizeChartInput } from '../../../api/generated/types';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { namedRecordDialog, RecordFormDialog, recordValues, selectField } from '../../../ui/resource';
import { useSizeChartCommands, type SizeChartRow } from '../hooks';
import { listingTemplatesMessages } from '../messages';
import { columnsOf, rowsToText, textToRows } from '../textFormats';
import { addProblems } from './issues';
import { remarkRule } from './templateFields';

const BLANK = { name: '', unit: 'cm', columns: '', rows: '', remark: '' };

const schema = z
  .object({ name: z.string(), unit: z.string(), columns: z.string(), rows: z.string(), remark: remarkRule })
  .superRefine((v, ctx) => {
    addProblems(ctx, templateNameProblems(v.name));
    addProblems(ctx, sizeChartProblems(columnsOf(v.columns), textToRows(v.rows)));
  })
  .transform((v): SizeChartInput => ({ name: v.name.trim(), unit: v.unit, columns: columnsOf(v.columns), rows: textToRows(v.rows), remark: v.remark }));

export function SizeChartDialog({
  marketplace,
  chart,
  onClose,
  onSaved,
}: {
  marketplace: SizeChartMarketplace;
  chart: SizeChartRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(listingTemplatesMessages);
  const commands = useSizeChartCommands();
  const form = useZodForm(schema, {
    ...recordValues(chart, BLANK),
    columns: chart ? chart.columns.join(', ') : '',
    rows: chart ? rowsToText(chart.rows as ChartRow[]) : '',
  });
  const columns = columnsOf(form.values.columns);
  const rows = textToRows(form.values.rows);
  return (
    <RecordFormDialog
      {...namedRecordDialog(t, 'sizeCharts', 'lt', chart)}
      form={form}
      save={(input, feedback) => (chart ? commands.update({ marketplace, id: chart.id, input }, feedback) : commands.create({ marketplace, input }, feedback))}
      onSaved={onSaved}
      onClose={onClose}
      size="lg"
      fields={[
        {
          columns: 2,
          fields: [
            { name: 'name', label: t('lt.field.name'), required: true },
            selectField('unit', t('sizeCharts.field.unit'), SIZE_CHART_UNITS, (u) => t(`sizeCharts.unit.${u}`)),
          ],
        },
        { name: 'columns', label: t('sizeCharts.field.columns'), required: true },
        { name: 'rows', label: t('sizeCharts.field.rows'), hint: t('sizeCharts.field.rowsHint'), kind: 'textarea', rows: 6, required: true },
        { name: 'remark', label: t('lt.field.remark') },
      ]}
    >
      {columns.length && rows.length ? (
        <Table.Root size="sm" variant="outline" aria-label={t('lt.preview')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              {columns.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => (
              <Table.Row key={i}>
                <Table.Cell fontWeight="medium">{r.size}</Table.Cell>
                {columns.map((c, j) => (
                  <Table.Cell key={c}>{r.values[j] ?? ''}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </RecordFormDialog>
  );
}
