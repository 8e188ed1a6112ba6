import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { businessError, mockGraphql, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { connection, mockPickers } from '../inventory/testing';
import { QcManagePage } from './index';
import { receiptRow } from './testing';
import { expectErrorThenEmpty } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow } from '../../test/rows';
import { retype } from '../../test/forms';

function mockReceipts() {
  mockPickers();
  const calls = mockOperation<Record<string, unknown>>('ReceiptsToInspect', {
    receiptsToInspect: connection('QueryReceiptsToInspectConnection', [receiptRow(), receiptRow({ id: 32, receiptNo: 'RC-DONE', status: 'inspected' })]),
  });
  return calls;
}

describe('QcManagePage', () => {
  it('inspects with a location per count, asks before warehousing above the purchase and resubmits confirmed', async () => {
    const user = userEvent.setup();
    mockReceipts();
    const inputs: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('InspectReceipt', ({ variables }) => {
        inputs.push(variables.input);
        if (!variables.input.confirmOverPurchase) {
          return HttpResponse.json({
            data: refusal('inspectReceipt', businessError('CUP-RED 的入库数量（12）超过采购数量（10），确认后继续', 'purchase.overPurchaseConfirm')),
          });
        }
        return HttpResponse.json({
          data: success('inspectReceipt', { __typename: 'PurchaseReceipt', id: 31, status: 'inspected', inspectionNo: 'QC-1' }),
        });
      }),
    );
    renderPage(<QcManagePage />, { path: '/qcManage', permissions: ['receipt.inspect'] });
    const done = await findRow('RC-DONE');
    expect(within(done).queryByRole('button', { name: /质检/ })).not.toBeInTheDocument();
    const dialog = await openDialog(user, '质检 RC20250102000031', '质检 RC20250102000031');
    const good = within(dialog).getByLabelText('CUP-RED 的良品数');
    expect(good).toHaveValue('6');
    await retype(user, good, '5');
    const defective = within(dialog).getByLabelText('CUP-RED 的次品数');
    await retype(user, defective, '3');
    await user.click(within(dialog).getByRole('button', { name: '质检' }));
    expect(await within(dialog).findByText('良品数加次品数不能超过到货数量 6')).toBeInTheDocument();
    await retype(user, defective, '1');
    await user.click(within(dialog).getByRole('button', { name: '质检' }));
    expect(await within(dialog).findAllByText('填写数量后须选择库位')).toHaveLength(2);
    expect(inputs).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'A-01' }).length).toBeGreaterThan(1));
    await user.selectOptions(within(dialog).getByLabelText('CUP-RED 的良品库位'), '11');
    await user.selectOptions(within(dialog).getByLabelText('次品仓'), '2');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'B-01' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText('CUP-RED 的次品库位'), '21');
    await user.click(within(dialog).getByRole('button', { name: '质检' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('CUP-RED 的入库数量（12）超过采购数量（10），确认后继续');
    await user.click(within(confirm).getByRole('button', { name: '确认入库' }));
    expect(await screen.findByText('质检完成，库存已入账')).toBeInTheDocument();
    const line = { lineId: 311, goodQuantity: 5, defectiveQuantity: 1, goodLocationId: 11, defectiveLocationId: 21 };
    expect(inputs).toEqual([
      { receiptId: 31, attachment: '', confirmOverPurchase: false, lines: [line] },
      { receiptId: 31, attachment: '', confirmOverPurchase: true, lines: [line] },
    ]);
  });

  it('shows the error and empty states', async () => {
    mockPickers();
    await expectErrorThenEmpty(
      'ReceiptsToInspect',
      () => renderPage(<QcManagePage />, { path: '/qcManage' }),
      () => {
        mockGraphql({
          ReceiptsToInspect: { receiptsToInspect: connection('QueryReceiptsToInspectConnection', []) },
        });
      },
      '没有待质检的包裹',
    );
  });
});
