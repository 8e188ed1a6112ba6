/**
 * One order: items (platform SKU → local SKU), amounts, address, shipping (warehouse and channel
 * editable while the order is open), notes (editable), the history timeline, and the split action.
 */
import { Alert, Badge, Box, Button, Center, Dialog, Field, Heading, HStack, Image, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { ORDER_OPEN_STATUSES } from '@erp/schema';
import { useEffect, useState, type ReactNode } from 'react';
import type { UpdateOrderInput } from '../../../api/generated/types';
import { PermissionGuard, useHasPermission } from '../../../ui';
import { Facts, InfoDialog, LinesTable, useRecord } from '../../../ui/resource';
import { SkuCell, TwoLines } from '../../../ui/cells';
import { ChannelSelect } from '../../logistics/ChannelSelect';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { WarehouseSelect } from '../../warehouses/WarehouseSelect';
import { announceOrdersChanged, platformLabel, useOrderCommands, type OrderDetail } from '../hooks';
import { OrderDetailDocument } from '../orders.generated';
import { ordersMessages } from '../messages';
import { FreightCell, money, StatusBadge } from './OrdersTable';
import { SplitOrderDialog } from './SplitOrderDialog';
import { TrackingPanel } from './TrackingPanel';
import { OrderProfitBreakdown } from '../../profit/OrderProfitBreakdown';

/** Statuses in which the warehouse may still change (nothing reserved). */
const WAREHOUSE_EDITABLE = new Set(['processing', 'outOfStock', 'abnormal']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A muted "when" fact of the order's header line (ordered, paid, shipped at). */
function When({ label, time }: { label: string; time: string }) {
  return (
    <Text color="fg.muted">
      {label} {formatDateTime(time)}
    </Text>
  );
}

function Pair({ label, value }: { label: string; value: ReactNode }) {
  return (
    <HStack gap="2" textStyle="sm" align="start">
      <Text color="fg.muted" flexShrink={0} minW="20">
        {label}
      </Text>
      <Box>{value || '—'}</Box>
    </HStack>
  );
}

export function OrderDetailDialog({ orderId, onClose, onChanged }: { orderId: number; onClose: () => void; onChanged: () => void }) {
  const t = useFeatureText(ordersMessages);
  const { record: order, loading, error, refetch } = useRecord(OrderDetailDocument, (d) => d.order, { id: orderId });
  const title = order ? t('orderScreen.detail.title', { orderNo: order.orderNo }) : t('orderScreen.details');
  return (
    <InfoDialog title={title} closeText={t('orderScreen.close')} onClose={onClose} size="xl" raw>
      {order ? (
        <DetailBody key={`${order.id}:${order.status}`} order={order} onClose={onClose} onChanged={() => (refetch(), onChanged())} />
      ) : (
        <Dialog.Body>
          {loading ? (
            <Center py="10">
              <Spinner />
            </Center>
          ) : (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error ? t('orderScreen.detail.loadFailed') : t('orderScreen.empty')}</Alert.Title>
              {error ? (
                <Button size="xs" variant="outline" onClick={refetch}>
                  {t('orderScreen.detail.retry')}
                </Button>
              ) : null}
            </Alert.Root>
          )}
        </Dialog.Body>
      )}
    </InfoDialog>
  );
}

function DetailBody({ order, onClose, onChanged }: { order: OrderDetail; onClose: () => void; onChanged: () => void }) {
  const t = useFeatureText(ordersMessages);
  const { update } = useOrderCommands();
  const canEdit = useHasPermission('order.update');
  const open = ORDER_OPEN_STATUSES.includes(order.status);
  const [sellerNote, setSellerNote] = useState(order.sellerNote);
  const [buyerNote, setBuyerNote] = useState(order.buyerNote);
  const [warehouseId, setWarehouseId] = useState<number | null>(order.warehouseId ?? null);
  const [channelId, setChannelId] = useState<number | null>(order.logisticsChannelId ?? null);
  const [saving, setSaving] = useState(false);
  const [splitting, setSplitting] = useState(false);
  // the order refetched (a rule, a tracking number, another tab): the fields follow it
  useEffect(() => {
    setSellerNote(order.sellerNote);
    setBuyerNote(order.buyerNote);
  }, [order.sellerNote, order.buyerNote]);
  useEffect(() => {
    setWarehouseId(order.warehouseId ?? null);
    setChannelId(order.logisticsChannelId ?? null);
  }, [order.warehouseId, order.logisticsChannelId]);

  const changes: UpdateOrderInput = {};
  if (sellerNote !== order.sellerNote) changes.sellerNote = sellerNote;
  if (buyerNote !== order.buyerNote) changes.buyerNote = buyerNote;
  if (warehouseId !== (order.warehouseId ?? null) && warehouseId !== null) changes.warehouseId = warehouseId;
  if (channelId !== (order.logisticsChannelId ?? null) && channelId !== null) changes.logisticsChannelId = channelId;
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    setSaving(true);
    try {
      const outcome = await update({ id: order.id, input: changes }, { success: t('orderScreen.saved'), failure: t('orderScreen.failed') });
      if (outcome.ok) {
        announceOrdersChanged();
        onChanged();
      }
    } finally {
      setSaving(false);
    }
  };

  const address = [order.address1, order.address2, order.city, order.state, order.postcode, order.country].filter(Boolean).join(', ');
  const splittable = open && order.items.reduce((s, i) => s + i.quantity, 0) > 1;

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <Facts
            gap="4"
            facts={[
              <StatusBadge key="status" status={order.status} reason={order.abnormalReason} />,
              `${order.shopName} · ${platformLabel(order.platformType)}`,
              <Text key="orderNo" fontFamily="mono" color="fg.muted">
                {order.platformOrderNo}
              </Text>,
              <When key="ordered" label={t('orderScreen.detail.orderedAt')} time={order.orderedAt} />,
              order.paidAt ? <When key="paid" label={t('orderScreen.detail.paidAt')} time={order.paidAt} /> : null,
              order.shippedAt ? <When key="shipped" label={t('orderScreen.detail.shippedAt')} time={order.shippedAt} /> : null,
            ]}
          />

          <Section title={t('orderScreen.detail.items')}>
            <LinesTable
              lines={order.items}
              columns={[
                {
                  header: t('orderScreen.detail.platformSku'),
                  cell: (i) => (
                    <HStack gap="2">
                      {i.image ? <Image src={i.image} alt="" boxSize="8" objectFit="cover" rounded="sm" /> : null}
                      <TwoLines main={i.platformSku || '—'} sub={i.title} mono />
                      {i.isGift ? <Badge size="xs">{t('orderScreen.detail.gift')}</Badge> : null}
                    </HStack>
                  ),
                },
                {
                  header: t('orderScreen.detail.localSku'),
                  cell: (i) =>
                    i.skuId ? (
                      <SkuCell sku={`${i.sku}${i.unitsPerItem > 1 ? ` × ${i.unitsPerItem}` : ''}`} productName={i.skuName} mono />
                    ) : (
                      <Badge colorPalette="orange">{t('orderScreen.unmatched')}</Badge>
                    ),
                },
                { header: t('orderScreen.detail.quantity'), align: 'end', cell: (i) => i.quantity },
                { header: t('orderScreen.detail.unitPrice'), align: 'end', cell: (i) => money(i.unitPrice) },
              ]}
            />
          </Section>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Section title={t('orderScreen.detail.amounts')}>
              <Pair label={t('orderScreen.detail.itemsTotal')} value={`${money(order.itemsTotal)} ${order.currency}`} />
              <Pair label={t('orderScreen.detail.shippingFee')} value={`${money(order.shippingFee)} ${order.currency}`} />
              <Pair label={t('orderScreen.detail.discount')} value={`${money(order.discount)} ${order.currency}`} />
              <Pair label={t('orderScreen.detail.totalAmount')} value={<Text fontWeight="semibold">{`${money(order.totalAmount)} ${order.currency}`}</Text>} />
            </Section>
            <Section title={t('orderScreen.detail.address')}>
              <Pair label={t('orderScreen.form.buyerName')} value={order.buyerName} />
              <Pair label={t('orderScreen.form.buyerAccount')} value={order.buyerAccount} />
              <Pair label={t('orderScreen.form.buyerPhone')} value={order.buyerPhone} />
              <Pair label={t('orderScreen.form.buyerEmail')} value={order.buyerEmail} />
              <Pair label={t('orderScreen.detail.address')} value={address} />
            </Section>
          </SimpleGrid>

          <Section title={t('orderScreen.detail.shipping')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root>
                <Field.Label>{t('orderScreen.detail.warehouse')}</Field.Label>
                <WarehouseSelect
                  value={warehouseId}
                  onChange={setWarehouseId}
                  includeDisabled
                  disabled={!canEdit || !WAREHOUSE_EDITABLE.has(order.status)}
                  aria-label={t('orderScreen.detail.warehouse')}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('orderScreen.detail.channel')}</Field.Label>
                <ChannelSelect
                  value={channelId}
                  onChange={setChannelId}
                  forWarehouseId={warehouseId}
                  disabled={!canEdit || !open}
                  aria-label={t('orderScreen.detail.channel')}
                />
              </Field.Root>
            </SimpleGrid>
            <Pair label={t('orderScreen.detail.weight')} value={String(order.weight || order.estimatedWeight || '')} />
            <Pair label={t('orderScreen.detail.estimatedFreight')} value={order.estimatedFreight ? <FreightCell freight={order.estimatedFreight} /> : null} />
            <TrackingPanel order={order} onChanged={onChanged} />
            <OrderProfitBreakdown orderId={order.id} />
          </Section>

          <Section title={t('orderScreen.detail.notes')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root>
                <Field.Label>{t('orderScreen.detail.buyerNote')}</Field.Label>
                <Textarea rows={2} value={buyerNote} onChange={(e) => setBuyerNote(e.target.value)} readOnly={!canEdit || !open} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('orderScreen.detail.sellerNote')}</Field.Label>
                <Textarea rows={2} value={sellerNote} onChange={(e) => setSellerNote(e.target.value)} readOnly={!canEdit || !open} />
              </Field.Root>
            </SimpleGrid>
          </Section>

          <Section title={t('orderScreen.detail.history')}>
            {order.history.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('orderScreen.detail.noHistory')}
              </Text>
            ) : (
              <Stack as="ol" gap="0" ps="1" aria-label={t('orderScreen.detail.history')}>
                {[...order.history].reverse().map((h) => (
                  <HStack as="li" key={h.id} align="start" gap="3" borderStartWidth="2px" borderColor="teal.muted" ps="3" pb="3" listStyleType="none">
                    <Stack gap="0" textStyle="sm">
                      <Text>{h.text}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {h.operatorName || t('orderScreen.detail.system')} · {formatDateTime(h.createdAt)}
                      </Text>
                    </Stack>
                  </HStack>
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <PermissionGuard permission="order.update">
          {splittable ? (
            <Button variant="outline" me="auto" onClick={() => setSplitting(true)}>
              {t('orderScreen.action.split')}
            </Button>
          ) : null}
        </PermissionGuard>
        <Button variant="outline" onClick={onClose}>
          {t('orderScreen.close')}
        </Button>
        <PermissionGuard permission="order.update">
          {open ? (
            <Button colorPalette="teal" disabled={!dirty} loading={saving} onClick={() => void save()}>
              {t('orderScreen.save')}
            </Button>
          ) : null}
        </PermissionGuard>
      </Dialog.Footer>
      {splitting ? (
        <SplitOrderDialog
          order={order}
          onClose={() => setSplitting(false)}
          onDone={() => {
            setSplitting(false);
            onChanged();
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
