/** /inventoryManage: stock per SKU per warehouse with sales, storage age and ABC; move location, safety stock, export. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { TwoLines } from '../../ui/cells';
import { useMemo, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { toastSuccess, type DataTableColumn } from '../../ui';
import { ToolPagesMenu } from '../../app/toolWindows';
import { featurePage } from '../../ui/FeatureScope';
import { actionsColumn, RowActions, useDialog, useListScreen, ListPage, titledPage } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ExportButton } from '../tasks/ExportButton';
import { MoveLocationDialog, type MoveTarget } from './components/MoveLocationDialog';
import { SafetyStockDialog } from './components/SafetyStockDialog';
import { LowStockFigure, stockColumns } from './components/stockColumns';
import { toInventoryFilter, useInventoryFilterFields } from './filters';
import { inventoryList, useInventoryCommands, type InventoryRow } from './hooks';
import { inventoryMessages, type InventoryMessageId } from './messages';

export const InventoryManagePage = featurePage(inventoryMessages, InventoryManageScreen);

type Dialog = { kind: 'move'; row: MoveTarget } | { kind: 'safe'; rows: InventoryRow[] };

const ABC_COLORS: Record<string, string> = { A: 'green', B: 'orange', C: 'gray' };

function InventoryManageScreen() {
  const t = useFeatureText(inventoryMessages);
  const fields = useInventoryFilterFields();
  const screen = useListScreen({ ...inventoryList, fields, toFilter: toInventoryFilter });
  const { recompute } = useInventoryCommands();
  const [recomputing, setRecomputing] = useState(false);
  const dialog = useDialog<Dialog>(screen.reload);
  const { open: openDialog } = dialog;

  const runAbc = () =>
    void screen.run(
      async () => {
        setRecomputing(true);
        const outcome = await recompute(undefined, { failure: t('stockView.recomputeFailed') }).finally(() => setRecomputing(false));
        if (outcome.ok) toastSuccess(t('stockView.recomputed', outcome.data));
        return outcome;
      },
      { confirm: t('stockView.recomputeConfirm') },
    );

  const columns = useMemo<DataTableColumn<InventoryRow>[]>(
    () => [
      ...stockColumns<InventoryRow>(t),
      { key: 'quantity', header: t('stockView.col.quantity'), align: 'end', cell: (r) => r.quantity },
      {
        key: 'safe',
        header: t('stockView.col.safe'),
        align: 'end',
        cell: (r) => <LowStockFigure value={r.safe} low={r.lowStock} label={t('stockView.low')} />,
      },
      { key: 'inTransit', header: t('stockView.col.inTransit'), align: 'end', cell: (r) => r.inTransit },
      { key: 'available', header: t('stockView.col.available'), align: 'end', cell: (r) => <Text fontWeight="medium">{r.available}</Text> },
      { key: 'occupied', header: t('stockView.col.occupied'), align: 'end', cell: (r) => r.occupied },
      { key: 'preSale', header: t('stockView.col.preSale'), align: 'end', hiddenByDefault: true, cell: (r) => r.preSale },
      { key: 'purchasePrice', header: t('stockView.col.purchasePrice'), align: 'end', cell: (r) => Number(r.purchasePrice).toFixed(2) },
      {
        key: 'age',
        header: t('stockView.col.age'),
        cell: (r) =>
          r.ageBand ? (
            <TwoLines main={t(`stockView.ageBand.${r.ageBand}` as InventoryMessageId)} sub={t('stockView.ageDays', { days: r.ageDays ?? 0 })} />
          ) : (
            '—'
          ),
      },
      {
        key: 'abc',
        header: t('stockView.col.abc'),
        cell: (r) => (r.abcClass ? <Badge colorPalette={ABC_COLORS[r.abcClass] ?? 'gray'}>{r.abcClass}</Badge> : '—'),
      },
      {
        key: 'sales',
        header: t('stockView.col.sales'),
        cell: (r) => <Text whiteSpace="nowrap">{`${r.sales7} / ${r.sales15} / ${r.sales30} / ${r.sales90}`}</Text>,
      },
      actionsColumn(t('stockView.col.actions'), (r) => (
        <RowActions
          record={r.sku}
          actions={[
            {
              key: 'move',
              label: t('stockView.move'),
              permission: 'stock.move',
              ariaLabel: t('stockView.moveLabel', { sku: r.sku }),
              onClick: () => openDialog({ kind: 'move', row: r }),
            },
            {
              key: 'safe',
              label: t('stockView.setSafe'),
              permission: 'stock.setSafe',
              colorPalette: 'gray',
              onClick: () => openDialog({ kind: 'safe', rows: [r] }),
            },
          ]}
        />
      )),
    ],
    [t, openDialog],
  );

  const open = dialog.current;
  return (
    <ListPage
      page={titledPage(t, 'stockView.manage', 'inventoryManage', t('stockView.empty'), {
        actions: <ToolPagesMenu />,
        toolbar: (
          <HStack gap="2">
            <ExportButton reportType="inventory" filter={screen.filter}>
              {t('stockView.export')}
            </ExportButton>
            <Button size="sm" variant="outline" loading={recomputing} onClick={runAbc}>
              <LuRefreshCw />
              {t('stockView.recomputeAbc')}
            </Button>
          </HStack>
        ),
      })}
      screen={screen}
      columns={columns}
      batchActions={[
        { key: 'safe', label: t('stockView.setSafe'), permission: 'stock.setSafe', onClick: (selected) => dialog.open({ kind: 'safe', rows: selected }) },
      ]}
    >
      {open?.kind === 'move' ? <MoveLocationDialog row={open.row} onClose={dialog.close} onMoved={dialog.done} /> : null}
      {open?.kind === 'safe' ? <SafetyStockDialog rows={open.rows} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
