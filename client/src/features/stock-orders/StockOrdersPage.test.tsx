import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessError, connectionOf, mockGraphql, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import { mockPickers } from '../inventory/testing';
import type { StockOrdersQuery } from './stockOrders.generated';
import { StockOrdersPage } from './index';
import { itShowsErrorThenEmpty } from '../../test/listStates';
import { findRow, getRow, buttonTexts, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<StockOrdersQuery['stockOrders']>;
const ALL = ['overseasStock', 'overseasStock.create', 'overseasStock.review', 'overseasStock.purchase', 'overseasStock.ship', 'overseasStock.receive'];

const row = fixture<Node>({
  __typename: 'StockOrder',
  id: 1,
  orderNo: 'BH-DRAFT',
  status: 'draft',
  sourceWarehouseId: 1,
  targetWarehouseId: 2,
  sourceWarehouseName: '深圳仓',
  targetWarehouseName: '德国仓',
  clerkName: '张三',
  reviewerName: '',
  channelId: 7,
  channelName: '海运拼箱',
  freightSharing: 'weight',
  firstLegFreight: '120',
  listingFee: '0.5',
  finalFreight: '1.2',
  estimatedShipAt: null,
  estimatedArriveAt: null,
  trackingNo: '',
  rejectReason: '',
  remark: '',
  purchaseOrderNos: [],
  shippedAt: null,
  receivedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  totalQuantity: 55,
  totalOccupied: 0,
  totalOutOfStock: 0,
  inboundNo: '',
  inboundWarehouseCode: '',
  inboundStatus: '',
  inboundProvider: '',
  inboundMessage: '',
  inboundSyncedAt: null,
  lines: [
    {
      __typename: 'StockOrderLine',
      id: 11,
      skuId: 101,
      sku: 'CUP-RED',
      productName: '红色杯子',
      image: '',
      quantity: 30,
      costPrice: '2',
      occupiedQuantity: 0,
      outOfStockQuantity: 0,
      shippedQuantity: 0,
      receivedQuantity: 0,
      shortQuantity: 0,
      freightShare: '34.28',
      overseasCostPrice: '4.8427',
    },
    {
      __typename: 'StockOrderLine',
      id: 12,
      skuId: 102,
      sku: 'BOX',
      productName: '礼盒',
      image: '',
      quantity: 25,
      costPrice: '3',
      occupiedQuantity: 0,
      outOfStockQuantity: 0,
      shippedQuantity: 0,
      receivedQuantity: 0,
      shortQuantity: 0,
      freightShare: '85.72',
      overseasCostPrice: '8.1288',
    },
  ],
});

const rows = [
  row(),
  row({ id: 2, orderNo: 'BH-REVIEW', status: 'reviewing' }),
  row({ id: 3, orderNo: 'BH-SHORT', status: 'outOfStock', totalOccupied: 50, totalOutOfStock: 5 }),
  row({ id: 4, orderNo: 'BH-SHIPPED', status: 'shipped', trackingNo: 'MSKU1234567' }),
  row({ id: 5, orderNo: 'BH-DONE', status: 'received' }),
];

function mockList(nodes: Node[]) {
  mockPickers();
  return mockGraphql({
    StockOrders: {
      ...connectionOf('stockOrders', nodes),
      stockOrderStatusCounts: ['draft', 'reviewing', 'outOfStock', 'pendingShipment', 'shipped', 'received', 'cancelled'].map((status) => ({
        __typename: 'StockOrderStatusCount',
        status,
        count: nodes.filter((n) => n.status === status).length,
      })),
    },
    StockOrderChannelOptions: { stockOrderChannelOptions: [{ __typename: 'StockOrderChannelOption', id: 7, name: '海运拼箱', transportMode: 'sea' }] },
  }).StockOrders;
}

const open = (permissions = ALL) => renderPage(<StockOrdersPage />, { path: '/overseasStock', permissions });

describe('StockOrdersPage', () => {
  it('lists orders with the status tabs and only the actions each status allows', async () => {
    const calls = mockList(rows);
    open();
    const draft = await findRow('BH-DRAFT');
    expect(draft).toHaveTextContent('深圳仓 → 德国仓');
    expect(within(draft).getByRole('button', { name: '提交审核 BH-DRAFT' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: '编辑 BH-DRAFT' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /^审核 / })).not.toBeInTheDocument();
    const reviewing = getRow('BH-REVIEW');
    expect(within(reviewing).getByRole('button', { name: '审核 BH-REVIEW' })).toBeInTheDocument();
    expect(within(reviewing).getByRole('button', { name: '驳回 BH-REVIEW' })).toBeInTheDocument();
    const short = getRow('BH-SHORT');
    expect(within(short).getByRole('button', { name: '生成采购单 BH-SHORT' })).toBeInTheDocument();
    expect(within(short).getByRole('button', { name: '退回 BH-SHORT' })).toBeInTheDocument();
    const shipped = getRow('BH-SHIPPED');
    expect(shipped).toHaveTextContent('MSKU1234567');
    expect(within(shipped).getByRole('button', { name: '收货 BH-SHIPPED' })).toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: /取消备货/ })).not.toBeInTheDocument();
    const done = getRow('BH-DONE');
    expect(buttonTexts(done)).toEqual(['详情']);
    expect(screen.getByRole('tab', { name: '缺货（1）' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
  });

  itShowsErrorThenEmpty('StockOrders', open, () => mockList([]), '还没有备货单', mockPickers);

  it("says the server's refusal of a submit that is not a draft", async () => {
    const user = userEvent.setup();
    mockList(rows);
    const { SubmitStockOrders: submits } = mockGraphql({
      SubmitStockOrders: refusal('submitStockOrders', businessError('请选择草稿状态的备货单', 'stockOrder.selectDraft')),
    });
    open();
    const draft = await findRow('BH-DRAFT');
    await user.click(within(draft).getByRole('button', { name: '提交审核 BH-DRAFT' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /确定|确认/ }));
    expect(await screen.findByText('请选择草稿状态的备货单')).toBeInTheDocument();
    expect(submits).toEqual([{ ids: [1] }]);
  });

  it('shows the lines with freight shares and overseas cost prices in the details', async () => {
    const user = userEvent.setup();
    mockList(rows);
    open();
    await screen.findByText('BH-DRAFT');
    const dialog = await openDialog(user, '详情 BH-DRAFT', '备货单 BH-DRAFT');
    const cup = within(dialog).getByText('CUP-RED').closest('tr')!;
    expectTexts(cup, '34.28', '4.8427');
    expect(within(dialog).getByText('海外仓成本价 = 成本价 + 分摊头程运费 ÷ 数量 + 上架费 + 尾程运费；收货前为预估。')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup();
    mockList(rows);
    const { RejectStockOrder: inputs } = mockGraphql({
      RejectStockOrder: success('rejectStockOrder', row({ id: 2, orderNo: 'BH-REVIEW', rejectReason: '数量不对' })),
    });
    open();
    await screen.findByText('BH-REVIEW');
    const dialog = await openDialog(user, '驳回 BH-REVIEW', '驳回备货单 BH-REVIEW');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '数量不对');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(inputs).toEqual([{ input: { id: 2, reason: '数量不对' } }]));
  });

  it('receives with the confirmation when more than shipped is entered', async () => {
    const user = userEvent.setup();
    const shipped = row({
      id: 4,
      orderNo: 'BH-SHIPPED',
      status: 'shipped',
      lines: row().lines.map((l) => ({ ...l, shippedQuantity: l.quantity })),
    });
    mockList([shipped]);
    const { ReceiveStockOrder: inputs } = mockGraphql({ ReceiveStockOrder: success('receiveStockOrder', { ...shipped, status: 'received' }) });
    open();
    await screen.findByText('BH-SHIPPED');
    const dialog = await openDialog(user, '收货 BH-SHIPPED', '备货单 BH-SHIPPED 收货');
    const box = within(dialog).getByRole('textbox', { name: '收货 BOX' });
    await retype(user, box, '26');
    await user.click(within(dialog).getByText('确认收货数量超过发货数量'));
    await user.click(within(dialog).getByRole('button', { name: '收货' }));
    await waitFor(() =>
      expect(inputs).toEqual([
        {
          input: {
            id: 4,
            locationId: null,
            confirmOverReceive: true,
            lines: [
              { lineId: 11, quantity: 30 },
              { lineId: 12, quantity: 26 },
            ],
          },
        },
      ]),
    );
  });

  it('shows the inbound notice and its provider status, and syncs the receipt', async () => {
    const user = userEvent.setup();
    const shipped = row({
      id: 4,
      orderNo: 'BH-ASN',
      status: 'shipped',
      inboundNo: 'IB-DEFR-BH-ASN',
      inboundWarehouseCode: 'DEFR',
      inboundStatus: 'created',
      inboundProvider: '谷仓 · 主账号',
      lines: row().lines.map((l) => ({ ...l, shippedQuantity: l.quantity })),
    });
    mockList([shipped, row({ id: 6, orderNo: 'BH-PLAIN', status: 'shipped' })]);
    const { SyncStockOrderReceipt: inputs } = mockGraphql({
      SyncStockOrderReceipt: success('syncStockOrderReceipt', {
        ...shipped,
        status: 'received',
        inboundStatus: 'received',
        lines: shipped.lines.map((l, i) => ({ ...l, receivedQuantity: l.quantity - i, shortQuantity: i })),
      }),
    });
    open();
    const tr = await findRow('IB-DEFR-BH-ASN');
    expect(tr).toHaveTextContent('已创建');
    // an order without a notice has no sync
    const plain = getRow('BH-PLAIN');
    expect(within(plain).queryByRole('button', { name: /同步收货/ })).not.toBeInTheDocument();
    await user.click(within(tr).getByRole('button', { name: '同步收货 BH-ASN' }));
    await waitFor(() => expect(inputs).toEqual([{ input: { id: 4, confirmOverReceive: false } }]));
    expect(await screen.findByText('海外仓已收货，备货单 BH-ASN 已按服务商数量入库')).toBeInTheDocument();
  });

  it("shows the provider's refusal and asks before receiving more than shipped", async () => {
    const user = userEvent.setup();
    const over = row({
      id: 7,
      orderNo: 'BH-OVER',
      status: 'shipped',
      inboundNo: 'IB-DEFR-BH-OVER',
      inboundStatus: 'received',
      inboundMessage: 'BOX：收货 26，发货仅 25。超出发货数量收货需确认',
      lines: row().lines.map((l) => ({ ...l, shippedQuantity: l.quantity })),
    });
    mockList([over]);
    const { SyncStockOrderReceipt: inputs } = mockGraphql({
      SyncStockOrderReceipt: success('syncStockOrderReceipt', { ...over, status: 'received', inboundMessage: '' }),
    });
    open();
    const tr = await findRow('IB-DEFR-BH-OVER');
    expect(tr).toHaveTextContent('BOX：收货 26，发货仅 25。超出发货数量收货需确认');
    await user.click(within(tr).getByRole('button', { name: '按服务商数量收货（超过发货数量） BH-OVER' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('服务商回传的收货数量超过备货单 BH-OVER 的发货数量');
    await user.click(within(confirm).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(inputs).toEqual([{ input: { id: 7, confirmOverReceive: true } }]));
  });
});
