/**
 * The lower half of the home page (spec 01 §2, §3 Bottom data): order share by platform (pie, in
 * percent), unshipped orders per platform, the top 10 shops by sales (yuan) and the system
 * bulletins (a bulletin opens in a dialog; "more" leads to /bulletinList). The lists are short by
 * construction (10 shops, 10 bulletins, one row per marketplace), so they are not paged.
 */
import { Badge, Button, HStack, Link, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPercent, PieChart, useUiLang } from '../../../ui';
import { BulletinDialog } from '../../messages/BulletinDialog';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { useHomeBulletin, type BottomData } from '../hooks';
import { homeDashboardMessages } from '../messages';
import { DashboardCard } from './DashboardCard';

interface BottomProps {
  bottom: BottomData | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

function useMoney() {
  const lang = useUiLang();
  return useMemo(() => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [lang]);
}

export function PlatformShareCard({ bottom, loading, error, onRetry }: BottomProps) {
  const t = useFeatureText(homeDashboardMessages);
  const lang = useUiLang();
  const slices = bottom?.orderNumPlatformPieChart ?? [];
  return (
    <DashboardCard
      title={t('homePage.pie.title')}
      caption={t('homePage.pie.caption')}
      loading={loading && !bottom}
      error={error && !bottom ? error : null}
      onRetry={onRetry}
      emptyText={bottom && !slices.length ? t('homePage.pie.empty') : null}
    >
      <Stack gap="2">
        <PieChart aria-label={t('homePage.pie.title')} height={220} slices={slices.map((s) => ({ label: s.name, value: s.percent }))} decimals={2} />
        <List.Root variant="plain" textStyle="xs" color="fg.muted" gap="0">
          {slices.map((s) => (
            <List.Item key={s.platformType} data-testid="platform-share">
              {s.name}: {formatPercent(s.percent, lang, 2)} ({s.y})
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </DashboardCard>
  );
}

export function UnshippedCard({ bottom, loading, error, onRetry }: BottomProps) {
  const t = useFeatureText(homeDashboardMessages);
  const u = bottom?.unShippingOrder;
  return (
    <DashboardCard
      title={t('homePage.unshipped.title')}
      loading={loading && !bottom}
      error={error && !bottom ? error : null}
      onRetry={onRetry}
      emptyText={u && !u.list.length ? t('homePage.unshipped.empty') : null}
    >
      {u ? (
        <Table.Root size="sm" aria-label={t('homePage.unshipped.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('homePage.unshipped.platform')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('homePage.unshipped.count')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {u.list.map((r) => (
              <Table.Row key={r.platformType}>
                <Table.Cell>{r.platformTypeName}</Table.Cell>
                <Table.Cell textAlign="end">{r.orderNum}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="semibold">
              <Table.Cell>{t('homePage.unshipped.total')}</Table.Cell>
              <Table.Cell textAlign="end">{u.orderNumTotal}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      ) : null}
    </DashboardCard>
  );
}

export function TopShopsCard({ bottom, loading, error, onRetry }: BottomProps) {
  const t = useFeatureText(homeDashboardMessages);
  const money = useMoney();
  const rows = bottom?.orderMoneyTop10Shop ?? [];
  return (
    <DashboardCard
      title={t('homePage.topShops.title')}
      caption={t('homePage.topShops.caption')}
      loading={loading && !bottom}
      error={error && !bottom ? error : null}
      onRetry={onRetry}
      emptyText={bottom && !rows.length ? t('homePage.topShops.empty') : null}
    >
      <Table.Root size="sm" aria-label={t('homePage.topShops.title')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="12">{t('homePage.topShops.rank')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('homePage.topShops.shop')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('homePage.topShops.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r, i) => (
            <Table.Row key={r.shopId}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{r.shopName}</Table.Cell>
              <Table.Cell textAlign="end">¥{money.format(r.orderAmount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </DashboardCard>
  );
}

/** One bulletin of the list in its dialog: the title at once, the content once loaded. */
function BulletinFromList({ notice, onClose }: { notice: BottomData['notices'][number]; onClose: () => void }) {
  const t = useFeatureText(homeDashboardMessages);
  const { bulletin, loading, error } = useHomeBulletin(notice.id);
  const content = bulletin?.content ?? (loading ? t('homePage.bulletins.loading') : error ? t('homePage.loadFailed') : t('homePage.bulletins.notFound'));
  return (
    <BulletinDialog bulletin={{ title: bulletin?.title ?? notice.title, content, hotFlag: notice.hotFlag, updateTime: notice.updateTime }} onClose={onClose} />
  );
}

export function BulletinsCard({ bottom, loading, error, onRetry }: BottomProps) {
  const t = useFeatureText(homeDashboardMessages);
  const [open, setOpen] = useState<BottomData['notices'][number] | null>(null);
  const notices = bottom?.notices ?? [];
  return (
    <DashboardCard
      title={t('homePage.bulletins.title')}
      actions={
        <Link asChild textStyle="sm" colorPalette="teal">
          <RouterLink to="/bulletinList">{t('homePage.bulletins.more')}</RouterLink>
        </Link>
      }
      loading={loading && !bottom}
      error={error && !bottom ? error : null}
      onRetry={onRetry}
      emptyText={bottom && !notices.length ? t('homePage.bulletins.empty') : null}
    >
      <List.Root variant="plain" gap="1">
        {notices.map((n) => (
          <List.Item key={n.id}>
            <HStack justify="space-between" width="full" gap="2">
              <Button variant="plain" size="sm" px="0" height="auto" minWidth="0" justifyContent="start" onClick={() => setOpen(n)}>
                <HStack gap="2" minWidth="0">
                  {n.hotFlag ? (
                    <Badge colorPalette="red" size="xs">
                      {t('homePage.bulletins.hot')}
                    </Badge>
                  ) : null}
                  <Text truncate>{n.title}</Text>
                </HStack>
              </Button>
              <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                {formatDateTime(n.updateTime).slice(0, 10)}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      {open ? <BulletinFromList notice={open} onClose={() => setOpen(null)} /> : null}
    </DashboardCard>
  );
}

export function BottomCards(props: BottomProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="start">
      <PlatformShareCard {...props} />
      <UnshippedCard {...props} />
      <TopShopsCard {...props} />
      <BulletinsCard {...props} />
    </SimpleGrid>
  );
}
