/**
 * /outboundScan (spec 01 §2, spec 02 §5, §8): scan a tracking (or order) number, weigh, and the
 * parcel leaves (a weight above the channel maximum is refused: it cannot leave the warehouse).
 * Below, the scanned-out parcels by pickup state: all, awaiting pickup (1), picked up (2), pickup
 * timeout (−1), pickup exception (−2). The dashboard's pickup links set the local setting
 * `collectStatus` (−1 or −2) before opening this page; it is read (and cleared) on arrival.
 */
import { Badge, Box, Button, HStack, Stack } from '@chakra-ui/react';
import { OUTBOUND_COLLECT, OUTBOUND_COLLECT_SETTING, PICKUP_TIMEOUT_HOURS, parseWeightText, pickupExceptionInput } from '@erp/schema';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  FilterBar,
  FormKit,
  toastSuccess,
  useMessageText,
  useZodForm,
  type BatchAction,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { ToolPagesMenu } from '../../app/toolWindows';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { FormDialog, ListTable, StatusTabs, useListScreen, useRecord, type Outcome } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { failureText, outboundList, useShipCommands, type OutboundRow } from './hooks';
import { OutboundScanCountsDocument } from './shipping.generated';
import { shippingMessages, type ShippingMessageId } from './messages';
import { ScanFeedback, ScanField, useScanInput, type Feedback } from './ScanFeedback';

export const OutboundScanPage = featurePage(shippingMessages, OutboundScanScreen);

type Tab = 'all' | '1' | '2' | '-1' | '-2';
const TABS: Tab[] = ['all', '1', '2', '-1', '-2'];
const STATE_COLORS: Record<string, string> = { '1': 'blue', '2': 'green', '-1': 'orange', '-2': 'red' };
const COUNT_OF: Record<Tab, 'all' | 'scannedOut' | 'pickupConfirmed' | 'pickupTimeout' | 'pickupException'> = {
  all: 'all',
  '1': 'scannedOut',
  '2': 'pickupConfirmed',
  '-1': 'pickupTimeout',
  '-2': 'pickupException',
};

/** The dashboard's local setting (−1 or −2), read once and cleared. */
function takeCollectSetting(): Tab | null {
  try {
    const v = localStorage.getItem(OUTBOUND_COLLECT_SETTING);
    if (v === null) return null;
    localStorage.removeItem(OUTBOUND_COLLECT_SETTING);
    return v === String(OUTBOUND_COLLECT.pickupTimeout) || v === String(OUTBOUND_COLLECT.pickupException) ? (v as Tab) : null;
  } catch {
    return null;
  }
}

const toFilter = (v: FilterValues) => ({ keyword: textOrUndefined(v.keyword) });

function OutboundScanScreen() {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const location = useLocation();
  const commands = useShipCommands();
  // the tab the dashboard's link asked for (else all) is where the screen starts
  const [arrival] = useState<Tab>(() => takeCollectSetting() ?? 'all');
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('outboundPage.filter.keyword'), type: 'text' }], [t]);
  const screen = useListScreen({
    ...outboundList,
    fields,
    toFilter,
    tabs: { values: TABS, initial: arrival, param: 'collectStatus' },
    variables: (filter, _sort, tab) => ({ filter: { ...filter, collectStatus: tab === 'all' ? undefined : Number(tab) } }),
  });
  const counts = useRecord(OutboundScanCountsDocument, (d) => d.outboundScanCounts);
  const { setTab } = screen;
  // the page stays alive in its tab: a later dashboard link sets the setting again
  useEffect(() => {
    const v = takeCollectSetting();
    if (v) setTab(v);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  const reload = () => {
    screen.reload();
    void counts.refetch();
  };
  /** Confirm → run → reload the list (the screen's flow) and the tab counts. */
  const act = async (action: () => Promise<Outcome<unknown>>, ask?: { confirm: string }) => {
    if (await screen.run(action, ask)) void counts.refetch();
  };
  const failure = t('outboundPage.failed');

  // ---- the scan box
  const numberScan = useScanInput();
  const { value: number, set: setNumber, inputRef: numberRef } = numberScan;
  const weightScan = useScanInput();
  const { value: weight, set: setWeight, inputRef: weightRef } = weightScan;
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  useEffect(() => numberRef.current?.focus(), [numberRef]);

  const refuse = (text: string, input: HTMLInputElement | null) => {
    setFeedback({ kind: 'error', text });
    input?.focus();
    input?.select();
  };

  const scan = async (e: FormEvent) => {
    e.preventDefault();
    const n = number.trim();
    if (!n) return refuse(m('outbound.numberRequired'), numberRef.current);
    const w = parseWeightText(weight);
    if ('error' in w) {
      // a scanner ends the number with Enter: move on to the weight first
      if (!weight.trim() && document.activeElement === numberRef.current) return weightRef.current?.focus();
      return refuse(m(w.error), weightRef.current);
    }
    setBusy(true);
    const outcome = await commands.outboundScan({ input: { number: n, weight: w.grams } }, { quiet: true });
    setBusy(false);
    if (!outcome.ok) {
      const weightProblem = 'weight' in outcome.fieldErrors;
      return refuse(failureText(outcome, t('outboundPage.failed')), weightProblem ? weightRef.current : numberRef.current);
    }
    setFeedback({ kind: 'success', text: t('outboundPage.scanned', { orderNo: outcome.data.orderNo, weight: w.grams }) });
    setNumber('');
    setWeight('');
    numberRef.current?.focus();
    reload();
  };

  // ---- pickup actions
  const [exceptionIds, setExceptionIds] = useState<number[] | null>(null);
  const batchActions: BatchAction<OutboundRow>[] = [
    {
      key: 'confirm',
      label: t('outboundPage.confirmPickup'),
      permission: 'order.ship',
      colorPalette: 'green',
      onClick: (_rows, keys) => {
        const ids = keys.map(Number);
        return act(
          async () => {
            const outcome = await commands.confirmPickup({ ids }, { failure });
            if (outcome.ok) toastSuccess(t('outboundPage.confirmed', { count: outcome.data }));
            return outcome;
          },
          { confirm: t('outboundPage.confirmAsk', { count: ids.length }) },
        );
      },
    },
    {
      key: 'exception',
      label: t('outboundPage.markException'),
      permission: 'order.ship',
      colorPalette: 'red',
      onClick: (_rows, keys) => setExceptionIds(keys.map(Number)),
    },
  ];

  const columns: DataTableColumn<OutboundRow>[] = [
    { key: 'orderNo', header: t('outboundPage.col.orderNo'), hideable: false, cell: (r) => <Box fontFamily="mono">{r.orderNo}</Box> },
    { key: 'trackingNo', header: t('outboundPage.col.trackingNo'), cell: (r) => <Box fontFamily="mono">{r.trackingNo || '—'}</Box> },
    { key: 'channel', header: t('outboundPage.col.channel'), cell: (r) => r.channelName || '—' },
    { key: 'shop', header: t('outboundPage.col.shop'), cell: (r) => r.shopName || '—' },
    { key: 'weight', header: t('outboundPage.col.weight'), align: 'end', cell: (r) => r.weight },
    {
      key: 'state',
      header: t('outboundPage.col.state'),
      cell: (r) => (
        <Badge colorPalette={STATE_COLORS[String(r.collectStatus)] ?? 'gray'}>{t(`outboundPage.tab.${r.collectStatus}` as ShippingMessageId)}</Badge>
      ),
    },
    { key: 'outboundAt', header: t('outboundPage.col.outboundAt'), cell: (r) => formatDateTime(r.outboundAt) },
  ];

  const tabs = (
    <StatusTabs
      value={screen.tab as Tab}
      tabs={TABS}
      onChange={screen.setTab}
      aria-label={t('outboundPage.col.state')}
      label={(k) => t(`outboundPage.tab.${k}` as ShippingMessageId)}
      count={(k) => counts.record?.[COUNT_OF[k]]}
    />
  );

  return (
    <PageFrame title={t('outboundPage.title')} description={t('outboundPage.description', { hours: PICKUP_TIMEOUT_HOURS })} actions={<ToolPagesMenu />}>
      <form onSubmit={scan} aria-label={t('outboundPage.title')}>
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
          <HStack align="end" gap="3" wrap="wrap">
            <ScanField id="outbound-number" label={t('outboundPage.number')} scan={numberScan} busy={busy} rootProps={{ flex: '2', minW: '56' }} />
            <ScanField
              id="outbound-weight"
              label={t('outboundPage.weight')}
              scan={weightScan}
              inputMode="decimal"
              busy={busy}
              rootProps={{ flex: '1', minW: '40' }}
            />
            <Button type="submit" size="lg" colorPalette="teal" loading={busy}>
              {t('outboundPage.scan')}
            </Button>
          </HStack>
          {feedback ? <ScanFeedback feedback={feedback} /> : null}
        </Stack>
      </form>

      <ListTable
        page={{ title: t('outboundPage.title'), emptyText: t('outboundPage.empty'), name: 'outboundScan' }}
        screen={screen}
        columns={columns}
        batchActions={batchActions}
        filterBar={
          <>
            {tabs}
            <FilterBar {...screen.filterBar} />
          </>
        }
      />
      {exceptionIds ? (
        <ExceptionDialog
          count={exceptionIds.length}
          onClose={() => setExceptionIds(null)}
          onSave={(remark) =>
            act(async () => {
              const outcome = await commands.markException({ input: { ids: exceptionIds, remark } }, { failure });
              if (outcome.ok) {
                toastSuccess(t('outboundPage.excepted', { count: outcome.data }));
                setExceptionIds(null);
              }
              return outcome;
            })
          }
        />
      ) : null}
    </PageFrame>
  );
}

const exceptionSchema = pickupExceptionInput.pick({ remark: true });

function ExceptionDialog({ count, onClose, onSave }: { count: number; onClose: () => void; onSave: (remark: string) => Promise<void> }) {
  const t = useFeatureText(shippingMessages);
  const form = useZodForm(exceptionSchema, { remark: '' });
  return (
    <FormDialog
      title={t('outboundPage.exceptionTitle', { count })}
      form={form}
      onSubmit={({ remark }) => onSave(remark)}
      onClose={onClose}
      submitText={t('outboundPage.save')}
      cancelText={t('outboundPage.cancel')}
    >
      <FormKit.Textarea name="remark" label={t('outboundPage.remark')} required />
    </FormDialog>
  );
}
