import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyInfoQuery } from './company.generated';
import { setLang } from '../../i18n/lang';
import { mockFailing, mockGraphql, mockOperation, success } from '../../test/graphql';
import { expectRetry } from '../../test/listStates';
import { renderPage, validationError } from '../../test/renderPage';
import { CompanyPage } from './index';

const company: CompanyInfoQuery = {
  company: {
    __typename: 'Company',
    id: 3,
    name: '演示公司',
    edition: 'professional',
    contact: '张三',
    phone: '13800000000',
    email: 'boss@example.com',
    address: '深圳市南山区',
    createdAt: '2024-01-02T03:04:05.000Z',
    limits: { __typename: 'PlanUsage', shops: 30, accounts: 15, warehouses: 5 },
    usage: { __typename: 'PlanUsage', shops: 30, accounts: 13, warehouses: 0 },
  },
};

function form() {
  return screen.getByRole('form', { name: '公司资料' });
}

describe('CompanyPage', () => {
  it('shows the company details and the plan’s limits against usage', async () => {
    mockGraphql({
      CompanyInfo: company,
    });
    renderPage(<CompanyPage />, { permissions: ['company.update'] });
    expect(await within(await screen.findByRole('form', { name: '公司资料' })).findByLabelText(/^公司名称/)).toHaveValue('演示公司');
    expect(within(form()).getByLabelText(/^地址/)).toHaveValue('深圳市南山区');
    expect(screen.getByText('专业版')).toBeInTheDocument();
    const shops = screen.getByRole('progressbar', { name: '店铺' });
    expect(shops).toHaveAttribute('aria-valuenow', '30');
    expect(shops).toHaveAttribute('aria-valuemax', '30');
    expect(screen.getByText('30 / 30')).toBeInTheDocument();
    expect(screen.getByText('已用完')).toBeInTheDocument();
    expect(screen.getByText('13 / 15')).toBeInTheDocument();
    expect(screen.getByText('即将用完')).toBeInTheDocument();
    expect(screen.getByText('0 / 5')).toBeInTheDocument();
  });

  it('shows an error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('CompanyInfo', company);
    renderPage(<CompanyPage />, { permissions: ['company.update'] });
    await expectRetry(user, failing, () => screen.findByRole('form', { name: '公司资料' }), '公司信息加载失败');
  });

  it('saves the company details', async () => {
    const user = userEvent.setup();
    mockGraphql({
      CompanyInfo: company,
    });
    const inputs = mockOperation(
      'UpdateCompany',
      success('updateCompany', {
        __typename: 'Company',
        id: 3,
        name: '演示贸易有限公司',
        contact: '张三',
        phone: '13800000000',
        email: 'boss@example.com',
        address: '深圳市南山区',
      }),
      'input',
    );
    renderPage(<CompanyPage />, { permissions: ['company.update'] });
    const name = await within(await screen.findByRole('form', { name: '公司资料' })).findByLabelText(/^公司名称/);
    await user.clear(name);
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(name).toHaveAccessibleErrorMessage('公司名称不能为空');
    await user.type(name, '演示贸易有限公司');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toEqual({ name: '演示贸易有限公司', contact: '张三', phone: '13800000000', email: 'boss@example.com', address: '深圳市南山区' });
    expect(await screen.findByText('公司信息已保存')).toBeInTheDocument();
  });

  it('puts the server’s field error under the e-mail', async () => {
    const user = userEvent.setup();
    mockGraphql({
      CompanyInfo: company,
      UpdateCompany: { updateCompany: validationError({ email: '请输入正确的邮箱地址' }) },
    });
    renderPage(<CompanyPage />, { permissions: ['company.update'] });
    await screen.findByRole('form', { name: '公司资料' });
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(form()).getByLabelText(/^联系邮箱/)).toHaveAccessibleErrorMessage('请输入正确的邮箱地址'));
    await waitFor(() => expect(within(form()).getByLabelText(/^联系邮箱/)).toHaveFocus());
  });

  it('is read-only without company.update', async () => {
    mockGraphql({
      CompanyInfo: company,
    });
    renderPage(<CompanyPage />, { permissions: [] });
    await screen.findByRole('form', { name: '公司资料' });
    expect(screen.getByText('你没有编辑公司信息的权限，只能查看')).toBeInTheDocument();
    expect(within(form()).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(within(form()).getByLabelText(/^公司名称/)).toHaveAttribute('readonly');
  });

  it('speaks English', async () => {
    setLang('en');
    mockGraphql({
      CompanyInfo: company,
    });
    renderPage(<CompanyPage />, { permissions: ['company.update'] });
    expect(await screen.findByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Accounts (incl. main)' })).toBeInTheDocument();
  });
});
