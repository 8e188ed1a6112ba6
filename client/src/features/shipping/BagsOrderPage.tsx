/**
 * /bagsOrder: parcel bags. A bag is made for one logistics channel; shipped parcels of that channel
 * are scanned into it (each parcel in one bag only), removed while it is open, the bag is closed
 * (weight = the parcels added up), handed over to the carrier, and its label printed as a PDF.
 */
import { Badge, Box, Button, Field, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { BAG_STATUSES, createBagInput, oneOf } from '@erp/schema';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { ShippingBagFilter } from '../../api/generated/types';
import { PermissionGuard, toastSuccess, useMessageText, useZodForm, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { downloadPdf } from '../barcodes/pdf';
import { ChannelSelect } from '../logistics/ChannelSelect';
import { ToolPagesMenu } from '../../app/toolWindows';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, FormDialog, InfoDialog, ListPage, pageOf, RowActions, useDialog, useListScreen, useRecord } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { bagList, failureText, useBagCommands, type BagRow } from './hooks';
import { ShippingBagDocument } from './shipping.generated';
import { shippingMessages, type ShippingMessageId } from './messages';
import { ScanFeedback, ScanForm, useScanInput, type Feedback } from './ScanFeedback';
import { codeColumn } from '../../ui/cells';

export const BagsOrderPage = featurePage(shippingMessages, BagsScreen);

const STATUS_COLORS: Record<string, string> = { open: 'blue', closed: 'orange', handedOver: 'green' };

function toFilter(v: FilterValues): ShippingBagFilter {
  return { status: oneOf(BAG_STATUSES, v.status), keyword: textOrUndefined(v.keyword) };
}

function StatusBadge({ status }: { status: string }) {
  const t = useFeatureText(shippingMessages);
  return <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'}>{t(`bagsPage.status.${status}` as ShippingMessageId)}</Badge>;
}

function BagsScreen() {
  const t = useFeatureText(shippingMessages);
  const commands = useBagCommands();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        name: 'status',
        label: t('bagsPage.filter.status'),
        type: 'select',
        options: BAG_STATUSES.map((s) => ({ value: s, label: t(`bagsPage.status.${s}`) })),
      },
      { name: 'keyword', label: t('bagsPage.filter.keyword'), type: 'text' },
    ],
    [t],
  );
  const screen = useListScreen({ ...bagList, fields, toFilter });
  const dialog = useDialog<{ kind: 'create' } | { kind: 'bag'; id: number }>(screen.reload);
  const failure = t('bagsPage.failed');

  const print = async (bag: BagRow) => {
    const outcome = await commands.print({ id: bag.id }, { failure });
    if (!outcome.ok) return;
    downloadPdf(outcome.data);
    toastSuccess(t('bagsPage.printed'));
  };

  const actionsOf = (r: BagRow) => {
    const ask = (question: ShippingMessageId) => ({ confirm: t(question, { bagNo: r.bagNo }), danger: question === 'bagsPage.confirmDelete' });
    const open = r.status === 'open';
    return [
      {
        key: 'open',
        label: t(open ? 'bagsPage.open' : 'bagsPage.details'),
        colorPalette: open ? 'teal' : 'gray',
        onClick: () => dialog.open({ kind: 'bag', id: r.id }),
      },
      { key: 'print', label: t('bagsPage.print'), colorPalette: 'gray', onClick: () => void print(r) },
      {
        key: 'close',
        label: t('bagsPage.close'),
        permission: 'bag.update',
        colorPalette: 'orange',
        when: open && r.orderCount > 0,
        onClick: () =>
          void screen.run(() => commands.close({ id: r.id }, { success: t('bagsPage.closed', { bagNo: r.bagNo }), failure }), ask('bagsPage.confirmClose')),
      },
      {
        key: 'handOver',
        label: t('bagsPage.handOver'),
        permission: 'bag.update',
        when: r.status === 'closed',
        onClick: () =>
          void screen.run(
            () => commands.handOver({ id: r.id }, { success: t('bagsPage.handedOver', { bagNo: r.bagNo }), failure }),
            ask('bagsPage.confirmHandOver'),
          ),
      },
      {
        key: 'delete',
        label: t('bagsPage.delete'),
        permission: 'bag.update',
        colorPalette: 'red',
        when: open && r.orderCount === 0,
        onClick: () => void screen.run(() => commands.deleteBag({ id: r.id }, { success: t('bagsPage.deleted'), failure }), ask('bagsPage.confirmDelete')),
      },
    ] as const;
  };

  const columns: DataTableColumn<BagRow>[] = [
    codeColumn('bagNo', t('bagsPage.col.bagNo'), (r) => r.bagNo),
    { key: 'channel', header: t('bagsPage.col.channel'), cell: (r) => r.channelName || '—' },
    { key: 'count', header: t('bagsPage.col.count'), align: 'end', cell: (r) => r.orderCount },
    { key: 'weight', header: t('bagsPage.col.weight'), align: 'end', cell: (r) => r.weight },
    { key: 'status', header: t('bagsPage.col.status'), cell: (r) => <StatusBadge status={r.status} /> },
    { key: 'createdAt', header: t('bagsPage.col.createdAt'), cell: (r) => formatDateTime(r.createdAt) },
    actionsColumn(t('bagsPage.col.actions'), (r) => <RowActions record={r.bagNo} actions={actionsOf(r)} />),
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'bagsPage', 'bagsOrder', undefined, {
        actions: <ToolPagesMenu />,
        create: { permission: 'bag.update', label: t('bagsPage.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'create' ? (
        <CreateBagDialog
          onClose={dialog.close}
          onCreated={(id) => {
            screen.reload();
            dialog.open({ kind: 'bag', id });
          }}
        />
      ) : null}
      {open?.kind === 'bag' ? <BagDialog id={open.id} onClose={dialog.done} /> : null}
    </ListPage>
  );
}

const createSchema = z.preprocess((v) => ({ channelId: (v as { channelId: number | null }).channelId ?? undefined }), createBagInput);

function CreateBagDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useFeatureText(shippingMessages);
  const commands = useBagCommands();
  const form = useZodForm(createSchema, { channelId: null as number | null });
  const problem = form.errorText('channelId');
  const save = async ({ channelId }: z.output<typeof createSchema>) => {
    const outcome = await commands.create({ input: { channelId } }, { failure: t('bagsPage.failed'), form });
    if (!outcome.ok) return;
    toastSuccess(t('bagsPage.created', { bagNo: outcome.data.bagNo }));
    onCreated(outcome.data.id);
  };
  return (
    <FormDialog
      title={t('bagsPage.createTitle')}
      form={form}
      onSubmit={save}
      onClose={onClose}
      submitText={t('bagsPage.create')}
      cancelText={t('outboundPage.cancel')}
    >
      <Field.Root invalid={!!problem} required>
        <Field.Label>{t('bagsPage.channel')}</Field.Label>
        <ChannelSelect
          value={form.values.channelId}
          onChange={(id) => {
            form.setValue('channelId', id);
            form.clearError('channelId');
          }}
          invalid={!!problem}
          aria-label={t('bagsPage.channel')}
        />
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}

/** One bag: scan parcels in (open bags), the parcels with remove. */
function BagDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useFeatureText(shippingMessages);
  const m = useMessageText();
  const commands = useBagCommands();
  const { record: bag, loading, refetch } = useRecord(ShippingBagDocument, (d) => d.shippingBag, { id });
  const numberScan = useScanInput();
  const { value: number, set: setNumber, inputRef: inputRef } = numberScan;
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const open = bag?.status === 'open';
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, inputRef]);

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
    const outcome = await commands.scan({ input: { bagId: id, number: n } }, { quiet: true });
    setBusy(false);
    if (!outcome.ok) return refuse(failureText(outcome, t('bagsPage.failed')));
    setFeedback({ kind: 'success', text: t('bagsPage.scannedIn', { number: n, count: outcome.data.orderCount }) });
    setNumber('');
    inputRef.current?.focus();
    void refetch();
  };

  const remove = async (orderId: number) => {
    const outcome = await commands.remove({ bagId: id, orderId }, { failure: t('bagsPage.failed') });
    if (!outcome.ok) return;
    void refetch();
    inputRef.current?.focus();
  };

  return (
    <InfoDialog title={t('bagsPage.bagTitle', { bagNo: bag?.bagNo ?? '' })} onClose={onClose} size="lg" closeText={t('bagsPage.closeDialog')} footer={false}>
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
            <StatusBadge status={bag.status} />
          </HStack>
        ) : null}
        {open ? (
          <PermissionGuard permission="bag.update">
            <ScanForm onSubmit={scan} id="bag-number" label={t('bagsPage.scanNumber')} scan={numberScan} busy={busy} grow={false}>
              <Button type="submit" size="lg" colorPalette="teal" loading={busy}>
                {t('bagsPage.scan')}
              </Button>
            </ScanForm>
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
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => void remove(p.id)}
                          aria-label={`${t('bagsPage.removeParcel')} ${p.orderNo}`}
                        >
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
    </InfoDialog>
  );
}
