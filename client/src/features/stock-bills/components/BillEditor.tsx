/**
 * Add or modify an inbound / outbound order: warehouse, type, remark and the product lines
 * (SKU picker, location, quantity, unit price, remark, total). Checked with the shared
 * inboundOrderInput / outboundOrderInput rules before sending; the server's field errors land on
 * the same cells. Changing the warehouse with products on the order asks first, then empties them
 * (spec 02 §5).
 */
import { Button, Dialog, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { INBOUND_TYPES, OUTBOUND_TYPES, inboundOrderInput, outboundOrderInput, toFormIssues } from '@erp/schema';
import { useEffect, useRef, useState } from 'react';
import { PermissionGuard, toastError, toastSuccess, useConfirm, useMessageText } from '../../../ui';
import { errorMapSource, LineItemsEditor, lineTotals } from '../../../ui/resource/LineItemsEditor';
import { InfoDialog } from '../../../ui/resource/FormDialog';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { FieldFrame } from '../../../ui/FormField';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useBillCommands, type BillRow, type Direction } from '../hooks';
import { stockBillsMessages, type StockBillsMessageId } from '../messages';

export interface LineDraft {
  key: string;
  skuId: number;
  sku: string;
  productName: string;
  image: string;
  /** Available in the order's warehouse when picked (outbound shows it); null when unknown. */
  available: number | null;
  locationId: number | null;
  quantity: string;
  unitPrice: string;
  remark: string;
}

/** The label a rule message names ({field}) for each input of the form. */
const FIELD_LABEL: Record<string, StockBillsMessageId> = {
  skuId: 'stockBills.line.sku',
  locationId: 'stockBills.line.location',
  quantity: 'stockBills.line.quantity',
  unitPrice: 'stockBills.line.unitPrice',
  remark: 'stockBills.field.remark',
  type: 'stockBills.field.type',
  lines: 'stockBills.col.products',
  warehouseId: 'stockBills.field.warehouse',
};

let seq = 0;
const lineKey = () => `l${++seq}`;

export function payloadOf(warehouseId: number | null, type: string, remark: string, lines: LineDraft[]) {
  return {
    warehouseId: warehouseId ?? undefined,
    type,
    remark,
    lines: lines.map((l) => ({
      skuId: l.skuId,
      quantity: l.quantity.trim() === '' ? undefined : Number(l.quantity),
      unitPrice: l.unitPrice.trim() === '' ? '0' : l.unitPrice.trim(),
      locationId: l.locationId,
      remark: l.remark,
    })),
  };
}

export interface BillEditorProps {
  direction: Direction;
  /** The draft to modify; null adds a new order. */
  bill: BillRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function BillEditor({ direction, bill, onClose, onSaved }: BillEditorProps) {
  const t = useFeatureText(stockBillsMessages);
  const text = useMessageText();
  const confirmDialog = useConfirm();
  const { save, confirm } = useBillCommands(direction);
  const { options: warehouses } = useWarehouseOptions();
  const types = direction === 'inbound' ? INBOUND_TYPES : OUTBOUND_TYPES;

  const [warehouseId, setWarehouseId] = useState<number | null>(bill?.warehouseId ?? null);
  const [type, setType] = useState<string>(bill?.type ?? (direction === 'inbound' ? 'purchase' : 'sale'));
  const [remark, setRemark] = useState(bill?.remark ?? '');
  const [lines, setLines] = useState<LineDraft[]>(
    () =>
      bill?.lines.map((l) => ({
        key: lineKey(),
        skuId: l.skuId,
        sku: l.sku,
        productName: l.productName,
        image: l.image,
        available: null,
        locationId: l.locationId ?? null,
        quantity: String(l.quantity),
        unitPrice: l.unitPrice,
        remark: l.remark,
      })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  // a new order starts in the default warehouse (listed first)
  const preset = useRef(Boolean(bill));
  useEffect(() => {
    if (preset.current || warehouseId != null) return;
    const first = warehouses.find((w) => w.enabled);
    if (first) {
      preset.current = true;
      setWarehouseId(first.id);
    }
  }, [warehouses, warehouseId]);

  const changeWarehouse = async (id: number | null) => {
    if (id === warehouseId) return;
    if (lines.length > 0) {
      const ok = await confirmDialog({ title: t('stockBills.changeWarehouseTitle'), message: t('stockBills.changeWarehouseAsk'), danger: true });
      if (!ok) return;
      setLines([]);
    }
    setWarehouseId(id);
    setErrors({});
  };

  const lineErrors = errorMapSource(errors, setErrors);
  const totals = lineTotals(lines);

  /** The shared rule on what the form holds; errors by path (lines.0.quantity). */
  const check = () => {
    const payload = payloadOf(warehouseId, type, remark, lines);
    const found: Record<string, string> = {};
    if (warehouseId == null) found.warehouseId = text('inventory.selectWarehouseFirst');
    const parsed = (direction === 'inbound' ? inboundOrderInput : outboundOrderInput).safeParse(payload);
    if (!parsed.success) {
      for (const issue of toFormIssues(parsed.error)) {
        if (found[issue.path] || issue.path === 'warehouseId') continue;
        found[issue.path] = text(issue.messageId, { ...issue.params, field: t(FIELD_LABEL[issue.path.split('.').pop() ?? ''] ?? 'stockBills.field.remark') });
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? payload : null;
  };

  const submit = async (andConfirm: boolean) => {
    const payload = check();
    if (!payload || busy) return;
    setBusy(true);
    try {
      // the server's field errors land on the same cells (lines.0.quantity)
      const form = {
        applyServerErrors: (fe: unknown) => {
          setErrors(Object.fromEntries(Object.entries(fe as Record<string, string[]>).map(([k, v]) => [k, v.join(' ')])));
          return [];
        },
      };
      const input = { ...payload, warehouseId: payload.warehouseId!, lines: payload.lines.map((l) => ({ ...l, quantity: l.quantity! })) };
      const saved = await save(input, bill?.id, { failure: t('stockBills.failed'), form });
      if (!saved.ok) return;
      if (!andConfirm) {
        toastSuccess(t('stockBills.saved', { billNo: saved.data.billNo }));
        onSaved();
        return;
      }
      const confirmed = await confirm(saved.data.id, { quiet: true });
      if (confirmed.ok) toastSuccess(t('stockBills.savedConfirmed', { billNo: saved.data.billNo }));
      else {
        const reason = confirmed.message || Object.values(confirmed.fieldErrors).flat().join(' ') || t('stockBills.failed');
        toastError(t('stockBills.savedNotConfirmed', { billNo: saved.data.billNo, reason }));
      }
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  const title = bill ? t(`stockBills.${direction}.editTitle`, { billNo: bill.billNo }) : t(`stockBills.${direction}.add`);
  const inbound = direction === 'inbound';
  return (
    <InfoDialog title={title} onClose={onClose} size="xl" closeText={t('stockBills.close')} raw>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FieldFrame label={t('stockBills.field.warehouse')} error={errors.warehouseId} required>
              <WarehouseSelect
                value={warehouseId}
                onChange={(id) => void changeWarehouse(id)}
                aria-label={t('stockBills.field.warehouse')}
                invalid={Boolean(errors.warehouseId)}
              />
            </FieldFrame>
            <FieldFrame label={t('stockBills.field.type')} error={errors.type}>
              <ChoiceSelect
                aria-label={t('stockBills.field.type')}
                value={type}
                onChange={setType}
                options={types.map((ty) => ({ value: ty, label: t(`stockBills.type.${ty}` as StockBillsMessageId) }))}
              />
            </FieldFrame>
            <FieldFrame label={t('stockBills.field.remark')} error={errors.remark}>
              <Input size="sm" aria-label={t('stockBills.field.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} />
            </FieldFrame>
          </SimpleGrid>

          <LineItemsEditor
            lines={lines}
            onChange={setLines}
            newLine={(sku) => ({
              key: lineKey(),
              skuId: sku.id,
              sku: sku.sku,
              productName: sku.productName,
              image: sku.image,
              available: sku.available,
              locationId: null,
              quantity: '1',
              unitPrice: '',
              remark: '',
            })}
            columns={inbound ? ['quantity', 'price', 'amount'] : ['available', 'quantity', 'price', 'amount']}
            headers={{
              sku: t('stockBills.line.sku'),
              available: t('stockBills.line.available'),
              quantity: t('stockBills.line.quantity'),
              price: t('stockBills.line.unitPrice'),
              amount: t('stockBills.line.total'),
            }}
            extraColumns={[
              {
                key: 'locationId',
                header: t('stockBills.line.location'),
                at: 'afterSku',
                minW: '36',
                cell: (l, c) => (
                  <LocationSelect
                    warehouseId={warehouseId}
                    value={l.locationId}
                    onChange={(id) => c.update({ locationId: id })}
                    placeholder={inbound ? undefined : t('stockBills.line.locationAuto')}
                    invalid={c.invalid}
                    aria-label={`${t('stockBills.line.location')} ${l.sku}`}
                  />
                ),
              },
              {
                key: 'remark',
                header: t('stockBills.line.remark'),
                minW: '32',
                cell: (l, c) => (
                  <Input
                    size="xs"
                    aria-label={`${t('stockBills.line.remark')} ${l.sku}`}
                    value={l.remark}
                    maxLength={200}
                    ref={c.inputRef}
                    onChange={(e) => c.update({ remark: e.target.value })}
                  />
                ),
              },
            ]}
            errors={lineErrors}
            label={t('stockBills.field.addProduct')}
            picker={{
              warehouseId,
              disabled: warehouseId == null,
              placeholder: warehouseId == null ? text('inventory.selectWarehouseFirst') : t('stockBills.field.addProductHint'),
              'aria-label': t('stockBills.field.addProduct'),
            }}
            emptyText={t('stockBills.lines.empty')}
            summary={
              <Text textStyle="sm" textAlign="end" color="fg.muted">
                {t('stockBills.lines.total', { quantity: totals.quantity, amount: totals.amount })}
              </Text>
            }
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('stockBills.close')}
        </Button>
        <Button variant="outline" colorPalette="teal" loading={busy} onClick={() => void submit(false)}>
          {t('stockBills.save')}
        </Button>
        <PermissionGuard permission={`${direction}Order.confirm`}>
          <Button colorPalette="teal" loading={busy} onClick={() => void submit(true)}>
            {t('stockBills.saveAndConfirm')}
          </Button>
        </PermissionGuard>
      </Dialog.Footer>
    </InfoDialog>
  );
}
