/**
 * The profit breakdown on the order detail (issue 22 item 6): every term in the order currency and
 * in yuan with its source (which lots, which price card or carrier bill, which refunds, which rate).
 * Shown to callers with /profitReportOrder; before the order ships it says when the profit comes.
 */
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useHasPermission } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { FeatureScope } from '../../ui/FeatureScope';
import { money, pct } from './filter';
import { useOrderProfit, type OrderProfitData } from './hooks';
import { profitMessages, type ProfitMessageId } from './messages';

export function OrderProfitBreakdown({ orderId }: { orderId: number }) {
  const allowed = useHasPermission('profitReportOrder');
  if (!allowed) return null;
  return (
    <FeatureScope messages={profitMessages}>
      <Breakdown orderId={orderId} />
    </FeatureScope>
  );
}

function Breakdown({ orderId }: { orderId: number }) {
  const t = useFeatureText(profitMessages);
  const { profit: p, loading } = useOrderProfit(orderId);
  return (
    <Stack gap="2" as="section" aria-label={t('profitPage.breakdown.title')}>
      <Heading size="sm">{t('profitPage.breakdown.title')}</Heading>
      {!p ? (
        <Text textStyle="sm" color="fg.muted">
          {loading ? '…' : t('profitPage.breakdown.none')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('profitPage.breakdown.term')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{`${t('profitPage.breakdown.original')} (${p.currency})`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('profitPage.breakdown.base')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('profitPage.breakdown.source')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows(p, t).map((r) => (
              <Table.Row key={r.key}>
                <Table.Cell fontWeight={r.key === 'profit' ? 'semibold' : undefined}>{r.label}</Table.Cell>
                <Table.Cell textAlign="end">{r.original}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight={r.key === 'profit' ? 'semibold' : undefined}>
                  {r.base}
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    {r.source.map((s, i) => (
                      <Text key={i} textStyle="xs" color="fg.muted">
                        {s}
                      </Text>
                    ))}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

type T = (id: ProfitMessageId, values?: Record<string, string | number>) => string;

function rows(p: OrderProfitData, t: T) {
  // the stored codes in the seller's words (an unknown code is shown as stored rather than hidden)
  const known = (id: string, raw: string) => (id in profitMessages.zh ? t(id as ProfitMessageId) : raw);
  const rate = t('profitPage.breakdown.rate', {
    currency: p.currency,
    rate: String(p.rate),
    source: known(`profitPage.breakdown.rateSource.${p.rateSource}`, p.rateSource),
  });
  const neg = (v: unknown) => `−${money(v)}`;
  const freight = p.freightDetail;
  return [
    { key: 'goods', label: t('profitPage.col.goods'), original: money(p.goodsOriginal), base: money(p.goods), source: [rate] },
    { key: 'buyerFreight', label: t('profitPage.col.buyerFreight'), original: money(p.buyerFreightOriginal), base: money(p.buyerFreight), source: [rate] },
    {
      key: 'platformFee',
      label: t('profitPage.col.platformFee'),
      original: neg(p.platformFeeOriginal),
      base: neg(p.platformFee),
      source: [t('profitPage.breakdown.fee', { rate: String(p.platformRate), mode: known(`profitPage.breakdown.feeMode.${p.feeMode}`, p.feeMode) })],
    },
    {
      key: 'productCost',
      label: t('profitPage.col.productCost'),
      original: '',
      base: neg(p.productCost),
      source: p.costLines.map((l) =>
        t(l.source === 'lot' ? 'profitPage.breakdown.lot' : 'profitPage.breakdown.price', {
          sku: l.sku,
          quantity: l.quantity,
          unitCost: String(l.unitCost),
          lotId: l.lotId ?? '',
        }),
      ),
    },
    {
      key: 'packaging',
      label: t('profitPage.col.packaging'),
      original: '',
      base: neg(p.packaging),
      source: p.packagingDetail
        ? [
            t('profitPage.breakdown.packaging', {
              name: p.packagingDetail.name,
              quantity: p.packagingDetail.quantity,
              unitPrice: String(p.packagingDetail.unitPrice),
            }),
          ]
        : [],
    },
    {
      key: 'freight',
      label: t('profitPage.col.freight'),
      original: '',
      base: neg(p.freight),
      source: [
        freight.source === 'actual'
          ? t('profitPage.breakdown.freightActual', { billNo: freight.billNo ?? '—' })
          : freight.source === 'estimated'
            ? t('profitPage.breakdown.freightEstimated', { card: freight.priceCardId ?? '—' })
            : t('profitPage.breakdown.freightNone'),
      ],
    },
    {
      key: 'vat',
      label: t('profitPage.col.vat'),
      original: neg(p.vatOriginal),
      base: neg(p.vat),
      source: [p.vatScheme ? t('profitPage.breakdown.vat', { rate: String(p.vatRate) }) : t('profitPage.breakdown.noVat')],
    },
    {
      key: 'refunds',
      label: t('profitPage.col.refunds'),
      original: neg(p.refundsOriginal),
      base: neg(p.refunds),
      source: p.refundDetails.map((r) =>
        t('profitPage.breakdown.refund', {
          kind: known(`profitPage.breakdown.refundKind.${r.kind}`, r.kind),
          ref: r.ref,
          amount: String(r.amount),
          currency: r.currency,
        }),
      ),
    },
    { key: 'profit', label: t('profitPage.col.profit'), original: '', base: money(p.profit), source: [`${t('profitPage.col.margin')} ${pct(p.margin)}`] },
  ];
}
