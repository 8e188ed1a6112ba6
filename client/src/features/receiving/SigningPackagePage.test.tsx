import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockGraphql, mockOperation } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { connection } from '../inventory/testing';
import { SigningPackagePage } from './index';
import { receiptRow } from './testing';
import { expectErrorThenEmpty } from '../../test/listStates';
import { findRow, getRow, expectTexts } from '../../test/rows';

describe('SigningPackagePage', () => {
  it('lists signed parcels with signer, packaging, boxes and inspection, filtered by keyword and over-receipt', async () => {
    const user = userEvent.setup();
    const calls = mockOperation<Record<string, unknown>>('PurchaseReceipts', {
      purchaseReceipts: connection('QueryPurchaseReceiptsConnection', [
        receiptRow(),
        receiptRow({
          id: 32,
          receiptNo: 'RC-DONE',
          status: 'inspected',
          overReceived: true,
          inspectorName: '赵六',
          inspectedAt: '2025-01-03T08:00:00.000Z',
          inspectionNo: 'QC-9',
          goodQuantity: 5,
          defectiveQuantity: 1,
        }),
      ]),
    });
    renderPage(<SigningPackagePage />, { path: '/signingPackage' });
    const row = await findRow('RC20250102000031');
    expectTexts(row, '待质检', '王五', '轻微破损', '2 箱');
    const done = getRow('RC-DONE');
    expectTexts(done, '超收', '6 / 5 / 1', '赵六');
    expect(calls[0]).toMatchObject({ first: 30, offset: 0, filter: {} });
    await user.type(screen.getByLabelText('签收单号 / 物流单号 / 采购单号'), 'SF100');
    await user.selectOptions(screen.getByLabelText('超收'), 'yes');
    await user.click(screen.getByRole('button', { name: /查询|搜索/ }));
    await screen.findByText('RC20250102000031');
    expect(calls.at(-1)).toMatchObject({ filter: { keyword: 'SF100', overReceived: true } });
  });

  it('shows the error and empty states', async () => {
    await expectErrorThenEmpty(
      'PurchaseReceipts',
      () => renderPage(<SigningPackagePage />, { path: '/signingPackage' }),
      () => {
        mockGraphql({
          PurchaseReceipts: { purchaseReceipts: connection('QueryPurchaseReceiptsConnection', []) },
        });
      },
      '没有符合条件的签收记录',
    );
  });
});
