/**
 * /supplyShops (issue 23 item 8): the supply shops (1688, AliExpress, Taobao or another address) and,
 * on their own tab, the monitored products of those shops (the shared monitor screen, source 'shop').
 */
import { Badge, Link, Text } from '@chakra-ui/react';
import type { SupplyShopFilter } from '../../api/generated/types';
import type { DataTableColumn, FilterValues } from '../../ui';
import { TwoLines } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, RowActions, StatusTabs, useConnection, useDialog, useListScreen } from '../../ui/resource';
import { useSearchParams } from 'react-router';
import { ShopDialog } from './components/ShopDialog';
import { shopList, useShopCommands, useText, type ShopRow } from './hooks';
import { MonitorScreen } from './MonitorPages';
import { supplyMonitorsMessages } from './messages';
import { SupplyShopsDocument } from './supplyMonitors.generated';

const VIEWS = ['shops', 'items'] as const;
type View = (typeof VIEWS)[number];
const PERMISSION = 'supplyShops.update' as const;
const toFilter = (v: FilterValues): SupplyShopFilter => ({ keyword: textOrUndefined(v.keyword) });

export const SupplyShopsPage = featurePage(supplyMonitorsMessages, SupplyShopsScreen);

function SupplyShopsScreen() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'items' ? 'items' : 'shops';
  const switcher = <StatusTabs value={view} tabs={VIEWS} label={(v) => t(`sm.shops.tab.${v}`)} onChange={(v) => setParams(new URLSearchParams({ view: v }))} />;
  return view === 'shops' ? <ShopsList switcher={switcher} /> : <ShopItems switcher={switcher} />;
}

function ShopItems({ switcher }: { switcher: React.ReactNode }) {
  const t = useText();
  const { rows } = useConnection(SupplyShopsDocument, (d) => d.supplyShops, {}, { page: 1, pageSize: 100 });
  const shops = rows.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      {switcher}
      <MonitorScreen source="shop" shops={shops} titlePrefix={t('sm.shop.title')} />
    </>
  );
}

function ShopsList({ switcher }: { switcher: React.ReactNode }) {
  const t = useText();
  const screen = useListScreen({ ...shopList, fields: [{ name: 'keyword', label: t('sm.filter.keyword'), type: 'text' as const }], toFilter });
  const commands = useShopCommands();
  const dialog = useDialog<{ shop: ShopRow | null }>(screen.reload);
  const [, setParams] = useSearchParams();
  const columns: DataTableColumn<ShopRow>[] = [
    {
      key: 'name',
      header: t('sm.col.shopName'),
      hideable: false,
      cell: (s) => (
        <TwoLines
          strong
          main={s.name}
          sub={
            <Link href={s.url} target="_blank" rel="noreferrer" color="teal.fg">
              {s.url}
            </Link>
          }
        />
      ),
    },
    {
      key: 'platform',
      header: t('sm.col.platform'),
      cell: (s) => <Badge>{t(`sm.platform.${s.platform as '1688' | 'aliexpress' | 'taobao' | 'other'}`)}</Badge>,
    },
    { key: 'items', header: t('sm.col.items'), align: 'end', cell: (s) => s.itemCount },
    { key: 'creator', header: t('sm.col.creator'), cell: (s) => <Text>{s.createdByName}</Text> },
    { key: 'createdAt', header: t('sm.col.time'), cell: (s) => formatDateTime(s.createdAt), hiddenByDefault: true },
    actionsColumn(t('sm.col.actions'), (s) => (
      <RowActions
        record={s.name}
        actions={[
          { key: 'products', label: t('sm.shops.products'), onClick: () => setParams(new URLSearchParams({ view: 'items', supplyShopId: String(s.id) })) },
          { key: 'edit', label: t('sm.edit'), permission: PERMISSION, onClick: () => dialog.open({ shop: s }) },
          deleteItem(screen.run, { label: t('sm.delete'), permission: PERMISSION, confirm: t('sm.shops.confirmDelete', { name: s.name }) }, () =>
            commands.remove({ id: s.id }, { success: t('sm.shops.deleted', { name: s.name }) }),
          ),
        ]}
      />
    )),
  ];
  return (
    <ListPage
      page={{
        title: t('sm.shops.title'),
        description: t('sm.shops.description'),
        emptyText: t('sm.shops.empty'),
        name: 'supplyShops',
        create: { permission: PERMISSION, label: t('sm.shops.add'), onClick: () => dialog.open({ shop: null }) },
      }}
      screen={screen}
      columns={columns}
      above={switcher}
    >
      {dialog.current ? <ShopDialog shop={dialog.current.shop} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
