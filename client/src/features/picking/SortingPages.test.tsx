import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockGraphql, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { ForecastSortingPage, ScanSortingPage, SecondarySortingPage } from './index';
import { stubObjectUrls } from '../../test/browserStubs';
import { retype } from '../../test/forms';

const item = (sku: string, quantity: number, verified: number) => ({
  __typename: 'SortingItem',
  skuId: sku.length,
  sku,
  productName: `${sku} 商品`,
  quantity,
  verified,
});
const order = (id: number, orderNo: string, items: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: 'SortingOrder',
  id,
  orderNo,
  platformOrderNo: `P-${id}`,
  trackingNo: '',
  buyerName: `买家${id}`,
  sortSlot: null,
  orderType: 'single',
  verifiedAt: null,
  units: 1,
  verifiedUnits: 0,
  items,
  ...extra,
});
const session = (orders: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: 'SortingSession',
  pickListId: 7,
  pickNo: 'PK-1',
  status: 'created',
  wallRows: 0,
  wallCols: 0,
  totalUnits: 3,
  verifiedUnits: 0,
  totalOrders: 2,
  verifiedOrders: 0,
  orders,
  ...extra,
});
const start = session([order(1, 'SO-1', [item('CUP', 1, 0)]), order(2, 'SO-2', [item('CUP', 1, 0), item('BOX', 1, 0)], { orderType: 'multi', units: 2 })]);
const afterScan = session(
  [
    order(1, 'SO-1', [item('CUP', 1, 1)], { verifiedAt: '2026-01-02T03:04:00.000Z', verifiedUnits: 1 }),
    order(2, 'SO-2', [item('CUP', 1, 0), item('BOX', 1, 0)], { orderType: 'multi', units: 2 }),
  ],
  { status: 'picked', verifiedUnits: 1, verifiedOrders: 1 },
);

function mockPickLists() {
  server.use(
    graphql.query('PickLists', ({ variables }) => {
      const nodes =
        (variables.filter as { keyword?: string }).keyword === 'PK-1'
          ? [
              {
                __typename: 'PickList',
                id: 7,
                pickNo: 'PK-1',
                status: 'created',
                templateName: '',
                warehouseId: 1,
                warehouseName: '深圳仓',
                orderCount: 2,
                operatorName: '',
                wallRows: 0,
                wallCols: 0,
                createdAt: '2026-01-02T03:04:00.000Z',
              },
            ]
          : [];
      return HttpResponse.json({
        data: {
          pickLists: {
            __typename: 'QueryPickListsConnection',
            totalCount: nodes.length,
            edges: nodes.map((node) => ({ __typename: 'QueryPickListsConnectionEdge', node })),
          },
        },
      });
    }),
  );
}

const urls = stubObjectUrls();

describe('ScanSortingPage', () => {
  it('opens a pick list, checks the scan before sending, shows where the piece goes, then prints the label', async () => {
    const user = userEvent.setup();
    mockPickLists();
    const scans: unknown[] = [];
    const printed: unknown[] = [];
    server.use(
      graphql.query('SortingSession', () => HttpResponse.json({ data: success('sortingSession', start, 'Query') })),
      graphql.mutation('ScanSorting', ({ variables }) => {
        scans.push(variables.input);
        const input = variables.input as { code: string };
        if (input.code === 'NOPE') {
          return HttpResponse.json({ data: { scanSorting: validationError({ code: 'SKU 或商品编码不存在于订单中或超出订单数量' }) } });
        }
        return HttpResponse.json({
          data: success('scanSorting', {
            __typename: 'SortingScanResult',
            orderId: 1,
            orderNo: 'SO-1',
            sortSlot: null,
            sku: 'CUP',
            quantity: 1,
            completedOrderIds: [1],
            session: afterScan,
          }),
        });
      }),
      graphql.mutation('PrintSortingLabel', ({ variables }) => {
        printed.push(variables.orderId);
        return HttpResponse.json({
          data: success('printSortingLabel', { __typename: 'PdfFile', filename: 'SO-1.pdf', contentBase64: btoa('%PDF-1.3 test'), pages: 1 }),
        });
      }),
    );
    renderPage(<ScanSortingPage />, { path: '/scanSorting?pickNo=PK-1' });
    expect(await screen.findByText('已验 0 / 3 件，订单 0 / 2')).toBeInTheDocument();
    const code = screen.getByLabelText('SKU / 条码');
    await waitFor(() => expect(code).toHaveFocus());

    // the shared rules first: nothing is sent
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SKU 或条码不能为空');
    await user.click(within(screen.getByRole('group', { name: '订单类型' })).getByText('单件订单'));
    await user.click(within(screen.getByRole('group', { name: '订单类型' })).getByText('多件订单'));
    await user.type(code, 'CUP{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('请至少选择一种订单类型');
    expect(scans).toHaveLength(0);
    await user.click(within(screen.getByRole('group', { name: '订单类型' })).getByText('单件订单'));

    await retype(user, code, 'CUP{Enter}');
    await waitFor(() => expect(scans).toEqual([{ pickListId: 7, code: 'CUP', quantity: 1, orderTypes: ['single'], mode: 'order' }]));
    expect(await screen.findByTestId('sorting-answer')).toHaveTextContent('SO-1');
    expect(screen.getByText('订单 SO-1 验货完成，可以打印')).toBeInTheDocument();
    expect(screen.getByText('已验 1 / 3 件，订单 1 / 2')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('');

    // a refused scan: the server's message, big
    await user.type(code, 'NOPE{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('SKU 或商品编码不存在于订单中或超出订单数量');

    await user.click(screen.getByRole('button', { name: '打印面单 SO-1' }));
    await waitFor(() => expect(printed).toEqual([1]));
    expect(urls.createObjectURL).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '打印面单 SO-2' })).not.toBeInTheDocument();
  }, 40_000);

  it('says so for an unknown pick list, and speaks English', async () => {
    setLang('en');
    const user = userEvent.setup();
    mockPickLists();
    renderPage(<ScanSortingPage />, { path: '/scanSorting' });
    expect(screen.getByRole('heading', { name: 'Scan sorting' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pick list'), 'PK-404{Enter}');
    expect(await screen.findByText('Pick list not found')).toBeInTheDocument();
  });
});

describe('SecondarySortingPage', () => {
  it('assigns a wall and answers with the slot', async () => {
    const user = userEvent.setup();
    mockPickLists();
    const walls: unknown[] = [];
    const onWall = session(
      [
        order(1, 'SO-1', [item('CUP', 1, 0)], { sortSlot: 1 }),
        order(2, 'SO-2', [item('CUP', 1, 0), item('BOX', 1, 0)], { orderType: 'multi', units: 2, sortSlot: 2 }),
      ],
      { wallRows: 1, wallCols: 2 },
    );
    server.use(
      graphql.query('SortingWall', () => HttpResponse.json({ data: success('sortingWall', start, 'Query') })),
      graphql.mutation('AssignSortingWall', ({ variables }) => {
        walls.push(variables.input);
        return HttpResponse.json({ data: success('assignSortingWall', onWall) });
      }),
      graphql.mutation('ScanSecondarySorting', () =>
        HttpResponse.json({
          data: success('scanSecondarySorting', {
            __typename: 'SortingScanResult',
            orderId: 2,
            orderNo: 'SO-2',
            sortSlot: 2,
            sku: 'BOX',
            quantity: 1,
            completedOrderIds: [],
            session: onWall,
          }),
        }),
      ),
    );
    renderPage(<SecondarySortingPage />, { path: '/secondarySorting?pickNo=PK-1' });
    expect(await screen.findByText('请先分配分拣墙')).toBeInTheDocument();
    const rows = screen.getByLabelText('行数');
    await retype(user, rows, '0');
    await user.click(screen.getByRole('button', { name: '分配格口' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('行数和列数须为 1 到 30 的整数');
    await retype(user, rows, '1');
    await user.click(screen.getByRole('button', { name: '分配格口' }));
    await waitFor(() => expect(walls).toEqual([{ pickListId: 7, rows: 1, columns: 2 }]));
    expect(await screen.findByText('已分配 1 × 2 分拣墙')).toBeInTheDocument();
    await user.type(screen.getByLabelText('SKU / 条码'), 'BOX{Enter}');
    expect(await screen.findByTestId('sorting-answer')).toHaveTextContent('2');
    expect(screen.getByText('放入格口')).toBeInTheDocument();
  }, 30_000);
});

describe('ForecastSortingPage', () => {
  it('shows the bin of a scanned parcel and refuses a second scan', async () => {
    const user = userEvent.setup();
    const bins = (sorted: number) => [{ __typename: 'ForecastBin', channelId: 3, channelName: '云途小包', sorted, total: 4 }];
    let scanned = 0;
    server.use(
      graphql.query('ForecastBins', () => HttpResponse.json({ data: { forecastBins: bins(0) } })),
      graphql.mutation('ForecastScan', ({ variables }) => {
        if (scanned++ > 0) return HttpResponse.json({ data: { forecastScan: validationError({ number: `${variables.number} 不能重复扫描` }) } });
        return HttpResponse.json({
          data: success('forecastScan', {
            __typename: 'ForecastScanResult',
            orderId: 1,
            orderNo: 'SO-1',
            trackingNo: 'YT1',
            channelId: 3,
            channelName: '云途小包',
            bins: bins(1),
          }),
        });
      }),
    );
    renderPage(<ForecastSortingPage />, { path: '/forecastSorting' });
    expect(await screen.findByText('0 / 4')).toBeInTheDocument();
    const input = screen.getByLabelText('订单号 / 物流单号');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('订单号或物流单号不能为空');
    await user.type(input, 'YT1{Enter}');
    expect(await screen.findByTestId('sorting-answer')).toHaveTextContent('云途小包');
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'YT1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('YT1 不能重复扫描');
  }, 30_000);

  it('shows the empty state', async () => {
    mockGraphql({
      ForecastBins: { forecastBins: [] },
    });
    renderPage(<ForecastSortingPage />, { path: '/forecastSorting' });
    expect(await screen.findByText('没有待发货的订单')).toBeInTheDocument();
  });
});
