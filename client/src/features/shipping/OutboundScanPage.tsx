/**
 * /outboundScan (spec 01 §2, spec 02 §5, §8): scan a tracking (or order) number, weigh, and the
 * parcel leaves (a weight above the channel maximum is refused: it cannot leave the warehouse).
 * Below, the scanned-out parcels by pickup state: all, awaiting pickup (1), picked up (2), pickup
 * timeout (−1), pickup exception (−2). The dashboard's pickup links set the local setting
 * `collectStatus` (−1 or −2) before opening this page; it is read (and cleared) on arrival.
 */
import { Badge, Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { OUTBOUND_COLLECT, OUTBOUND_COLLECT_SETTING, PICKUP_TIMEOUT_HOURS, parseWeightText } from '@erp/schema';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  toastError,
  toastSuccess,
  useConfirm,
  useMessageText,
  type BatchAction,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { failureText, useOutboundActions, useOutboundScans, type OutboundRow } from './hooks';
import { shippingMessages, type ShippingMessageId } from './messages';
import { ScanFeedback, type Feedback } from './ScanFeedback';

export function OutboundScanPage() {
  return (
    <FeatureScope messages={shippingMessages}>
      <OutboundScanScreen />
    </FeatureScope>
  );
}

type Tab = 'all' | '1' | '2' | '-1' | '-2';
const TABS: Tab[] = ['all', '1', '2', '-1', '-2'];
const STATE_COLORS: Record<string, string> = { '1': 'blue', '2': 'green', '-1': 'orange', '-2': 'red' };
const COUNT_OF: Record<Tab, 'all' | 'scannedOut' | 'pickupConfirmed' | 'pickupTimeout' | 'pickupException'> = {
  all: 'all', '1': 'scannedOut', '2': 'pickupConfirmed', '-1': 'pickupTimeout', '-2': 'pickupException',
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

function OutboundScanScreen() {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const confirm = useConfirm();
  const location = useLocation();
  const actions = useOutboundActions();
  const [tab, setTab] = useState<Tab>(() => takeCollectSetting() ?? 'all');
  const fields = useMemo<FilterField[]>(() => [{ name: 'keyword', label: t('outboundPage.filter.keyword'), type: 'text' }], [t]);
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // the page stays alive in its tab: a later dashboard link sets the setting again
  useEffect(() => {
    const v = takeCollectSetting();
    if (v) {
      setTab(v);
      setPage(FIRST_PAGE);
    }
  }, [location.key]);

  const filter = { collectStatus: tab === 'all' ? undefined : Number(tab), keyword };
  const { rows, total, counts, loading, error, refetch } = useOutboundScans(page, pageSize, filter);

  // ---- the scan box
  const [number, setNumber] = useState('');
  const [weight, setWeight] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  useEffect(() => numberRef.current?.focus(), []);

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
    const outcome = await actions.scan(n, w.grams);
    setBusy(false);
    if (!outcome.ok) {
      const weightProblem = 'weight' in outcome.fieldErrors;
      return refuse(failureText(outcome, t('outboundPage.failed')), weightProblem ? weightRef.current : numberRef.current);
    }
    setFeedback({ kind: 'success', text: t('outboundPage.scanned', { orderNo: outcome.data.orderNo, weight: w.grams }) });
    setNumber('');
    setWeight('');
    numberRef.current?.focus();
    refetch();
  };

  // ---- pickup actions
  const [exceptionIds, setExceptionIds] = useState<number[] | null>(null);
  const batchActions: BatchAction<OutboundRow>[] = [
    {
      key: 'confirm',
      label: t('outboundPage.confirmPickup'),
      permission: 'order.ship',
      colorPalette: 'green',
      onClick: async (_rows, keys) => {
        const ids = keys.map(Number);
        if (!(await confirm({ message: t('outboundPage.confirmAsk', { count: ids.length }) }))) return;
        const outcome = await actions.confirmPickup(ids);
        if (outcome.ok) {
          toastSuccess(t('outboundPage.confirmed', { count: outcome.data }));
          refetch();
        } else showFailure(outcome, t('outboundPage.failed'));
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
      cell: (r) => <Badge colorPalette={STATE_COLORS[String(r.collectStatus)] ?? 'gray'}>{t(`outboundPage.tab.${r.collectStatus}` as ShippingMessageId)}</Badge>,
    },
    { key: 'outboundAt', header: t('outboundPage.col.outboundAt'), cell: (r) => formatDateTime(r.outboundAt) },
  ];

  return (
    <PageFrame title={t('outboundPage.title')} description={t('outboundPage.description', { hours: PICKUP_TIMEOUT_HOURS })}>
      <form onSubmit={scan} aria-label={t('outboundPage.title')}>
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
          <HStack align="end" gap="3" wrap="wrap">
            <Field.Root flex="2" minW="56">
              <Field.Label htmlFor="outbound-number">{t('outboundPage.number')}</Field.Label>
              <Input id="outbound-number" ref={numberRef} size="lg" autoComplete="off" value={number} readOnly={busy} onChange={(e) => setNumber(e.target.value)} />
            </Field.Root>
            <Field.Root flex="1" minW="40">
              <Field.Label htmlFor="outbound-weight">{t('outboundPage.weight')}</Field.Label>
              <Input id="outbound-weight" ref={weightRef} size="lg" inputMode="decimal" autoComplete="off" value={weight} readOnly={busy} onChange={(e) => setWeight(e.target.value)} />
            </Field.Root>
            <Button type="submit" size="lg" colorPalette="teal" loading={busy}>
              {t('outboundPage.scan')}
            </Button>
          </HStack>
          {feedback ? <ScanFeedback feedback={feedback} /> : null}
        </Stack>
      </form>

      <HStack gap="2" wrap="wrap" role="tablist" aria-label={t('outboundPage.col.state')}>
        {TABS.map((k) => (
          <Button
            key={k}
            role="tab"
            aria-selected={tab === k}
            size="sm"
            variant={tab === k ? 'solid' : 'outline'}
            colorPalette={tab === k ? 'teal' : 'gray'}
            onClick={() => {
              setTab(k);
              setPage(FIRST_PAGE);
            }}
          >
            {t(`outboundPage.tab.${k}` as ShippingMessageId)}
            {counts ? ` (${counts[COUNT_OF[k]]})` : ''}
          </Button>
        ))}
      </HStack>

      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setKeyword(textOrUndefined(v.keyword));
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('outboundPage.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(p, size) => {
          setPage(p);
          setPageSize(size);
        }}
        loading={loading}
        error={error}
        onRetry={refetch}
        emptyText={t('outboundPage.empty')}
        batchActions={batchActions}
        columnsStorageKey="table.outboundScan.columns"
      />
      {exceptionIds ? (
        <ExceptionDialog
          count={exceptionIds.length}
          onClose={() => setExceptionIds(null)}
          onSave={async (remark) => {
            const outcome = await actions.markException(exceptionIds, remark);
            if (outcome.ok) {
              toastSuccess(t('outboundPage.excepted', { count: outcome.data }));
              setExceptionIds(null);
              refetch();
            } else showFailure(outcome, t('outboundPage.failed'));
          }}
        />
      ) : null}
    </PageFrame>
  );
}

function ExceptionDialog({ count, onClose, onSave }: { count: number; onClose: () => void; onSave: (remark: string) => Promise<void> }) {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = t('outboundPage.exceptionTitle', { count });
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!remark.trim()) {
      setInvalid(true);
      return toastError(m('outbound.remarkRequired'));
    }
    setBusy(true);
    await onSave(remark.trim());
    setBusy(false);
  };
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={save} aria-label={title} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('outboundPage.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Field.Root invalid={invalid} required>
                  <Field.Label htmlFor="pickup-remark">{t('outboundPage.remark')}</Field.Label>
                  <Textarea id="pickup-remark" value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
                  {invalid ? <Field.ErrorText>{m('outbound.remarkRequired')}</Field.ErrorText> : null}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('outboundPage.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={busy}>
                  {t('outboundPage.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
