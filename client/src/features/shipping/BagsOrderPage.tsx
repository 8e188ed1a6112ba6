/**
 * /bagsOrder: parcel bags. A bag is made for one logistics channel; shipped parcels of that channel
 * are scanned into it (each parcel in one bag only), removed while it is open, the bag is closed
 * (weight = the parcels added up), handed over to the carrier, and its label printed as a PDF.
 */
import { Badge, Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { BAG_STATUSES } from '@erp/schema';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { ShippingBagFilter } from '../../api/generated/graphql';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  emptyFilterValues,
  FilterBar,
  FIRST_PAGE,
  PermissionGuard,
  toastSuccess,
  useConfirm,
  useMessageText,
  type DataTableColumn,
  type FilterField,
  type FilterValues,
} from '../../ui';
import { downloadPdf } from '../barcodes/pdf';
import { ChannelSelect } from '../logistics/ChannelSelect';
import { FeatureScope, PageFrame } from '../shared/FeatureScope';
import { formatDateTime, textOrUndefined } from '../shared/format';
import { showFailure, type Outcome } from '../shared/outcome';
import { useFeatureText } from '../public/featureIntl';
import { failureText, useBagActions, useShippingBag, useShippingBags, type BagRow } from './hooks';
import { shippingMessages, type ShippingMessageId } from './messages';
import { ScanFeedback, type Feedback } from './ScanFeedback';

export function BagsOrderPage() {
  return (
    <FeatureScope messages={shippingMessages}>
      <BagsScreen />
    </FeatureScope>
  );
}

const STATUS_COLORS: Record<string, string> = { open: 'blue', closed: 'orange', handedOver: 'green' };

function BagsScreen() {
  const t = useFeatureText(shippingMessages);
  const confirm = useConfirm();
  const actions = useBagActions();
  const fields = useMemo<FilterField[]>(
    () => [
      { name: 'status', label: t('bagsPage.filter.status'), type: 'select', options: BAG_STATUSES.map((s) => ({ value: s, label: t(`bagsPage.status.${s}`) })) },
      { name: 'keyword', label: t('bagsPage.filter.keyword'), type: 'text' },
    ],
    [t],
  );
  const [values, setValues] = useState<FilterValues>(() => emptyFilterValues(fields));
  const [filter, setFilter] = useState<ShippingBagFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { rows, total, loading, error, refetch } = useShippingBags(page, pageSize, filter);
  const [creating, setCreating] = useState(false);
  const [openBag, setOpenBag] = useState<number | null>(null);

  const run = async (bag: BagRow, question: ShippingMessageId | null, action: () => Promise<Outcome<unknown>>, success: ShippingMessageId) => {
    if (question && !(await confirm({ message: t(question, { bagNo: bag.bagNo }), danger: question === 'bagsPage.confirmDelete' }))) return;
    const outcome = await action();
    if (outcome.ok) {
      toastSuccess(t(success, { bagNo: bag.bagNo }));
      refetch();
    } else showFailure(outcome, t('bagsPage.failed'));
  };

  const print = async (bag: BagRow) => {
    const outcome = await actions.print(bag.id);
    if (!outcome.ok) return showFailure(outcome, t('bagsPage.failed'));
    downloadPdf(outcome.data);
    toastSuccess(t('bagsPage.printed'));
  };

  const button = (bag: BagRow, label: ShippingMessageId, onClick: () => void, color = 'teal') => (
    <Button size="xs" variant="ghost" colorPalette={color} onClick={onClick} aria-label={t('bagsPage.actionLabel', { action: t(label), bagNo: bag.bagNo })}>
      {t(label)}
    </Button>
  );

  const columns: DataTableColumn<BagRow>[] = [
    { key: 'bagNo', header: t('bagsPage.col.bagNo'), hideable: false, cell: (r) => <Text fontFamily="mono" fontWeight="medium">{r.bagNo}</Text> },
    { key: 'channel', header: t('bagsPage.col.channel'), cell: (r) => r.channelName || '—' },
    { key: 'count', header: t('bagsPage.col.count'), align: 'end', cell: (r) => r.orderCount },
    { key: 'weight', header: t('bagsPage.col.weight'), align: 'end', cell: (r) => r.weight },
    { key: 'status', header: t('bagsPage.col.status'), cell: (r) => <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`bagsPage.status.${r.status}` as ShippingMessageId)}</Badge> },
    { key: 'createdAt', header: t('bagsPage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'actions',
      header: t('bagsPage.col.actions'),
      hideable: false,
      cell: (r) => (
        <HStack gap="0" wrap="wrap">
          {button(r, r.status === 'open' ? 'bagsPage.open' : 'bagsPage.details', () => setOpenBag(r.id), r.status === 'open' ? 'teal' : 'gray')}
          {button(r, 'bagsPage.print', () => void print(r), 'gray')}
          <PermissionGuard permission="bag.update">
            {r.status === 'open' && r.orderCount > 0 ? button(r, 'bagsPage.close', () => void run(r, 'bagsPage.confirmClose', () => actions.close(r.id), 'bagsPage.closed'), 'orange') : null}
            {r.status === 'closed' ? button(r, 'bagsPage.handOver', () => void run(r, 'bagsPage.confirmHandOver', () => actions.handOver(r.id), 'bagsPage.handedOver')) : null}
            {r.status === 'open' && r.orderCount === 0 ? button(r, 'bagsPage.delete', () => void run(r, 'bagsPage.confirmDelete', () => actions.deleteBag(r.id), 'bagsPage.deleted'), 'red') : null}
          </PermissionGuard>
        </HStack>
      ),
    },
  ];

  return (
    <PageFrame title={t('bagsPage.title')} description={t('bagsPage.description')}>
      <FilterBar
        fields={fields}
        values={values}
        onChange={setValues}
        onSearch={(v) => {
          setFilter({ status: textOrUndefined(v.status), keyword: textOrUndefined(v.keyword) });
          setPage(FIRST_PAGE);
        }}
        loading={loading}
      />
      <DataTable
        aria-label={t('bagsPage.title')}
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
        emptyText={t('bagsPage.empty')}
        columnsStorageKey="table.bagsOrder.columns"
        toolbar={
          <PermissionGuard permission="bag.update">
            <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
              <LuPlus />
              {t('bagsPage.create')}
            </Button>
          </PermissionGuard>
        }
      />
      {creating ? (
        <CreateBagDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            refetch();
            setOpenBag(id);
          }}
        />
      ) : null}
      {openBag != null ? (
        <BagDialog
          id={openBag}
          onClose={() => {
            setOpenBag(null);
            refetch();
          }}
        />
      ) : null}
    </PageFrame>
  );
}

function CreateBagDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const actions = useBagActions();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!channelId) return setProblem(m('bag.channelRequired'));
    setBusy(true);
    const outcome = await actions.create(channelId);
    setBusy(false);
    if (!outcome.ok) return setProblem(failureText(outcome, t('bagsPage.failed')));
    toastSuccess(t('bagsPage.created', { bagNo: outcome.data.bagNo }));
    onCreated(outcome.data.id);
  };
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={save} aria-label={t('bagsPage.createTitle')} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('bagsPage.createTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('bagsPage.closeDialog')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Field.Root invalid={!!problem} required>
                  <Field.Label>{t('bagsPage.channel')}</Field.Label>
                  <ChannelSelect value={channelId} onChange={(id) => (setChannelId(id), setProblem(''))} invalid={!!problem} aria-label={t('bagsPage.channel')} />
                  {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('outboundPage.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={busy}>
                  {t('bagsPage.create')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One bag: scan parcels in (open bags), the parcels with remove. */
function BagDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const actions = useBagActions();
  const { bag, loading, refetch } = useShippingBag(id);
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const open = bag?.status === 'open';
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const scan = async (e: FormEvent) => {
    e.preventDefault();
    const n = number.trim();
    const refuse = (text: string) => {
      setFeedback({ kind: 'error', text });
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    if (!n) return refuse(m('bag.numberRequired'));
    setBusy(true);
    const outcome = await actions.scan(id, n);
    setBusy(false);
    if (!outcome.ok) return refuse(failureText(outcome, t('bagsPage.failed')));
    setFeedback({ kind: 'success', text: t('bagsPage.scannedIn', { number: n, count: outcome.data.orderCount }) });
    setNumber('');
    inputRef.current?.focus();
    refetch();
  };

  const remove = async (orderId: number) => {
    const outcome = await actions.remove(id, orderId);
    if (!outcome.ok) return showFailure(outcome, t('bagsPage.failed'));
    refetch();
    inputRef.current?.focus();
  };

  const title = t('bagsPage.bagTitle', { bagNo: bag?.bagNo ?? '' });
  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('bagsPage.closeDialog')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Stack gap="3">
                {bag ? (
                  <HStack gap="4" wrap="wrap">
                    <Text>
                      {t('bagsPage.col.channel')}: {bag.channelName || '—'}
                    </Text>
                    <Text>
                      {t('bagsPage.col.count')}: {bag.orderCount}
                    </Text>
                    <Text>
                      {t('bagsPage.col.weight')}: {bag.weight}
                    </Text>
                    <Badge colorPalette={STATUS_COLORS[bag.status] ?? 'gray'}>{t(`bagsPage.status.${bag.status}` as ShippingMessageId)}</Badge>
                  </HStack>
                ) : null}
                {open ? (
                  <PermissionGuard permission="bag.update">
                    <form onSubmit={scan}>
                      <Field.Root>
                        <Field.Label htmlFor="bag-number">{t('bagsPage.scanNumber')}</Field.Label>
                        <HStack>
                          <Input id="bag-number" ref={inputRef} size="lg" autoComplete="off" value={number} readOnly={busy} onChange={(e) => setNumber(e.target.value)} />
                          <Button type="submit" size="lg" colorPalette="teal" loading={busy}>
                            {t('bagsPage.scan')}
                          </Button>
                        </HStack>
                      </Field.Root>
                    </form>
                  </PermissionGuard>
                ) : null}
                {feedback ? <ScanFeedback feedback={feedback} /> : null}
                {loading && !bag ? (
                  <Text color="fg.muted">…</Text>
                ) : bag && bag.parcels.length === 0 ? (
                  <Box color="fg.muted" py="4" textAlign="center">
                    {t('bagsPage.parcelsEmpty')}
                  </Box>
                ) : (
                  <Table.Root size="sm" variant="outline">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('outboundPage.col.orderNo')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('outboundPage.col.trackingNo')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('outboundPage.col.weight')}</Table.ColumnHeader>
                        <Table.ColumnHeader />
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {bag?.parcels.map((p) => (
                        <Table.Row key={p.id}>
                          <Table.Cell fontFamily="mono">{p.orderNo}</Table.Cell>
                          <Table.Cell fontFamily="mono">{p.trackingNo || '—'}</Table.Cell>
                          <Table.Cell textAlign="end">{p.weight}</Table.Cell>
                          <Table.Cell textAlign="end">
                            {open ? (
                              <PermissionGuard permission="bag.update">
                                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(p.id)} aria-label={`${t('bagsPage.removeParcel')} ${p.orderNo}`}>
                                  {t('bagsPage.removeParcel')}
                                </Button>
                              </PermissionGuard>
                            ) : null}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
