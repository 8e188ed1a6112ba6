/** A supplier's purchase statistics as cards, and the small formatters the tables share. */
import { SimpleGrid, Stat } from '@chakra-ui/react';
import { formatDateTime } from '../../../ui/format';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { SupplierStats } from '../hooks';
import { suppliersMessages, type SuppliersMessageId } from '../messages';

/** 0.1333 → "13.33%". */
export const percent = (rate: number) => `${(Math.round(rate * 10000) / 100).toFixed(2)}%`;
/** "2.1" → "2.10"; null → '—'. */
export const money = (value: string | null | undefined) => (value == null || value === '' ? '—' : Number(value).toFixed(2));

export function StatisticsCards({ stats }: { stats: SupplierStats }) {
  const t = useFeatureText(suppliersMessages);
  const cards: [SuppliersMessageId, string | number][] = [
    ['suppliers.stat.purchaseCount', stats.purchaseCount],
    ['suppliers.stat.purchaseQuantity', stats.purchaseQuantity],
    ['suppliers.stat.purchaseAmount', money(stats.purchaseAmount)],
    ['suppliers.stat.delayRate', percent(stats.delayRate)],
    ['suppliers.stat.replenishmentRate', percent(stats.replenishmentRate)],
    ['suppliers.stat.returnRate', percent(stats.returnRate)],
    ['suppliers.stat.averagePrice', money(stats.averagePrice)],
    ['suppliers.stat.latestPrice', money(stats.latestPrice)],
    ['suppliers.stat.latestPurchaseAt', formatDateTime(stats.latestPurchaseAt)],
    ['suppliers.stat.defectiveCount', stats.defectiveCount],
    ['suppliers.stat.defectiveRate', percent(stats.defectiveRate)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 6 }} gap="3">
      {cards.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3">
          <Stat.Label>{t(label)}</Stat.Label>
          <Stat.ValueText textStyle="lg">{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
