/**
 * The tracking number of one order (issue 18): shows the number, where it came from and whether it
 * reached the marketplace (with the reason of a failed upload and a retry); while the order is not
 * shipped, gets a number from the channel's carrier (with its label) or pool, or takes one typed
 * in; downloads the carrier label; and marks an awaiting-shipment order shipped after confirming.
 * An order on an overseas warehouse channel (issue 23) is sent to the warehouse instead, which ships
 * it: its outbound order's state is shown, and a sync brings the number back and ships the order.
 */
import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PermissionGuard, toastError, toastSuccess, useConfirm } from '../../../ui';
import { batchOf, useCommands, useRecord } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { downloadPdf } from '../../barcodes/pdf';
import { ShipOrdersDocument } from '../orders.generated';
import {
  OrderTrackingDocument,
  PrintOrderLabelDocument,
  RequestTrackingNumbersDocument,
  RetryTrackingUploadDocument,
  SendOrdersToOverseasWarehouseDocument,
  SetOrderTrackingNumberDocument,
  SyncOverseasOutboundsDocument,
} from '../tracking.generated';
import { ordersMessages } from '../messages';
import { announceOrdersChanged } from '../hooks';

const EDITABLE = new Set(['processing', 'awaitingShipment']);
const UPLOAD_PALETTE: Record<string, string> = { pending: 'blue', uploaded: 'green', failed: 'red' };

export function TrackingPanel({ order, onChanged }: { order: { id: number; orderNo: string; status: string }; onChanged: () => void }) {
  const t = useFeatureText(ordersMessages);
  const confirm = useConfirm();
  const { record, refetch } = useRecord(OrderTrackingDocument, (d) => d.order, { id: order.id });
  const commands = useCommands({
    request: RequestTrackingNumbersDocument,
    set: SetOrderTrackingNumberDocument,
    label: PrintOrderLabelDocument,
    retry: RetryTrackingUploadDocument,
    ship: ShipOrdersDocument,
    sendOverseas: SendOrdersToOverseasWarehouseDocument,
    syncOverseas: SyncOverseasOutboundsDocument,
  });
  const [typed, setTyped] = useState('');
  const editable = EDITABLE.has(order.status);
  const done = () => {
    void refetch();
    announceOrdersChanged();
    onChanged();
  };
  /** A one-order batch: its refusal is shown as an error toast with the server's message. */
  const runOne = (ok: boolean, data: unknown, success: string) => {
    if (!ok) return;
    const summary = batchOf(data);
    const refused = summary.failures[0];
    if (refused) toastError(refused.message);
    else toastSuccess(success);
    done();
  };

  const getNumber = async () => {
    const outcome = await commands.request({ ids: [order.id] }, { failure: t('orderScreen.failed') });
    runOne(outcome.ok, outcome.ok ? outcome.data : null, t('orderScreen.tracking.got'));
  };
  const save = async () => {
    const outcome = await commands.set(
      { orderId: order.id, trackingNo: typed },
      { success: t('orderScreen.tracking.saved'), failure: t('orderScreen.failed') },
    );
    if (outcome.ok) {
      setTyped('');
      done();
    }
  };
  const label = async () => {
    const outcome = await commands.label({ orderId: order.id }, { failure: t('orderScreen.failed') });
    if (!outcome.ok) return;
    downloadPdf(outcome.data);
    toastSuccess(t('orderScreen.tracking.labelDone', { filename: outcome.data.filename }));
  };
  const ship = async () => {
    const trackingNo = record?.trackingNo || t('orderScreen.noNumber');
    if (!(await confirm({ message: t('orderScreen.tracking.confirmShip', { orderNo: order.orderNo, trackingNo }) }))) return;
    const outcome = await commands.ship({ ids: [order.id] }, { failure: t('orderScreen.failed') });
    runOne(outcome.ok, outcome.ok ? outcome.data : null, t('orderScreen.tracking.shipped'));
  };
  const sendOverseas = async () => {
    const outcome = await commands.sendOverseas({ ids: [order.id] }, { failure: t('orderScreen.failed') });
    runOne(outcome.ok, outcome.ok ? outcome.data : null, t('orderScreen.overseas.sent'));
  };
  const syncOverseas = async () => {
    const outcome = await commands.syncOverseas({ ids: [order.id] }, { failure: t('orderScreen.failed') });
    runOne(outcome.ok, outcome.ok ? outcome.data : null, t('orderScreen.overseas.synced'));
  };
  const retry = async () => {
    const outcome = await commands.retry({ ids: [order.id] }, { failure: t('orderScreen.failed') });
    runOne(outcome.ok, outcome.ok ? outcome.data : null, t('orderScreen.tracking.retried'));
  };

  const source = record && record.trackingSource !== 'none' ? t(`orderScreen.tracking.source.${record.trackingSource}`) : '';
  const upload = record && record.trackingUploadStatus !== 'notUploaded' ? record.trackingUploadStatus : '';
  const overseas = record?.shipsFromOverseasWarehouse ?? false;
  const outbound = record?.overseasOutbound ?? null;
  return (
    <Stack gap="2" aria-label={t('orderScreen.tracking.title')} data-testid="tracking-panel">
      <HStack gap="3" wrap="wrap" textStyle="sm">
        <Text color="fg.muted">{t('orderScreen.detail.trackingNo')}</Text>
        {record?.trackingNo ? (
          <Text fontFamily="mono" data-testid="tracking-no">
            {record.trackingNo}
          </Text>
        ) : (
          <Text color="fg.muted">{t('orderScreen.tracking.none')}</Text>
        )}
        {source ? <Badge size="sm">{source}</Badge> : null}
        {upload ? (
          <Badge size="sm" colorPalette={UPLOAD_PALETTE[upload] ?? 'gray'}>
            {t(`orderScreen.tracking.upload.${upload}`)}
          </Badge>
        ) : null}
      </HStack>
      {upload === 'failed' ? (
        <Text textStyle="xs" color="fg.error">
          {record?.trackingUploadError}
          {record?.trackingUploadNextAt ? ` · ${t('orderScreen.tracking.nextRetry', { time: formatDateTime(record.trackingUploadNextAt) })}` : ''}
        </Text>
      ) : null}
      {overseas && !outbound && order.status === 'awaitingShipment' ? (
        <Text textStyle="xs" color="fg.muted">
          {t('orderScreen.overseas.hint')}
        </Text>
      ) : null}
      {outbound ? (
        <Stack gap="1" textStyle="sm" data-testid="overseas-outbound">
          <HStack gap="2" wrap="wrap">
            <Text>{t('orderScreen.overseas.outbound', { outboundNo: outbound.outboundNo, provider: outbound.provider })}</Text>
            <Badge size="sm" colorPalette={outbound.status === 'shipped' ? 'green' : 'blue'}>
              {t(outbound.status === 'shipped' ? 'orderScreen.overseas.status.shipped' : 'orderScreen.overseas.status.sent')}
            </Badge>
            {outbound.carrier ? <Text color="fg.muted">{outbound.carrier}</Text> : null}
            {outbound.syncedAt ? (
              <Text textStyle="xs" color="fg.muted">
                {t('orderScreen.overseas.syncedAt', { time: formatDateTime(outbound.syncedAt) })}
              </Text>
            ) : null}
          </HStack>
          {outbound.message ? (
            <Text textStyle="xs" color="fg.error">
              {outbound.message}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <PermissionGuard permission="order.ship">
        <HStack gap="2" wrap="wrap">
          {overseas && !outbound && order.status === 'awaitingShipment' ? (
            <Button size="xs" colorPalette="teal" variant="outline" loading={commands.busy} onClick={() => void sendOverseas()}>
              {t('orderScreen.overseas.send')}
            </Button>
          ) : null}
          {outbound?.status === 'sent' ? (
            <Button size="xs" colorPalette="teal" variant="outline" loading={commands.busy} onClick={() => void syncOverseas()}>
              {t('orderScreen.overseas.sync')}
            </Button>
          ) : null}
          {editable && !record?.trackingNo && !overseas ? (
            <Button size="xs" colorPalette="teal" variant="outline" loading={commands.busy} onClick={() => void getNumber()}>
              {t('orderScreen.tracking.get')}
            </Button>
          ) : null}
          {record?.hasLabel ? (
            <Button size="xs" variant="outline" onClick={() => void label()}>
              {t('orderScreen.tracking.label')}
            </Button>
          ) : null}
          {order.status === 'awaitingShipment' ? (
            <Button size="xs" colorPalette="teal" onClick={() => void ship()}>
              {t('orderScreen.tracking.ship')}
            </Button>
          ) : null}
          {upload === 'failed' ? (
            <Button size="xs" variant="outline" onClick={() => void retry()}>
              {t('orderScreen.tracking.retry')}
            </Button>
          ) : null}
        </HStack>
        {editable ? (
          <HStack gap="2" align="end">
            <Field.Root maxW="xs">
              <Field.Label textStyle="xs">{t('orderScreen.tracking.typeIn')}</Field.Label>
              <Input size="xs" value={typed} maxLength={50} onChange={(e) => setTyped(e.target.value)} aria-label={t('orderScreen.tracking.typeIn')} />
            </Field.Root>
            <Button size="xs" variant="outline" disabled={!typed.trim()} onClick={() => void save()}>
              {t('orderScreen.tracking.save')}
            </Button>
          </HStack>
        ) : null}
      </PermissionGuard>
    </Stack>
  );
}
