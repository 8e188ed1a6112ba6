/**
 * /aliExpressListingDiagnosis (issue 19 point 5): every AliExpress listing checked against the
 * marketplace's definition on the server (the same rules the form and the publish use); one tab per
 * problem kind with the number of listings having it, each listing with its problems (field and
 * message in the caller's language). "Fix" opens the listing's edit form where it may still be
 * edited; online / taken-down ones are revised from the online page instead.
 */
import { Badge, Link, List, Text } from '@chakra-ui/react';
import { LISTING_EDITABLE, MARKETPLACE_LABELS, oneOf, type ListingStatus } from '@erp/schema';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFeatureText } from '../../../i18n/featureIntl';
import type { DataTableColumn } from '../../../ui';
import { featurePage } from '../../../ui/FeatureScope';
import { actionsColumn, ListPage, RowActions, StatusTabs, useDialog, useListScreen, useRecord } from '../../../ui/resource';
import { ListingFormDialog } from '../components/ListingFormDialog';
import { ListingDetailDocument } from '../listings.generated';
import { diagnosisList, useShopsOf, type DiagnosisRow } from './hooks';
import { toolsMessages, type ToolsMessageId } from './messages';
import { NoShopText } from './NoShopText';
import { toolColumns, toolFields, toolFilter, useToolTitle } from './toolList';

const MARKETPLACE = 'aliExpress' as const;
export const DIAGNOSIS_PATH = '/aliExpressListingDiagnosis';
const ONLINE_PATH = `/${MARKETPLACE}ListingOnline`;
/** The server's problem kinds (ListingProblemKind), in the order of the listing form. */
export const PROBLEM_KINDS = ['site', 'category', 'text', 'price', 'sku', 'images', 'video', 'shipping', 'attributes', 'variations'] as const;
const TABS = ['all', ...PROBLEM_KINDS] as const;

const editable = (status: string) => LISTING_EDITABLE.includes(status as ListingStatus);

function DiagnosisScreen() {
  const t = useFeatureText(toolsMessages);
  const shops = useShopsOf(MARKETPLACE);
  const label = MARKETPLACE_LABELS[MARKETPLACE];
  const title = useToolTitle(DIAGNOSIS_PATH, label);
  const screen = useListScreen({
    ...diagnosisList,
    fields: toolFields(t, shops.options, false),
    toFilter: toolFilter,
    tabs: { values: TABS, param: 'kind' },
    variables: (filter, _sort, tab) => ({ marketplace: MARKETPLACE, filter: { ...filter, kind: oneOf(PROBLEM_KINDS, tab) } }),
  });
  const dialog = useDialog<{ id: number }>(screen.reload);
  const diagnosis = screen.data?.listingDiagnosis;
  // "all" is the listings with any problem: known only while that tab is shown (kinds overlap)
  const countOf = (tab: string) =>
    tab === 'all' ? (screen.tab === 'all' ? diagnosis?.totalCount : undefined) : diagnosis?.kinds.find((k) => k.kind === tab)?.count;
  // "no problems" only says something once listings were checked (none at all, unfiltered: none to check)
  const emptyText = shops.none ? (
    <NoShopText marketplace={MARKETPLACE} />
  ) : diagnosis?.checked === 0 && !Object.values(screen.filter).some((v) => v !== undefined) ? (
    t('tools.diagnosis.nothing', { marketplace: label })
  ) : (
    t('tools.diagnosis.empty')
  );

  const column = toolColumns<DiagnosisRow>(t, { statusColors: false });
  const columns: DataTableColumn<DiagnosisRow>[] = [
    column.title,
    column.shop,
    {
      key: 'problems',
      header: t('tools.col.problems'),
      hideable: false,
      cell: (r) => (
        <List.Root gap="1" ps="4" maxW="lg">
          {r.problems.map((p, i) => (
            <List.Item key={`${p.field}-${i}`} textStyle="sm">
              <Badge size="sm" colorPalette="orange" me="1">
                {t(`tools.kind.${p.kind}` as ToolsMessageId)}
              </Badge>
              <Text as="span" fontFamily="mono" textStyle="xs" color="fg.muted" me="1">
                {p.field}
              </Text>
              {p.message}
            </List.Item>
          ))}
        </List.Root>
      ),
    },
    column.price,
    column.quantity,
    column.status,
    column.updated,
    actionsColumn(t('tools.col.actions'), (r) =>
      editable(r.status) ? (
        <RowActions
          record={r.title || r.sellerSku}
          actions={[{ key: 'fix', label: t('tools.diagnosis.fix'), permission: `${MARKETPLACE}Listing.edit`, onClick: () => dialog.open({ id: r.id }) }]}
        />
      ) : (
        <Link asChild textStyle="xs" colorPalette="teal">
          <RouterLink to={ONLINE_PATH}>{t('tools.diagnosis.onlineHint')}</RouterLink>
        </Link>
      ),
    ),
  ];

  return (
    <ListPage
      page={{
        title,
        description: t('tools.diagnosis.description', { marketplace: label, checked: diagnosis?.checked ?? '…' }),
        emptyText,
        name: 'listingDiagnosis',
      }}
      screen={screen}
      columns={columns}
      above={
        <StatusTabs
          value={screen.tab}
          tabs={TABS}
          aria-label={t('tools.diagnosis.tabs')}
          label={(k) => (k === 'all' ? t('tools.diagnosis.all') : t(`tools.kind.${k}` as ToolsMessageId))}
          count={countOf}
          onChange={screen.setTab}
        />
      }
    >
      {dialog.current ? <FixListing id={dialog.current.id} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}

/** The listing's whole record (the diagnosis row carries only what the list shows), then its edit form. */
function FixListing({ id, onClose, onSaved }: { id: number; onClose: () => void; onSaved: () => void }) {
  const { record, error } = useRecord(ListingDetailDocument, (d) => d.listing, { marketplace: MARKETPLACE, id }, { fetchPolicy: 'network-only' });
  // the failure was shown by the request's own feedback; nothing to edit
  useEffect(() => {
    if (error) onClose();
  }, [error, onClose]);
  return record ? <ListingFormDialog marketplace={MARKETPLACE} listing={record} onClose={onClose} onSaved={onSaved} /> : null;
}

export const DiagnosisPage = featurePage(toolsMessages, DiagnosisScreen);
