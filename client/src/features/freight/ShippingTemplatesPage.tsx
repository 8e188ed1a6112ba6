/**
 * /shippingTemplate and /shippingTemplateNew (spec 02 §3 'Shipping template', §9 'Shipping
 * template price'; issue 18 B): the company's shipping templates with their weight ranges,
 * create / edit / import from a file (shippingTemplate.update), delete when no rate card uses one, and the trial
 * calculation term by term. Both routes open this screen (docs/decisions.md 'Issue 18 B screens').
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuCalculator } from 'react-icons/lu';
import { DataTable, FilterBar, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { CreateButton } from '../../ui/CreateButton';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, RowActions, useDialog, useLocalPages } from '../../ui/resource';
import { TemplateDialog } from './components/TemplateDialog';
import { FreightImportButton } from './imports';
import { TrialDialog } from './components/TrialDialog';
import { useConfirmedRun, useFreightCommands, useShippingTemplates, type TemplateRow } from './hooks';
import { freightMessages } from './messages';

export const ShippingTemplatesPage = featurePage(freightMessages, ShippingTemplatesScreen);

type Dialog = { kind: 'edit'; template: TemplateRow | null } | { kind: 'trial'; templateId: number | null };

function ShippingTemplatesScreen() {
  const t = useFeatureText(freightMessages);
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('freightScreen.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>({ keyword: '' });
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const list = useShippingTemplates(keyword);
  const pages = useLocalPages(list.rows, {
    loading: list.loading && list.rows.length === 0,
    error: list.rows.length ? undefined : list.error,
    onRetry: list.refetch,
  });
  const dialog = useDialog<Dialog>(list.refetch);
  const commands = useFreightCommands();
  const run = useConfirmedRun(list.refetch);

  const onDelete = (r: TemplateRow) =>
    void run(
      () => commands.deleteTemplate({ id: r.id }, { success: t('freightScreen.template.deleted', { name: r.name }), failure: t('freightScreen.deleteFailed') }),
      { confirm: t('freightScreen.template.confirmDelete', { name: r.name }), danger: true, confirmText: t('freightScreen.delete') },
    );

  const columns: DataTableColumn<TemplateRow>[] = [
    { key: 'name', header: t('freightScreen.template.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'billing',
      header: t('freightScreen.template.col.billing'),
      cell: (r) => (
        <TwoLines
          main={t(r.billingMethod === 'volumetric' ? 'freightScreen.template.billing.volumetric' : 'freightScreen.template.billing.actual')}
          sub={`${t(r.pricingMode === 'perUnit' ? 'freightScreen.template.pricing.perUnit' : 'freightScreen.template.pricing.firstContinued')}${
            r.billingMethod === 'volumetric' ? ` · ${t('freightScreen.template.coefficientShort', { value: r.volumeCoefficient })}` : ''
          }`}
        />
      ),
    },
    {
      key: 'ranges',
      header: t('freightScreen.template.col.ranges'),
      cell: (r) => (
        <Stack gap="0" textStyle="xs">
          <Text>{t('freightScreen.template.rangeCount', { count: r.ranges.length })}</Text>
          {r.ranges.slice(0, 3).map((x, i) => (
            <Text key={i} color="fg.muted">
              {r.pricingMode === 'perUnit'
                ? t('freightScreen.template.rangeLinePerKg', { start: x.startWeight, end: x.endWeight, unitPrice: (x.unitPrice ?? 0).toFixed(2) })
                : t('freightScreen.template.rangeLine', {
                    start: x.startWeight,
                    end: x.endWeight,
                    first: x.firstWeight,
                    firstPrice: x.firstPrice.toFixed(2),
                    step: x.additionalWeight,
                    stepPrice: x.additionalPrice.toFixed(2),
                  })}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'currency', header: t('freightScreen.template.col.currency'), cell: (r) => <Badge>{r.currency}</Badge> },
    {
      key: 'effectiveAt',
      header: t('freightScreen.template.col.effectiveAt'),
      cell: (r) => (r.effectiveAt ? formatDateTime(r.effectiveAt) : t('freightScreen.template.immediately')),
    },
    { key: 'updatedAt', header: t('freightScreen.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('freightScreen.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'trial', label: t('freightScreen.template.trial'), onClick: () => dialog.open({ kind: 'trial', templateId: r.id }) },
          { key: 'edit', label: t('freightScreen.edit'), permission: 'shippingTemplate.update', onClick: () => dialog.open({ kind: 'edit', template: r }) },
          { key: 'delete', label: t('freightScreen.delete'), permission: 'shippingTemplate.update', colorPalette: 'red', onClick: () => onDelete(r) },
        ]}
      />
    )),
  ];

  return (
    <PageFrame
      title={t('freightScreen.template.title')}
      description={t('freightScreen.template.description')}
      actions={
        <Button size="sm" variant="outline" onClick={() => dialog.open({ kind: 'trial', templateId: null })}>
          <LuCalculator />
          {t('freightScreen.template.trial')}
        </Button>
      }
    >
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        defaultValues={{ keyword: '' }}
        loading={list.loading}
        onSearch={(next) => {
          setValues(next);
          setKeyword(textOrUndefined(next.keyword));
          pages.first();
        }}
      />
      <DataTable
        {...pages.table}
        aria-label={t('freightScreen.template.title')}
        columns={columns}
        rowKey="id"
        emptyText={t('freightScreen.template.empty')}
        columnsStorageKey="table.shippingTemplates.columns"
        toolbar={
          <>
            <FreightImportButton kind="templates" onImported={list.refetch} />
            <CreateButton permission="shippingTemplate.update" onClick={() => dialog.open({ kind: 'edit', template: null })}>
              {t('freightScreen.template.add')}
            </CreateButton>
          </>
        }
      />
      {dialog.current?.kind === 'edit' ? <TemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {dialog.current?.kind === 'trial' ? <TrialDialog templates={list.rows} initialTemplateId={dialog.current.templateId} onClose={dialog.close} /> : null}
    </PageFrame>
  );
}
