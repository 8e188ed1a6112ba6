/**
 * "Order sync" (/orders): every authorized shop with its pull schedule and last run (shopOrderPulls).
 * Per shop, users with `order.pull` switch scheduled pulls on or off, set the interval (checked here
 * with shopPullScheduleInput of @erp/schema, the server's field errors shown under the input), pull
 * the shop now (the new/updated counts as a toast, the order lists reload) and push its stock.
 */
import { Alert, Badge, Button, Field, HStack, Input, Link, Spinner, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { ORDER_PULL_INTERVAL, SHOP_STATUS, shopPullScheduleInput, toFormIssues } from '@erp/schema';
import { useState } from 'react';
import { LuRefreshCw, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { PermissionGuard, toastSuccess, useMessageText } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog } from '../../../ui/resource';
import { announceOrdersChanged, platformLabel, useOrderPullCommands, useShopOrderPulls, type ShopOrderPullRow } from '../hooks';
import { ordersMessages } from '../messages';

const FIELD = 'intervalMinutes';

/** Interval text as typed → the number to check (NaN when it is not a plain number). */
function intervalOf(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function OrderPullsDialog({ onClose, onPulled }: { onClose: () => void; onPulled: () => void }) {
  const t = useFeatureText(ordersMessages);
  const { shops, loaded, loading, error, refetch } = useShopOrderPulls();
  const authorized = shops.filter((s) => s.shopStatus === SHOP_STATUS.authorized);
  const title = t('orderScreen.sync.title');

  let body;
  if (!loaded && loading) {
    body = (
      <HStack gap="2" py="6" justify="center" role="status">
        <Spinner size="sm" />
        <Text color="fg.muted">{t('orderScreen.sync.loading')}</Text>
      </HStack>
    );
  } else if (!loaded && error) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('orderScreen.sync.loadFailed')}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          {t('orderScreen.sync.retry')}
        </Button>
      </Alert.Root>
    );
  } else if (authorized.length === 0) {
    body = (
      <Stack gap="2" py="6" align="center">
        <Text color="fg.muted">{t('orderScreen.sync.noShops')}</Text>
        <Link asChild colorPalette="teal">
          <RouterLink to="/shops">{t('orderScreen.sync.toShops')}</RouterLink>
        </Link>
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('orderScreen.sync.col.shop')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.platform')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.lastPulledAt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.nextPullAt')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('orderScreen.sync.col.lastCount')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.lastError')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.enabled')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.interval')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('orderScreen.sync.col.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {authorized.map((shop) => (
              <PullRow
                key={shop.shopId}
                shop={shop}
                refresh={refetch}
                onPulled={() => {
                  announceOrdersChanged();
                  onPulled();
                }}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <InfoDialog title={title} closeText={t('orderScreen.close')} onClose={onClose} size="xl">
      <Stack gap="3">
        <Text color="fg.muted" textStyle="sm">
          {t('orderScreen.sync.description')}
        </Text>
        {body}
      </Stack>
    </InfoDialog>
  );
}

/** One shop: its last run, its schedule (edited here until saved) and its actions. */
function PullRow({ shop, refresh, onPulled }: { shop: ShopOrderPullRow; refresh: () => Promise<void>; onPulled: () => void }) {
  const t = useFeatureText(ordersMessages);
  const text = useMessageText();
  const commands = useOrderPullCommands();
  const failure = t('orderScreen.failed');
  const name = shop.shopName;
  // what the user changed, until it is saved
  const [intervalText, setIntervalText] = useState<string | null>(null);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [intervalError, setIntervalError] = useState('');
  const [busy, setBusy] = useState<'save' | 'pull' | 'push' | null>(null);
  const shownInterval = intervalText ?? String(shop.intervalMinutes);
  const shownEnabled = enabled ?? shop.enabled;
  const dirty = shownInterval.trim() !== String(shop.intervalMinutes) || shownEnabled !== shop.enabled;

  /** One button's request at a time: its spinner while it runs, the others held. */
  const working = async (what: 'save' | 'pull' | 'push', run: () => Promise<void>) => {
    setBusy(what);
    try {
      await run();
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const parsed = shopPullScheduleInput.safeParse({ shopId: shop.shopId, intervalMinutes: intervalOf(shownInterval), enabled: shownEnabled });
    if (!parsed.success) {
      const issue = toFormIssues(parsed.error).find((i) => i.field === FIELD) ?? toFormIssues(parsed.error)[0];
      setIntervalError(issue ? text(issue.messageId, issue.params) : t('orderScreen.failed'));
      return;
    }
    await working('save', async () => {
      // the interval's field error lands under its input, the others are toasted
      const form = {
        applyServerErrors: (source: unknown) => {
          const rest: string[] = [];
          for (const [field, messages] of Object.entries(source as Record<string, string[]>)) {
            if (field === FIELD || field.endsWith(`.${FIELD}`)) setIntervalError(messages[0] ?? '');
            else rest.push(...messages);
          }
          return rest;
        },
      };
      const outcome = await commands.setSchedule({ input: parsed.data }, { failure, form });
      if (outcome.ok) {
        await refresh();
        setIntervalText(null);
        setEnabled(null);
        toastSuccess(t('orderScreen.sync.saved', { shop: name }));
      }
    });
  };

  const pull = () =>
    working('pull', async () => {
      const outcome = await commands.pull({ shopId: shop.shopId }, { failure });
      if (outcome.ok) {
        toastSuccess(t('orderScreen.sync.pulled', { shop: name, newCount: outcome.data.newCount, updatedCount: outcome.data.updatedCount }));
        onPulled();
      }
      // the last run (time, count, error) changed either way
      await refresh();
    });

  const push = () =>
    working('push', async () => {
      const outcome = await commands.pushStock({ shopId: shop.shopId }, { failure });
      if (outcome.ok) toastSuccess(t('orderScreen.sync.pushed', { shop: name, count: outcome.data }));
    });

  const running = shop.running || busy === 'pull';
  const error = shop.lastErrorText || shop.lastError;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{name}</Table.Cell>
      <Table.Cell>{platformLabel(shop.platformType)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {running ? (
          <Badge colorPalette="blue" gap="1">
            <Spinner size="xs" />
            {t('orderScreen.sync.running')}
          </Badge>
        ) : shop.lastPulledAt ? (
          formatDateTime(shop.lastPulledAt)
        ) : (
          <Text as="span" color="fg.muted">
            {t('orderScreen.sync.never')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {shop.enabled ? (
          formatDateTime(shop.nextPullAt)
        ) : (
          <Text as="span" color="fg.muted">
            {t('orderScreen.sync.off')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">{shop.lastCount}</Table.Cell>
      <Table.Cell maxW="48">
        {error ? (
          <Text color="fg.error" textStyle="sm">
            {error}
          </Text>
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell>
        <PermissionGuard permission="order.pull" fallback={t(shop.enabled ? 'orderScreen.sync.on' : 'orderScreen.sync.off')}>
          <Switch.Root size="sm" colorPalette="teal" checked={shownEnabled} disabled={busy !== null} onCheckedChange={(d) => setEnabled(d.checked)}>
            <Switch.HiddenInput aria-label={t('orderScreen.sync.enabledLabel', { shop: name })} />
            <Switch.Control />
          </Switch.Root>
        </PermissionGuard>
      </Table.Cell>
      <Table.Cell minW="32">
        <PermissionGuard permission="order.pull" fallback={t('orderScreen.sync.minutes', { count: shop.intervalMinutes })}>
          <Field.Root invalid={intervalError !== ''}>
            <Input
              size="sm"
              w="24"
              inputMode="numeric"
              aria-label={t('orderScreen.sync.intervalLabel', { shop: name })}
              placeholder={`${ORDER_PULL_INTERVAL.min}-${ORDER_PULL_INTERVAL.max}`}
              value={shownInterval}
              onChange={(e) => {
                setIntervalText(e.target.value);
                setIntervalError('');
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && dirty) void save();
              }}
            />
            <Field.ErrorText>{intervalError}</Field.ErrorText>
          </Field.Root>
        </PermissionGuard>
      </Table.Cell>
      <Table.Cell>
        <PermissionGuard permission="order.pull">
          <HStack gap="1" wrap="nowrap">
            <Button
              size="xs"
              colorPalette="teal"
              aria-label={t('orderScreen.sync.saveLabel', { shop: name })}
              disabled={!dirty || busy !== null}
              loading={busy === 'save'}
              onClick={() => void save()}
            >
              {t('orderScreen.sync.save')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('orderScreen.sync.pullLabel', { shop: name })}
              disabled={busy !== null || shop.running}
              loading={busy === 'pull'}
              onClick={() => void pull()}
            >
              <LuRefreshCw />
              {t('orderScreen.sync.pull')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={t('orderScreen.sync.pushLabel', { shop: name })}
              disabled={busy !== null}
              loading={busy === 'push'}
              onClick={() => void push()}
            >
              <LuUpload />
              {t('orderScreen.sync.push')}
            </Button>
          </HStack>
        </PermissionGuard>
      </Table.Cell>
    </Table.Row>
  );
}
