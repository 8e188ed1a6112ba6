import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage, validationError } from '../../test/renderPage';
import { AddressTemplatesPage } from './index';
import { openDialog } from '../../test/dialogs';
import { findRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';

const sender = {
  __typename: 'AddressTemplate',
  id: 1,
  warehouseId: 7,
  warehouseName: '深圳仓',
  kind: 'sender',
  name: '张伟',
  company: '示例贸易',
  country: 'CN',
  state: '广东省',
  city: '深圳市',
  street: '科技园南路 1 号',
  postalCode: '518057',
  phone: '+86 755-8888 6666',
  email: 'ship@example.com',
  isDefault: true,
  updatedAt: '2026-01-02T03:04:00.000Z',
};
const other = { ...sender, id: 2, name: 'Li Na', isDefault: false, phone: '', email: '' };

const list = (nodes: unknown[]) => ({
  addressTemplates: {
    __typename: 'QueryAddressTemplatesConnection',
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ __typename: 'QueryAddressTemplatesConnectionEdge', node })),
  },
});
const warehouses = { warehouseOptions: [{ __typename: 'WarehouseOption', id: 7, name: '深圳仓', enabled: true, type: 'own' }] };

describe('AddressTemplatesPage', () => {
  it('lists addresses per warehouse with the default marked', async () => {
    mockGraphql({ WarehouseOptions: warehouses });
    mockOperation('AddressTemplates', list([sender, other]));
    renderPage(<AddressTemplatesPage />, { path: '/addressTemplate', permissions: ['addressTemplate.update'] });
    const row = await findRow('张伟');
    expectTexts(row, '深圳仓', '发货地址', '默认', '科技园南路 1 号, 深圳市, 广东省, 518057, CN');
    expect(screen.getByRole('button', { name: '设为默认 Li Na' })).toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    const user = userEvent.setup();
    mockGraphql({ WarehouseOptions: warehouses });
    const failing = mockFailing('AddressTemplates', list([]));
    renderPage(<AddressTemplatesPage />, { path: '/addressTemplate' });
    await expectRetry(user, failing, '还没有地址模板，点击“添加地址”开始');
  });

  it('refuses a phone with letters before sending, then saves', async () => {
    const user = userEvent.setup();
    mockGraphql({ WarehouseOptions: warehouses });
    mockOperation('AddressTemplates', list([]));
    const inputs = mockOperation('CreateAddressTemplate', success('createAddressTemplate', { ...sender, id: 3 }), 'input');
    renderPage(<AddressTemplatesPage />, { path: '/addressTemplate', permissions: ['addressTemplate.update'] });
    const dialog = await openDialog(user, '添加地址', '添加地址');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '深圳仓' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^仓库/), '7');
    await user.type(within(dialog).getByLabelText(/^联系人/), '张伟');
    await user.type(within(dialog).getByLabelText(/^国家/), 'cn');
    await user.type(within(dialog).getByLabelText(/^城市/), '深圳市');
    await user.type(within(dialog).getByLabelText(/^详细地址/), '科技园南路 1 号');
    await user.type(within(dialog).getByLabelText(/^电话/), '0755 CALL');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^电话/)).toHaveAccessibleErrorMessage(/数字/);
    expect(inputs).toHaveLength(0);
    await retype(user, () => within(dialog).getByLabelText(/^电话/), '+86 755-8888');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({ warehouseId: 7, kind: 'sender', name: '张伟', country: 'CN', phone: '+86 755-8888' });
  });

  it("shows the server's field message and speaks English", async () => {
    setLang('en');
    const user = userEvent.setup();
    mockGraphql({
      WarehouseOptions: warehouses,
      UpdateAddressTemplate: { updateAddressTemplate: validationError({ phone: 'The phone number may contain only digits, +, - and spaces' }) },
    });
    mockOperation('AddressTemplates', list([sender]));
    renderPage(<AddressTemplatesPage />, { path: '/addressTemplate', permissions: ['addressTemplate.update'] });
    const dialog = await openDialog(user, 'Edit 张伟', 'Edit 张伟');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Phone/)).toHaveAccessibleErrorMessage('The phone number may contain only digits, +, - and spaces'),
    );
  });
});
