/** An FBA shipment in detail: shop, route, Amazon's shipment id, centre and status, the lines (sent, received, unit cost) and the boxes with their codes. */
import { Stack, Text } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { Facts, InfoDialog, LinesTable, skuColumn } from '../../../ui/resource';
import type { FbaShipmentRow } from '../hooks';
import { fbaMessages, type FbaMessageId } from '../messages';

const n = (v: unknown, digits: number) => Number(v).toFixed(digits);

export function FbaShipmentDetailDialog({ shipment: s, onClose }: { shipment: FbaShipmentRow; onClose: () => void }) {
  const t = useFeatureText(fbaMessages);
  return (
    <InfoDialog title={t('fba.detailsTitle', { shipmentNo: s.shipmentNo })} onClose={onClose} size="xl" closeText={t('fba.close')}>
      <Stack gap="3">
        <Facts
          facts={[
            <Text key="name" fontWeight="medium">
              {s.name}
            </Text>,
            s.shopName,
            `${s.sourceWarehouseName} → ${s.fbaWarehouseName}`,
            t(`fba.status.${s.status}` as FbaMessageId),
            s.carrier && `${s.carrier} · ${s.trackingNo}`,
            s.shippedAt && `${t('fba.status.shipped')}: ${formatDateTime(s.shippedAt)}`,
          ]}
        />
        {s.amazonShipmentId ? (
          <Text textStyle="sm">{t('fba.detail.amazon', { id: s.amazonShipmentId, fc: s.destinationFc, status: s.amazonStatus || '—' })}</Text>
        ) : null}
        {s.providerMessage ? <Text color="fg.error">{t('fba.providerMessage', { message: s.providerMessage })}</Text> : null}
        {s.remark ? <Text color="fg.muted">{s.remark}</Text> : null}
        <LinesTable
          lines={s.lines}
          aria-label={t('fba.detail.lines')}
          columns={[
            skuColumn(t('fba.line.sku')),
            { header: t('fba.line.quantity'), align: 'end', cell: (l) => l.quantity },
            { header: t('fba.line.received'), align: 'end', cell: (l) => l.receivedQuantity },
            { header: t('fba.line.unitCost'), align: 'end', cell: (l) => n(l.unitCost, 4) },
          ]}
        />
        {s.boxes.length ? (
          <LinesTable
            lines={s.boxes}
            aria-label={t('fba.detail.boxes')}
            columns={[
              { header: t('fba.box.no'), cell: (b) => b.boxNo },
              { header: t('fba.box.code'), cell: (b) => <Text fontFamily="mono">{b.boxCode || '—'}</Text> },
              { header: t('fba.box.weight'), align: 'end', cell: (b) => n(b.weight, 3) },
              { header: t('fba.box.size'), cell: (b) => `${n(b.length, 1)} × ${n(b.width, 1)} × ${n(b.height, 1)}` },
              { header: t('fba.box.items'), cell: (b) => b.items.map((i) => `${i.sku} × ${i.quantity}`).join(', ') },
            ]}
          />
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('fba.detail.noBoxes')}
          </Text>
        )}
      </Stack>
    </InfoDialog>
  );
}
