/**
 * /outStockList and /outStockAdvice: SKU × warehouse lines that out-of-stock orders wait for;
 * suspend / resume purchasing (bulk resume: one supplier), join the plan, generate purchase orders.
 */
import { Badge, Button, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { OutOfStockFilter } from '../../api/generated/types';
import { toastError, toastSuccess, type BatchAction, type DataTableColumn, type FilterValues } from '../../ui';
import { SkuCell } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { baseFilter, GenerateDialog, requireTicked, SupplierCell, useBaseFilterFields, useText, type GenerateItem } from './components';
import { outOfStockAdviceList, outOfStockList, pairKeyOf, usePurchaseSuggestionCommands, type OutOfStockRow } from './hooks';
import { purchaseSuggestionsMessages } from './messages';

export const OutStockListPage = featurePage(purchaseSuggestionsMessages, () => <OutStockScreen advice={false} />);

export const OutStockAdvicePage = featurePage(purchaseSuggestionsMessages, () => <OutStockScreen advice />);

const toFilter = (v: FilterValues): OutOfStockFilter => ({ ...baseFilter(v), state: textOrUndefined(v.state) });

function OutStockScreen({ advice }: { advice: boolean }) {
  const t = useText();
  const commands = usePurchaseSuggestionCommands();
  const stateField = useMemo(
    () =>
      advice
        ? []
        : [
            {
              name: 'state',
              label: t('ps.filter.state'),
              type: 'select' as const,
              options: (['purchasing', 'notPurchasing'] as const).map((s) => ({ value: s, label: t(`ps.state.${s}`) })),
            },
          ],
    [advice, t],
  );
  const fields = useBaseFilterFields(stateField);
  // both lists answer the same rows: the advice one only keeps the lines worth purchasing
  const screen = useListScreen({ ...(advice ? (outOfStockAdviceList as unknown as typeof outOfStockList) : outOfStockList), fields, toFilter });
  const dialog = useDialog<GenerateItem[]>(screen.reload);
  const failure = t('ps.failed');

  const suspend = async (picked: OutOfStockRow[], suspended: boolean) => {
    if (!requireTicked(picked, t)) return;
    const skuIds = [...new Set(picked.map((r) => r.skuId))];
    if (!suspended && new Set(picked.map((r) => r.supplierId ?? 0)).size > 1) {
      toastError(t('ps.sameSupplierRequired'));
      return;
    }
    await screen.run(
      async () => {
        const outcome = await commands.suspend({ skuIds, suspended }, { failure });
        if (outcome.ok) toastSuccess(t(suspended ? 'ps.suspended' : 'ps.resumed', { count: outcome.data }));
        return outcome;
      },
      suspended ? { confirm: t('ps.confirmSuspend', { count: skuIds.length }) } : undefined,
    );
  };
  const join = async (picked: OutOfStockRow[]) => {
    if (!requireTicked(picked, t)) return;
    const outcome = await commands.join(
      { input: { source: 'outOfStock', items: picked.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId })) } },
      { failure },
    );
    if (outcome.ok) toastSuccess(t('ps.joined', { count: outcome.data }));
  };
  const generate = (picked: OutOfStockRow[]) => {
    if (!requireTicked(picked, t)) return;
    dialog.open(picked.map((r) => ({ skuId: r.skuId, warehouseId: r.warehouseId, supplierId: r.supplierId, quantity: Math.max(r.adviceQuantity, 1) })));
  };

  const purchasing: BatchAction<OutOfStockRow>[] = advice
    ? []
    : [
        {
          key: 'suspend',
          label: t('ps.suspend'),
          permission: 'purchasePlan.update',
          allowEmpty: true,
          colorPalette: 'orange',
          onClick: (r) => suspend(r, true),
        },
        { key: 'resume', label: t('ps.resume'), permission: 'purchasePlan.update', allowEmpty: true, onClick: (r) => suspend(r, false) },
      ];
  const batchActions: BatchAction<OutOfStockRow>[] = [
    ...purchasing,
    { key: 'join', label: t('ps.joinPlan'), permission: 'purchasePlan.update', allowEmpty: true, onClick: (r) => join(r) },
    { key: 'generate', label: t('ps.generate'), permission: 'purchaseOrder.create', allowEmpty: true, colorPalette: 'teal', onClick: (r) => generate(r) },
  ];

  const columns: DataTableColumn<OutOfStockRow>[] = [
    { key: 'product', header: t('ps.col.product'), hideable: false, cell: (r) => <SkuCell {...r} mono /> },
    { key: 'warehouse', header: t('ps.col.warehouse'), cell: (r) => r.warehouseName },
    { key: 'supplier', header: t('ps.col.supplier'), cell: (r) => <SupplierCell name={r.supplierName} type={r.supplierType} /> },
    { key: 'waiting', header: t('ps.col.waiting'), align: 'end', cell: (r) => r.outOfStockDemand },
    { key: 'orders', header: t('ps.col.orderCount'), align: 'end', cell: (r) => r.orderCount },
    { key: 'available', header: t('ps.col.available'), align: 'end', cell: (r) => r.available },
    { key: 'pending', header: t('ps.col.pendingReceipt'), align: 'end', cell: (r) => r.pendingReceipt },
    {
      key: 'shortage',
      header: t('ps.col.shortage'),
      align: 'end',
      cell: (r) => (
        <Text color={r.shortage > 0 ? 'red.600' : undefined} fontWeight="medium">
          {r.shortage}
        </Text>
      ),
    },
    { key: 'advice', header: t('ps.col.advice'), align: 'end', cell: (r) => r.adviceQuantity },
    ...(!advice
      ? [
          {
            key: 'state',
            header: t('ps.col.state'),
            cell: (r: OutOfStockRow) => (
              <Badge colorPalette={r.state === 'purchasing' ? 'green' : 'gray'}>
                {t(r.state === 'purchasing' ? 'ps.state.purchasing' : 'ps.state.notPurchasing')}
              </Badge>
            ),
          },
        ]
      : []),
    ...(!advice
      ? [
          actionsColumn(t('ps.col.actions'), (r: OutOfStockRow) => (
            <Button
              size="xs"
              variant="ghost"
              colorPalette={r.state === 'purchasing' ? 'orange' : 'teal'}
              aria-label={t('ps.actionLabel', { action: t(r.state === 'purchasing' ? 'ps.suspend' : 'ps.resume'), sku: r.sku })}
              onClick={() => void suspend([r], r.state === 'purchasing')}
            >
              {t(r.state === 'purchasing' ? 'ps.suspend' : 'ps.resume')}
            </Button>
          )),
        ]
      : []),
  ];

  const title = advice ? t('ps.advice.title') : t('ps.outStock.title');
  return (
    <ListPage
      page={{
        title: title,
        description: advice ? t('ps.advice.description') : t('ps.outStock.description'),
        emptyText: advice ? t('ps.empty.advice') : t('ps.empty.outStock'),
      }}
      screen={screen}
      columns={columns}
      rowKey={pairKeyOf}
      batchActions={batchActions}
      columnsStorageKey={advice ? 'table.outStockAdvice.columns' : 'table.outStockList.columns'}
    >
      {dialog.current ? <GenerateDialog items={dialog.current} source="outOfStock" onClose={dialog.close} onDone={dialog.done} /> : null}
    </ListPage>
  );
}
