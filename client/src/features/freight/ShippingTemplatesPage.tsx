/**
 * /shippingTemplate and /shippingTemplateNew (spec 02 §3 'Shipping template', §9 'Shipping
 * template price'; issue 18 B): the company's shipping templates with their weight ranges,
 * create / edit / import from a file (shippingTemplate.update), delete when no rate card uses one, and the trial
 * calculation term by term. Both routes open this screen (docs/decisions.md 'Issue 18 B screens').
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuCalculator } from 'react-icons/lu';
import type { DataTableColumn, FilterField, FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { ListPage } from '../../ui/resource';
import { TemplateDialog } from './components/TemplateDialog';
import { useAppliedFilter, useFreightList } from './freightList';
import { FreightImportButton } from './imports';
import { TrialDialog } from './components/TrialDialog';
import { useFreightCommands, useShippingTemplates, type TemplateRow } from './hooks';
import { freightMessages } from './messages';

export const ShippingTemplatesPage = featurePage(freightMessages, ShippingTemplatesScreen);

const NO_KEYWORD: FilterValues = { keyword: '' };

type Dialog = { kind: 'edit'; template: TemplateRow | null } | { kind: 'trial'; templateId: number | null };

function ShippingTemplatesScreen() {
  const { applied, bar } = useAppliedFilter(NO_KEYWORD);
  const list = useShippingTemplates(textOrUndefined(applied.keyword));
  const commands = useFreightCommands();
  const { t, pages, dialog, actions, page } = useFreightList({
    list,
    kind: 'template',
    remove: commands.deleteTemplate,
    edit: (template: TemplateRow): Dialog => ({ kind: 'edit', template }),
  });
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('freightScreen.keyword'), type: 'text' }], [t]);

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
    actions((r) => [{ key: 'trial', label: t('freightScreen.template.trial'), onClick: () => dialog.open({ kind: 'trial', templateId: r.id }) }]),
  ];

  return (
    <ListPage
      page={page(() => dialog.open({ kind: 'edit', template: null }), {
        actions: (
          <Button size="sm" variant="outline" onClick={() => dialog.open({ kind: 'trial', templateId: null })}>
            <LuCalculator />
            {t('freightScreen.template.trial')}
          </Button>
        ),
        toolbar: <FreightImportButton kind="templates" onImported={list.refetch} />,
      })}
      screen={pages}
      columns={columns}
      filterBar={bar(fields, list.loading, pages.first)}
    >
      {dialog.current?.kind === 'edit' ? <TemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {dialog.current?.kind === 'trial' ? <TrialDialog templates={list.rows} initialTemplateId={dialog.current.templateId} onClose={dialog.close} /> : null}
    </ListPage>
  );
}
