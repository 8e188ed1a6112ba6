/**
 * /paypalDeal: PayPal transactions (spec 02 §2 'Finance', §3 'Transaction'; issue 22 item 4),
 * filterable by account, status, type, matched / unmatched, date and keyword, paged; an unmatched
 * payment is matched to an order by hand (MatchDialog), a matched one unmatched.
 */
import { Badge, Text } from '@chakra-ui/react';
import { PAYPAL_TX_STATUSES, PAYPAL_TX_TYPES, paypalMatchable } from '@erp/schema';
import type { PaypalTransactionFilter } from '../../api/generated/types';
import { choiceField, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { dayBoundary, formatDateTime, idOrUndefined, textOrUndefined } from '../../ui/format';
import { actionsColumn, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { TwoLines } from '../../ui/cells';
import { useFeatureText } from '../../i18n/featureIntl';
import { money } from '../finance/money';
import { MatchDialog } from './components/MatchDialog';
import { paypalTransactionList, usePaypalAccountOptions, usePaypalMatchCommands, type PaypalTransactionRow } from './hooks';
import { paypalMessages } from './messages';

const PERMISSION = 'paypalTransaction.match' as const;
const toFilter = (v: FilterValues): PaypalTransactionFilter => {
  const [from, to] = Array.isArray(v.date) ? v.date : ['', ''];
  return {
    keyword: textOrUndefined(v.keyword),
    accountId: idOrUndefined(v.accountId),
    status: textOrUndefined(v.status),
    type: textOrUndefined(v.type),
    matched: v.matched === 'yes' ? true : v.matched === 'no' ? false : undefined,
    from: dayBoundary(String(from ?? ''), false) ?? undefined,
    to: dayBoundary(String(to ?? ''), true) ?? undefined,
  };
};

export const PaypalDealPage = featurePage(paypalMessages, PaypalDealScreen);

function PaypalDealScreen() {
  const t = useFeatureText(paypalMessages);
  const accounts = usePaypalAccountOptions();
  const commands = usePaypalMatchCommands();
  const fields: FilterField[] = [
    { name: 'keyword', label: t('paypalPage.filter.txKeyword'), type: 'text' },
    {
      name: 'accountId',
      label: t('paypalPage.filter.account'),
      type: 'select',
      options: accounts.map((a) => ({ value: String(a.id), label: a.alias ? `${a.email} (${a.alias})` : a.email })),
    },
    {
      name: 'matched',
      label: t('paypalPage.filter.matched'),
      type: 'select',
      options: [
        { value: 'yes', label: t('paypalPage.filter.matchedYes') },
        { value: 'no', label: t('paypalPage.filter.matchedNo') },
      ],
    },
    choiceField('status', t('paypalPage.filter.status'), PAYPAL_TX_STATUSES, (s) => t(`paypalPage.status.${s}`)),
    choiceField('type', t('paypalPage.filter.type'), PAYPAL_TX_TYPES, (s) => t(`paypalPage.type.${s}`)),
    { name: 'date', label: t('paypalPage.filter.date'), type: 'dateRange' },
  ];
  const screen = useListScreen({ ...paypalTransactionList, fields, toFilter });
  const dialog = useDialog<PaypalTransactionRow>(screen.reload);
  const statusLabel = (s: string) => ((PAYPAL_TX_STATUSES as readonly string[]).includes(s) ? t(`paypalPage.status.${s as 'success'}`) : s);
  const typeLabel = (s: string) => ((PAYPAL_TX_TYPES as readonly string[]).includes(s) ? t(`paypalPage.type.${s as 'payment'}`) : s);

  const columns: DataTableColumn<PaypalTransactionRow>[] = [
    { key: 'occurredAt', header: t('paypalPage.col.date'), hideable: false, cell: (x) => formatDateTime(x.occurredAt) },
    { key: 'transactionNo', header: t('paypalPage.col.transactionNo'), cell: (x) => <TwoLines strong main={x.transactionNo} sub={x.accountEmail} /> },
    {
      key: 'amount',
      header: t('paypalPage.col.amount'),
      cell: (x) => (
        <TwoLines
          main={
            <Text as="span" fontWeight="semibold" color={String(x.amount).startsWith('-') ? 'red.fg' : undefined}>
              {`${money(x.amount)} ${x.currency}`}
            </Text>
          }
          sub={`${money(x.netAmount)} (−${money(x.fee)})`}
        />
      ),
    },
    {
      key: 'buyer',
      header: t('paypalPage.col.buyer'),
      cell: (x) => <TwoLines main={x.buyerName || '—'} sub={[x.buyerEmail, x.buyerId].filter(Boolean).join(' · ')} />,
    },
    {
      key: 'address',
      header: t('paypalPage.col.address'),
      cell: (x) => (
        <TwoLines main={[x.address1, x.address2].filter(Boolean).join(', ') || '—'} sub={[x.city, x.state, x.postcode, x.country].filter(Boolean).join(' ')} />
      ),
    },
    {
      key: 'typeStatus',
      header: t('paypalPage.col.typeStatus'),
      cell: (x) => (
        <TwoLines
          main={typeLabel(x.type)}
          sub={<Badge colorPalette={x.status === 'success' ? 'green' : x.status === 'pending' ? 'orange' : 'gray'}>{statusLabel(x.status)}</Badge>}
        />
      ),
    },
    {
      key: 'order',
      header: t('paypalPage.col.order'),
      cell: (x) =>
        x.orderId ? (
          <TwoLines strong main={x.orderNo ?? ''} sub={t(x.matchedBy === 'manual' ? 'paypalPage.matchedBy.manual' : 'paypalPage.matchedBy.auto')} />
        ) : (
          <Badge colorPalette="orange">{t('paypalPage.notMatched')}</Badge>
        ),
    },
    actionsColumn(t('paypalPage.col.actions'), (x) => (
      <RowActions
        record={x.transactionNo}
        actions={
          x.orderId
            ? [
                {
                  key: 'unmatch',
                  label: t('paypalPage.unmatch'),
                  permission: PERMISSION,
                  onClick: () =>
                    void screen.run(() =>
                      commands.unmatch(
                        { id: x.id },
                        { success: t('paypalPage.unmatched', { transactionNo: x.transactionNo }), failure: t('paypalPage.failed') },
                      ),
                    ),
                },
              ]
            : paypalMatchable({ type: x.type, status: x.status, amount: money(x.amount) })
              ? [{ key: 'match', label: t('paypalPage.match'), permission: PERMISSION, onClick: () => dialog.open(x) }]
              : []
        }
      />
    )),
  ];

  return (
    <ListPage page={pageOf(t, 'paypalPage.deals', 'paypalDeal')} screen={screen} columns={columns}>
      {dialog.current ? <MatchDialog tx={dialog.current} onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
