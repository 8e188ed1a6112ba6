/**
 * /logisticsAccount: carrier bills (spec 02 §2 'Finance', §3 'Logistics reconciliation'; issue 22
 * item 5). The bill list (carrier, file, parcels, estimated / actual / return freight, difference,
 * the payable's status) with filters and pages; a bill's parcels in a dialog (difference red when
 * over the estimate, filters, pages); the import dialog (the kit's <ImportDialog>: carrier picked
 * in its intro, upload progress, the refused rows listed).
 */
import { Badge, Box, Button, Field, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, Facts, InfoDialog, ListPage, ListTable, pageOf, useDialog, useListScreen } from '../../ui/resource';
import { ImportDialog, restImport, restTemplateUrl, type ImportKind } from '../../ui/resource/ImportDialog';
import { codeColumn, TwoLines } from '../../ui/cells';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import type { LogisticsBillFilter, LogisticsBillParcelFilter } from '../../api/generated/types';
import { billList, parcelList, type BillImportSummary, type BillRow, type ParcelRow } from './hooks';
import { logisticsBillMessages } from './messages';

/** A Decimal as text with two decimals, without floats. */
const money = (v: string | number | null | undefined) => {
  const [i, f = ''] = String(v ?? '0').split('.');
  return `${i}.${(f + '00').slice(0, 2)}`;
};
const kg = (grams: number) => (grams / 1000).toFixed(3);
const over = (v: string) => Number(v) > 0;

/** The difference: red and "+" when over the estimate, green when under. */
function Difference({ value }: { value: string }) {
  const n = Number(value);
  return (
    <Text as="span" fontWeight="semibold" color={n > 0 ? 'red.fg' : n < 0 ? 'green.fg' : undefined} data-over={n > 0 ? 'true' : undefined}>
      {`${n > 0 ? '+' : ''}${money(value)}`}
    </Text>
  );
}

const toFilter = (v: FilterValues): LogisticsBillFilter => ({ keyword: textOrUndefined(v.keyword), carrier: textOrUndefined(v.carrier) });

export const LogisticsAccountPage = featurePage(logisticsBillMessages, LogisticsAccountScreen);

function LogisticsAccountScreen() {
  const t = useFeatureText(logisticsBillMessages);
  const [carriers, setCarriers] = useState<readonly string[]>([]);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('logisticsBillPage.filter.keyword'), type: 'text' },
    { name: 'carrier', label: t('logisticsBillPage.filter.carrier'), type: 'select', options: carriers.map((c) => ({ value: c, label: c })) },
  ];
  const screen = useListScreen({ ...billList, fields, toFilter });
  const known = screen.data?.logisticsBillCarriers;
  if (known && known.join('\n') !== carriers.join('\n')) setCarriers(known);
  const dialog = useDialog<{ kind: 'import' } | { kind: 'parcels'; bill: BillRow }>(screen.reload);

  const columns: DataTableColumn<BillRow>[] = [
    codeColumn('billNo', t('logisticsBillPage.col.billNo'), (r) => r.billNo),
    { key: 'carrier', header: t('logisticsBillPage.col.carrier'), cell: (r) => <TwoLines strong main={r.carrier} sub={r.fileName || undefined} /> },
    { key: 'parcels', header: t('logisticsBillPage.col.parcels'), cell: (r) => r.parcels },
    { key: 'estimated', header: t('logisticsBillPage.col.estimated'), cell: (r) => money(r.estimatedFreight) },
    { key: 'actual', header: t('logisticsBillPage.col.actual'), cell: (r) => money(r.actualFreight) },
    { key: 'returned', header: t('logisticsBillPage.col.returned'), cell: (r) => money(r.returnFreight) },
    { key: 'difference', header: t('logisticsBillPage.col.difference'), cell: (r) => <Difference value={String(r.difference)} /> },
    {
      key: 'payable',
      header: t('logisticsBillPage.col.payable'),
      cell: (r) => (
        <TwoLines
          main={
            <Badge colorPalette={r.paymentStatus === 'paid' ? 'green' : 'orange'}>
              {t(r.paymentStatus === 'paid' ? 'logisticsBillPage.status.paid' : 'logisticsBillPage.status.unpaid')}
            </Badge>
          }
          sub={r.paymentOrderNo}
        />
      ),
    },
    {
      key: 'createdAt',
      header: t('logisticsBillPage.col.importedAt'),
      cell: (r) => <TwoLines main={formatDateTime(r.createdAt)} sub={r.createdByName || undefined} />,
    },
    actionsColumn(t('logisticsBillPage.col.actions'), (r) => (
      <Button size="xs" variant="outline" onClick={() => dialog.open({ kind: 'parcels', bill: r })}>
        {t('logisticsBillPage.view')}
      </Button>
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'logisticsBillPage', 'logisticsAccount', undefined, {
        toolbar: (
          <PermissionGuard permission="logisticsBill.import">
            <Button size="sm" onClick={() => dialog.open({ kind: 'import' })}>
              <LuUpload />
              {t('logisticsBillPage.import')}
            </Button>
          </PermissionGuard>
        ),
      })}
      screen={screen}
      columns={columns}
    >
      {dialog.current?.kind === 'import' ? <BillImportDialog carriers={carriers} onClose={dialog.close} onImported={screen.reload} /> : null}
      {dialog.current?.kind === 'parcels' ? <ParcelsDialog bill={dialog.current.bill} onClose={dialog.close} /> : null}
    </ListPage>
  );
}

function BillImportDialog({ carriers, onClose, onImported }: { carriers: readonly string[]; onClose: () => void; onImported: () => void }) {
  const t = useFeatureText(logisticsBillMessages);
  const lang = useFeatureLang();
  const [carrier, setCarrier] = useState(carriers[0] ?? '');
  const chosen = useRef(carrier);
  chosen.current = carrier;
  const kind: ImportKind<BillImportSummary> = useMemo(
    () => ({
      title: t('logisticsBillPage.dialog.title'),
      intro: (
        <Stack gap="3">
          <Text>{t('logisticsBillPage.dialog.intro')}</Text>
          <Field.Root required>
            <Field.Label>{t('logisticsBillPage.dialog.carrier')}</Field.Label>
            <ChoiceSelect
              value={carrier}
              onChange={setCarrier}
              options={carriers.map((c) => ({ value: c, label: c }))}
              empty={t('logisticsBillPage.dialog.chooseCarrier')}
              aria-label={t('logisticsBillPage.dialog.carrier')}
            />
          </Field.Root>
        </Stack>
      ),
      templateUrl: restTemplateUrl('finance/logisticsBills/importTemplate', lang),
      fileLabel: t('logisticsBillPage.dialog.file'),
      accept: '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extensions: ['.xlsx', '.csv'],
      runningText: (name) => t('logisticsBillPage.dialog.running', { name }),
      run: (file) =>
        chosen.current
          ? restImport<BillImportSummary>(`finance/logisticsBills/import?carrier=${encodeURIComponent(chosen.current)}`, file)
          : Promise.resolve({ ok: false as const, message: t('logisticsBillPage.dialog.chooseCarrier'), rows: [] }),
      summary: (s) => (
        <Text mt="2">
          {t('logisticsBillPage.dialog.done', { billNo: s.billNo, parcels: s.parcels, actual: money(s.actualFreight), difference: money(s.difference) })}
        </Text>
      ),
    }),
    [t, lang, carrier, carriers],
  );
  return <ImportDialog kind={kind} onClose={onClose} onImported={onImported} />;
}

function ParcelsDialog({ bill, onClose }: { bill: BillRow; onClose: () => void }) {
  const t = useFeatureText(logisticsBillMessages);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('logisticsBillPage.detail.keyword'), type: 'text' },
    {
      name: 'overEstimate',
      label: t('logisticsBillPage.detail.overEstimate'),
      type: 'select',
      options: [{ value: 'yes', label: t('logisticsBillPage.detail.yes') }],
    },
  ];
  const screen = useListScreen({
    ...parcelList,
    fields,
    url: false,
    toFilter: (v): LogisticsBillParcelFilter => ({
      billId: bill.id,
      keyword: textOrUndefined(v.keyword),
      overEstimate: v.overEstimate === 'yes' ? true : undefined,
    }),
  });
  const columns: DataTableColumn<ParcelRow>[] = [
    { key: 'row', header: t('logisticsBillPage.col.row'), cell: (p) => p.row },
    { key: 'trackingNo', header: t('logisticsBillPage.col.trackingNo'), hideable: false, cell: (p) => <TwoLines strong main={p.trackingNo} sub={p.orderNo} /> },
    { key: 'estimated', header: t('logisticsBillPage.col.estimated'), cell: (p) => money(p.estimatedFreight) },
    { key: 'actual', header: t('logisticsBillPage.col.actual'), cell: (p) => money(p.actualFreight) },
    { key: 'returned', header: t('logisticsBillPage.col.returned'), cell: (p) => money(p.returnFreight) },
    {
      key: 'difference',
      header: t('logisticsBillPage.col.difference'),
      cell: (p) => (
        <Box as="span" bg={over(String(p.difference)) ? 'red.subtle' : undefined} px="1" rounded="sm">
          <Difference value={String(p.difference)} />
        </Box>
      ),
    },
    {
      key: 'weights',
      header: t('logisticsBillPage.col.weights'),
      cell: (p) => `${kg(p.billableWeight)} / ${kg(p.outboundWeight)} / ${p.declaredWeight ? kg(p.declaredWeight) : '—'}`,
    },
  ];
  const title = t('logisticsBillPage.detail.title', { billNo: bill.billNo });
  return (
    <InfoDialog title={title} onClose={onClose} size="xl" closeText={t('logisticsBillPage.detail.close')}>
      <Stack gap="3">
        <Facts
          gap="4"
          facts={[
            `${bill.carrier} · ${bill.parcels}`,
            `${t('logisticsBillPage.col.estimated')} ${money(bill.estimatedFreight)}`,
            `${t('logisticsBillPage.col.actual')} ${money(bill.actualFreight)}`,
            <Text key="difference">
              {`${t('logisticsBillPage.col.difference')} `}
              <Difference value={String(bill.difference)} />
            </Text>,
          ]}
        />
        <Text textStyle="sm" color="fg.muted">
          {t('logisticsBillPage.detail.description')}
        </Text>
        <ListTable page={{ title, emptyText: t('logisticsBillPage.detail.empty') }} screen={screen} columns={columns} />
      </Stack>
    </InfoDialog>
  );
}
