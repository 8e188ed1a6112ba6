/**
 * Add or modify an inbound / outbound order: warehouse, type, remark and the product lines
 * (SKU picker, location, quantity, unit price, remark, total). Checked with the shared
 * inboundOrderInput / outboundOrderInput rules before sending; the server's field errors land on
 * the same cells. Changing the warehouse with products on the order asks first, then empties them
 * (spec 02 §5).
 */
import { Box, Button, CloseButton, Dialog, Field, HStack, IconButton, Image, Input, NativeSelect, Portal, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { INBOUND_TYPES, OUTBOUND_TYPES, inboundOrderInput, outboundOrderInput, toFormIssues } from '@erp/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { PermissionGuard, toastError, toastSuccess, useConfirm, useMessageText } from '../../../ui';
import { SkuPicker, type PickedSku } from '../../catalog/SkuPicker';
import { LocationSelect } from '../../warehouses/LocationSelect';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { showFailure } from '../../shared/outcome';
import { useFeatureText } from '../../public/featureIntl';
import { useBillActions, type BillRow, type Direction } from '../hooks';
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
  skuId: 'stockBills.line.sku', locationId: 'stockBills.line.location', quantity: 'stockBills.line.quantity', unitPrice: 'stockBills.line.unitPrice',
  remark: 'stockBills.field.remark', type: 'stockBills.field.type', lines: 'stockBills.col.products', warehouseId: 'stockBills.field.warehouse',
};

let seq = 0;
const lineKey = () => `l${++seq}`;

/** quantity × unit price in cents, so the running total never shows float noise. */
export function lineTotalText(quantity: string, unitPrice: string): string {
  const q = Number(quantity);
  const p = Number(unitPrice || '0');
  if (!Number.isFinite(q) || !Number.isFinite(p)) return '—';
  return ((Math.round(p * 100) * Math.round(q)) / 100).toFixed(2);
}

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
  const { save, confirm } = useBillActions(direction);
  const { options: warehouses } = useWarehouseOptions();
  const types = direction === 'inbound' ? INBOUND_TYPES : OUTBOUND_TYPES;

  const [warehouseId, setWarehouseId] = useState<number | null>(bill?.warehouseId ?? null);
  const [type, setType] = useState<string>(bill?.type ?? (direction === 'inbound' ? 'purchase' : 'sale'));
  const [remark, setRemark] = useState(bill?.remark ?? '');
  const [lines, setLines] = useState<LineDraft[]>(
    () =>
      bill?.lines.map((l) => ({
        key: lineKey(), skuId: l.skuId, sku: l.sku, productName: l.productName, image: l.image, available: null,
        locationId: l.locationId ?? null, quantity: String(l.quantity), unitPrice: l.unitPrice, remark: l.remark,
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

  const addLine = (sku: PickedSku) => {
    setLines((ls) => [
      ...ls,
      { key: lineKey(), skuId: sku.id, sku: sku.sku, productName: sku.productName, image: sku.image, available: sku.available, locationId: null, quantity: '1', unitPrice: '', remark: '' },
    ]);
    setErrors((e) => {
      const { lines: _lines, ...rest } = e;
      return rest;
    });
  };
  const setLine = (key: string, patch: Partial<LineDraft>, field: string) => {
    const index = lines.findIndex((l) => l.key === key);
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setErrors((e) => {
      const name = `lines.${index}.${field}`;
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };
  const removeLine = (key: string) => {
    setLines((ls) => ls.filter((l) => l.key !== key));
    setErrors({});
  };

  const totals = useMemo(() => {
    let quantity = 0;
    let cents = 0;
    for (const l of lines) {
      const q = Number(l.quantity);
      if (!Number.isFinite(q)) continue;
      quantity += q;
      cents += Math.round(Number(l.unitPrice || '0') * 100) * Math.round(q);
    }
    return { quantity, amount: (cents / 100).toFixed(2) };
  }, [lines]);

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
      const saved = await save({ ...payload, warehouseId: payload.warehouseId!, lines: payload.lines.map((l) => ({ ...l, quantity: l.quantity! })) }, bill?.id);
      if (!saved.ok) {
        showFailure(saved, t('stockBills.failed'), {
          applyServerErrors: (fe) => {
            setErrors(Object.fromEntries(Object.entries(fe as Record<string, string[]>).map(([k, v]) => [k, v.join(' ')])));
            return [];
          },
        });
        return;
      }
      if (!andConfirm) {
        toastSuccess(t('stockBills.saved', { billNo: saved.data.billNo }));
        onSaved();
        return;
      }
      const confirmed = await confirm(saved.data.id);
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
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('stockBills.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <Field.Root required invalid={Boolean(errors.warehouseId)}>
                    <Field.Label>
                      {t('stockBills.field.warehouse')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <WarehouseSelect value={warehouseId} onChange={(id) => void changeWarehouse(id)} aria-label={t('stockBills.field.warehouse')} invalid={Boolean(errors.warehouseId)} />
                    <Field.ErrorText>{errors.warehouseId}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.type)}>
                    <Field.Label>{t('stockBills.field.type')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field aria-label={t('stockBills.field.type')} value={type} onChange={(e) => setType(e.target.value)}>
                        {types.map((ty) => (
                          <option key={ty} value={ty}>
                            {t(`stockBills.type.${ty}` as StockBillsMessageId)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.type}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.remark)}>
                    <Field.Label>{t('stockBills.field.remark')}</Field.Label>
                    <Input size="sm" aria-label={t('stockBills.field.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} />
                    <Field.ErrorText>{errors.remark}</Field.ErrorText>
                  </Field.Root>
                </SimpleGrid>

                <Field.Root invalid={Boolean(errors.lines)}>
                  <Field.Label>{t('stockBills.field.addProduct')}</Field.Label>
                  <SkuPicker
                    warehouseId={warehouseId}
                    onPick={addLine}
                    disableCombos
                    excludeIds={lines.map((l) => l.skuId)}
                    disabled={warehouseId == null}
                    placeholder={warehouseId == null ? text('inventory.selectWarehouseFirst') : t('stockBills.field.addProductHint')}
                    aria-label={t('stockBills.field.addProduct')}
                  />
                  <Field.ErrorText>{errors.lines}</Field.ErrorText>
                </Field.Root>

                <Box overflowX="auto" borderWidth="1px" rounded="md">
                  <Table.Root size="sm" aria-label={t('stockBills.col.products')}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('stockBills.line.sku')}</Table.ColumnHeader>
                        {!inbound ? <Table.ColumnHeader textAlign="end">{t('stockBills.line.available')}</Table.ColumnHeader> : null}
                        <Table.ColumnHeader minW="36">{t('stockBills.line.location')}</Table.ColumnHeader>
                        <Table.ColumnHeader minW="24">{t('stockBills.line.quantity')}</Table.ColumnHeader>
                        <Table.ColumnHeader minW="24">{t('stockBills.line.unitPrice')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('stockBills.line.total')}</Table.ColumnHeader>
                        <Table.ColumnHeader minW="32">{t('stockBills.line.remark')}</Table.ColumnHeader>
                        <Table.ColumnHeader />
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {lines.length === 0 ? (
                        <Table.Row>
                          <Table.Cell colSpan={8}>
                            <Text color="fg.muted" textAlign="center" py="4">
                              {t('stockBills.lines.empty')}
                            </Text>
                          </Table.Cell>
                        </Table.Row>
                      ) : (
                        lines.map((l, i) => (
                          <Table.Row key={l.key} data-testid={`line-${l.sku}`}>
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
                              <CellError text={errors[`lines.${i}.skuId`]} />
                            </Table.Cell>
                            {!inbound ? <Table.Cell textAlign="end">{l.available ?? '—'}</Table.Cell> : null}
                            <Table.Cell>
                              <LocationSelect
                                warehouseId={warehouseId}
                                value={l.locationId}
                                onChange={(id) => setLine(l.key, { locationId: id }, 'locationId')}
                                placeholder={inbound ? undefined : t('stockBills.line.locationAuto')}
                                invalid={Boolean(errors[`lines.${i}.locationId`])}
                                aria-label={`${t('stockBills.line.location')} ${l.sku}`}
                              />
                              <CellError text={errors[`lines.${i}.locationId`]} />
                            </Table.Cell>
                            <Table.Cell>
                              <Input
                                size="sm"
                                inputMode="numeric"
                                aria-label={`${t('stockBills.line.quantity')} ${l.sku}`}
                                aria-invalid={Boolean(errors[`lines.${i}.quantity`]) || undefined}
                                value={l.quantity}
                                onChange={(e) => setLine(l.key, { quantity: e.target.value }, 'quantity')}
                              />
                              <CellError text={errors[`lines.${i}.quantity`]} />
                            </Table.Cell>
                            <Table.Cell>
                              <Input
                                size="sm"
                                inputMode="decimal"
                                placeholder="0.00"
                                aria-label={`${t('stockBills.line.unitPrice')} ${l.sku}`}
                                aria-invalid={Boolean(errors[`lines.${i}.unitPrice`]) || undefined}
                                value={l.unitPrice}
                                onChange={(e) => setLine(l.key, { unitPrice: e.target.value }, 'unitPrice')}
                              />
                              <CellError text={errors[`lines.${i}.unitPrice`]} />
                            </Table.Cell>
                            <Table.Cell textAlign="end">{lineTotalText(l.quantity, l.unitPrice)}</Table.Cell>
                            <Table.Cell>
                              <Input size="sm" aria-label={`${t('stockBills.line.remark')} ${l.sku}`} value={l.remark} maxLength={200} onChange={(e) => setLine(l.key, { remark: e.target.value }, 'remark')} />
                              <CellError text={errors[`lines.${i}.remark`]} />
                            </Table.Cell>
                            <Table.Cell>
                              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('stockBills.line.remove', { sku: l.sku })} onClick={() => removeLine(l.key)}>
                                <LuTrash2 />
                              </IconButton>
                            </Table.Cell>
                          </Table.Row>
                        ))
                      )}
                    </Table.Body>
                  </Table.Root>
                </Box>
                <Text textStyle="sm" textAlign="end" color="fg.muted">
                  {t('stockBills.lines.total', { quantity: totals.quantity, amount: totals.amount })}
                </Text>
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CellError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Text textStyle="xs" color="fg.error" mt="1" role="alert">
      {text}
    </Text>
  );
}
