/** Add or edit a monitored item; the rules are @erp/schema's supplyItemInput / supplyItemUpdateInput. */
import { supplyItemInput, supplyItemUpdateInput, type SupplySource } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { RecordFormDialog } from '../../../ui/resource';
import { useItemCommands, useText, type ItemRow } from '../hooks';

const numberOf = (s: unknown) => (typeof s === 'string' && s.trim() !== '' ? Number(s.trim()) : undefined);
const idOf = (s: unknown) => (typeof s === 'string' && s.trim() !== '' ? Number(s.trim()) : undefined);

const formOf = (v: Record<string, unknown>): Record<string, unknown> => ({
  ...v,
  skuId: idOf(v.skuId),
  supplyShopId: idOf(v.supplyShopId),
  stockThreshold: numberOf(v.stockThreshold),
  priceThresholdPct: numberOf(v.priceThresholdPct),
});
const addSchema = z.preprocess((v) => formOf(v as Record<string, unknown>), supplyItemInput);
const editSchema = z.preprocess((v) => {
  const f = formOf(v as Record<string, unknown>);
  return { skuId: f.skuId ?? null, stockThreshold: f.stockThreshold, priceThresholdPct: f.priceThresholdPct, remark: f.remark };
}, supplyItemUpdateInput);

export interface ShopOption {
  value: string;
  label: string;
}

export function ItemDialog({
  source,
  item,
  shops,
  onClose,
  onSaved,
}: {
  source: SupplySource;
  item: ItemRow | null;
  shops?: ShopOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useText();
  const commands = useItemCommands();
  const form = useZodForm(item ? editSchema : addSchema, {
    source,
    code: item?.code ?? '',
    supplyShopId: item?.supplyShopId ? String(item.supplyShopId) : (shops?.[0]?.value ?? ''),
    skuId: item?.skuId ? String(item.skuId) : '',
    stockThreshold: String(item?.stockThreshold ?? 0),
    priceThresholdPct: String(item?.priceThresholdPct ?? 0),
    remark: item?.remark ?? '',
  });
  return (
    <RecordFormDialog
      title={item ? t('sm.editTitle', { name: item.code }) : t('sm.addTitle')}
      success={() => t('sm.saved', { name: item?.code ?? String(form.values.code) })}
      submitText={t('sm.save')}
      cancelText={t('sm.cancel')}
      failure={t('sm.saveFailed')}
      form={form}
      onClose={onClose}
      onSaved={onSaved}
      save={(input, feedback) => {
        if (item) {
          const edit = input;
          return commands.update(
            {
              source,
              id: item.id,
              input: {
                skuId: edit.skuId ?? undefined,
                clearSku: edit.skuId === null,
                stockThreshold: edit.stockThreshold,
                priceThresholdPct: edit.priceThresholdPct,
                remark: edit.remark,
              },
            },
            feedback,
          );
        }
        const add = input as z.output<typeof supplyItemInput>;
        return commands.add({ input: { ...add, source } }, feedback);
      }}
      fields={[
        ...(item ? [] : [{ name: 'code', label: t(`sm.field.code.${source}`), required: true }]),
        ...(source === 'shop' && !item
          ? [{ name: 'supplyShopId', label: t('sm.field.shop'), kind: 'select' as const, options: shops ?? [], placeholder: t('sm.choose'), required: true }]
          : []),
        { name: 'skuId', label: t('sm.field.skuId'), kind: 'number' as const },
        {
          columns: 2,
          fields: [
            { name: 'stockThreshold', label: t('sm.field.stockThreshold'), kind: 'number' as const },
            { name: 'priceThresholdPct', label: t('sm.field.priceThresholdPct'), kind: 'decimal' as const },
          ],
        },
        { name: 'remark', label: t('sm.field.remark'), kind: 'textarea' as const, rows: 2 },
      ]}
    />
  );
}
