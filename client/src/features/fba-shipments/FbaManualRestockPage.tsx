/**
 * /fbaWarehouseManualRestock: create an FBA shipment plan by hand (spec 02 §2; issue 23 item 6):
 * an Amazon shop of the company, the own warehouse the goods leave from, an FBA warehouse, SKUs
 * picked from the source warehouse with their available stock and quantities (fbaShipmentInput of
 * @erp/schema). Amazon answers the shipment id and destination centre; a refused plan keeps a draft
 * with Amazon's words (planned again from /fbaWarehouseCargoManagement).
 *
 * Link here with `?skus=CODE[:quantity],CODE…` (the restock suggestion does) and optionally
 * `shopId`, `sourceWarehouseId`, `fbaWarehouseId`: the SKUs are looked up by code and prefilled.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { fbaShipmentInput } from '@erp/schema';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormKit, toastError, toastSuccess, useZodForm } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { LoadFailed, Notice } from '../../ui/Notice';
import { RecordFields, StockLinesEditor, stockLinesInput, useLinesSchema, type StockLine } from '../../ui/resource';
import { SkuOptionsDocument } from '../../ui/resource/skuOptions.generated';
import { useFeatureText } from '../../i18n/featureIntl';
import { numberOrUndefined } from '../inventory/components/ProductCell';
import { useFbaCommands, useFbaOptions } from './hooks';
import { fbaMessages } from './messages';

type Values = { shopId: string; sourceWarehouseId: string; fbaWarehouseId: string; name: string; remark: string; lines: string };

/** `CODE[:quantity],…` of the link, quantities 1 when missing or not a whole number above 0. */
export function parseSkusParam(raw: string | null): { code: string; quantity: number }[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.lastIndexOf(':');
      const code = at > 0 ? part.slice(0, at) : part;
      const q = at > 0 ? Number(part.slice(at + 1)) : 1;
      return { code, quantity: Number.isInteger(q) && q > 0 ? q : 1 };
    });
}

export const FbaManualRestockPage = featurePage(fbaMessages, FbaManualRestockScreen);

function FbaManualRestockScreen() {
  const t = useFeatureText(fbaMessages);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const { options, loading, error, refetch } = useFbaOptions();
  const { create, busy } = useFbaCommands();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { lines, setLines, schema } = useLinesSchema<StockLine, Values, typeof fbaShipmentInput>([], fbaShipmentInput, (values, lines) => ({
    shopId: numberOrUndefined(values.shopId),
    sourceWarehouseId: numberOrUndefined(values.sourceWarehouseId),
    fbaWarehouseId: numberOrUndefined(values.fbaWarehouseId),
    name: values.name,
    remark: values.remark,
    lines: stockLinesInput(lines),
  }));
  const form = useZodForm(schema, {
    shopId: params.get('shopId') ?? '',
    sourceWarehouseId: params.get('sourceWarehouseId') ?? '',
    fbaWarehouseId: params.get('fbaWarehouseId') ?? '',
    name: '',
    remark: '',
    lines: '',
  });
  const sourceId = numberOrUndefined(form.values.sourceWarehouseId) ?? null;

  // the link's SKUs, looked up by code (with the source warehouse's available stock when chosen)
  const skusParam = params.get('skus');
  useEffect(() => {
    const wanted = parseSkusParam(skusParam);
    if (!wanted.length) return;
    let live = true;
    void (async () => {
      const found: StockLine[] = [];
      const missing: string[] = [];
      for (const w of wanted) {
        const r = await client
          .query({ query: SkuOptionsDocument, variables: { keyword: w.code, warehouseId: sourceId, first: 10 }, context: { silent: true } })
          .catch(() => null);
        const sku = r?.data?.skuOptions.find((s) => s.sku === w.code);
        if (sku) found.push({ skuId: sku.id, sku: sku.sku, productName: sku.productName, available: sku.available ?? null, quantity: String(w.quantity) });
        else missing.push(w.code);
      }
      if (!live) return;
      setLines(found);
      if (missing.length) toastError(t('fba.prefillMissing', { skus: missing.join(', ') }));
    })();
    return () => {
      live = false;
    };
    // once per link (the warehouse chosen later re-reads availability through the editor)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [skusParam]);

  const submit = async (input: z.output<typeof schema>) => {
    const outcome = await create({ input }, { failure: t('fba.failed'), form });
    if (!outcome.ok) return;
    const s = outcome.data;
    if (s.status === 'planned') {
      const text = t('fba.createdPlan', { shipmentNo: s.shipmentNo, amazonId: s.amazonShipmentId, fc: s.destinationFc });
      toastSuccess(text);
      setResult({ ok: true, text });
      setLines([]);
    } else {
      const text = t('fba.createdDraft', { shipmentNo: s.shipmentNo, message: s.providerMessage });
      toastError(text);
      setResult({ ok: false, text });
    }
  };

  const shopOptions = (options?.shops ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name}${s.site ? ` (${s.site})` : ''}${s.authorized ? '' : ` ${t('fba.unauthorized')}`}`,
  }));
  const own = (options?.sourceWarehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  const fba = (options?.fbaWarehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }));

  return (
    <PageFrame title={t('fba.restock.title')} description={t('fba.restock.description')}>
      {error ? <LoadFailed title={t('fba.loadFailed')} onRetry={() => void refetch()} /> : null}
      {options?.connector === 'live' ? <Notice status="warning" title={t('fba.liveMode')} /> : null}
      {options && !options.shops.length ? <Notice status="warning" title={t('fba.noShop')} /> : null}
      {options && !options.fbaWarehouses.length ? <Notice status="warning" title={t('fba.noFbaWarehouse')} /> : null}
      {result ? (
        <Notice
          status={result.ok ? 'success' : 'warning'}
          title={result.text}
          action={
            <Button size="sm" variant="outline" onClick={() => void navigate('/fbaWarehouseCargoManagement')}>
              {t('fba.openCargo')}
            </Button>
          }
        />
      ) : null}
      <FormKit.Root form={form} onSubmit={submit}>
        <Stack gap="4" maxW="5xl" aria-busy={loading || busy}>
          <RecordFields
            form={form}
            layout={[
              {
                columns: 3,
                fields: [
                  { name: 'shopId', label: t('fba.field.shop'), kind: 'select', options: shopOptions, placeholder: '—', required: true },
                  { name: 'sourceWarehouseId', label: t('fba.field.source'), kind: 'select', options: own, placeholder: '—', required: true },
                  { name: 'fbaWarehouseId', label: t('fba.field.fbaWarehouse'), kind: 'select', options: fba, placeholder: '—', required: true },
                ],
              },
              { name: 'name', label: t('fba.field.name'), maxLength: 80 },
            ]}
          />
          <StockLinesEditor
            lines={lines}
            onChange={setLines}
            errors={form}
            warehouseId={sourceId}
            label={t('fba.field.products')}
            skuHeader={t('fba.line.sku')}
            quantityHeader={t('fba.line.quantity')}
            pickSourceFirst={t('fba.pickSourceFirst')}
          />
          <RecordFields form={form} layout={[{ name: 'remark', label: t('fba.field.remark'), kind: 'textarea', rows: 2 }]} />
          <HStack>
            <FormKit.Submit loading={busy} disabled={loading}>
              {busy ? t('fba.creating') : t('fba.createPlan')}
            </FormKit.Submit>
          </HStack>
        </Stack>
      </FormKit.Root>
    </PageFrame>
  );
}
