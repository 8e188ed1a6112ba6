import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse, server } from '../../test/server';
import { mockFailing, mockOperation, success } from '../../test/graphql';
import { renderPage, validationError } from '../../test/renderPage';
import { ExchangeRatesPage } from './index';
import { expectRetry } from '../../test/listStates';
import { openDialog } from '../../test/dialogs';
import { findRow, getRow, expectTexts } from '../../test/rows';
import { retype } from '../../test/forms';
import { inEnglish } from '../../test/lang';

type Row = { id: number | null; currency: string; rate: string; defaultRate: string | null; source: string; updatedAt: string | null; updatedBy: string };
const row = (r: Partial<Row> & { currency: string }): Row & { __typename: 'ExchangeRate' } => ({
  __typename: 'ExchangeRate',
  id: null,
  rate: '1',
  defaultRate: '1',
  source: 'default',
  updatedAt: null,
  updatedBy: '',
  ...r,
});
const ROWS = [
  row({ currency: 'CNY' }),
  row({ currency: 'EUR', id: 5, rate: '7.812345', defaultRate: '7.7', source: 'custom', updatedAt: '2026-11-20T08:00:00.000Z', updatedBy: '张三' }),
  row({ currency: 'ISK', id: 6, rate: '0.052', defaultRate: null, source: 'custom', updatedAt: '2026-11-21T08:00:00.000Z', updatedBy: '张三' }),
  row({ currency: 'USD', rate: '7.1', defaultRate: '7.1' }),
];

function mockList(rows: Row[] = ROWS) {
  let calls = 0;
  server.use(
    graphql.query('ExchangeRates', () => {
      calls += 1;
      return HttpResponse.json({ data: success('exchangeRates', rows, 'Query') });
    }),
  );
  return { calls: () => calls };
}

describe('ExchangeRatesPage', () => {
  it('lists currencies with the rate in force, the standard rate, the source and who changed it', async () => {
    mockList();
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates', 'exchangeRate.update'] });
    const eur = await findRow('EUR');
    expectTexts(eur, '7.812345', '7.7');
    expect(within(eur).getByText('自定义')).toBeInTheDocument();
    expectTexts(eur, '张三', '欧元');
    const usd = getRow('USD');
    expect(within(usd).getByText('标准')).toBeInTheDocument();
    expect(within(usd).queryByRole('button', { name: /恢复标准/ })).not.toBeInTheDocument();
    // the yuan is the base: no actions
    const cny = getRow('CNY');
    expect(within(cny).getByText('基准币种')).toBeInTheDocument();
    expect(within(cny).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides every write control without exchangeRate.update', async () => {
    mockList();
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates'] });
    await screen.findByText('EUR');
    expect(screen.queryByRole('button', { name: '新增币种' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑 EUR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '恢复标准 EUR' })).not.toBeInTheDocument();
  });

  it('edits a rate: the form checks the rule (6 decimals) before asking, then saves and reloads', async () => {
    const user = userEvent.setup();
    const list = mockList();
    const inputs = mockOperation('SetExchangeRate', success('setExchangeRate', { ...ROWS[3], id: 9, rate: '7.25', source: 'custom' }), 'input');
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates', 'exchangeRate.update'] });
    const dialog = await openDialog(user, '编辑 USD', '编辑 USD 汇率');
    expect(within(dialog).getByLabelText(/^币种代码/)).toHaveValue('USD');
    expect(within(dialog).getByLabelText(/^币种代码/)).toHaveAttribute('readonly');
    const rate = within(dialog).getByLabelText(/^汇率/);
    expect(rate).toHaveValue('7.1');
    expect(dialog).toHaveTextContent('标准汇率：7.1');
    await retype(user, rate, '7.1234567');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(rate).toHaveAccessibleErrorMessage('汇率最多 6 位小数');
    await retype(user, rate, '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(rate).toHaveAccessibleErrorMessage('汇率须为大于 0 且不超过 1000000 的数字');
    expect(inputs).toHaveLength(0);
    await retype(user, rate, '7.25');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ currency: 'USD', rate: '7.25' }]));
    expect(await screen.findByText('USD 汇率已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list.calls()).toBeGreaterThan(1));
  });

  it('adds a currency (code checked, CNY fixed at 1) and shows the server field errors', async () => {
    const user = userEvent.setup();
    mockList();
    const inputs = mockOperation('SetExchangeRate', { setExchangeRate: validationError({ rate: '汇率须为大于 0 且不超过 1000000 的数字' }) }, 'input');
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates', 'exchangeRate.update'] });
    const dialog = await openDialog(user, '新增币种', '新增币种汇率');
    const code = within(dialog).getByLabelText(/^币种代码/);
    const rate = within(dialog).getByLabelText(/^汇率/);
    await user.type(code, 'U1');
    await user.type(rate, '2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(code).toHaveAccessibleErrorMessage('请输入三位字母的币种代码（如 USD）');
    await retype(user, code, 'cny');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(rate).toHaveAccessibleErrorMessage('人民币（CNY）是基准币种，汇率固定为 1');
    await retype(user, code, 'eur');
    expect(within(dialog).getByRole('status')).toHaveTextContent('EUR 已在列表中，将修改其汇率');
    await retype(user, code, 'nok');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ currency: 'NOK', rate: '2' }]));
    await waitFor(() => expect(rate).toHaveAccessibleErrorMessage('汇率须为大于 0 且不超过 1000000 的数字'));
  });

  it('resets a custom rate after confirming; a currency without a standard rate is removed', async () => {
    const user = userEvent.setup();
    mockList();
    const ids = mockOperation<number>('ResetExchangeRate', success('resetExchangeRate', 'EUR'), 'id');
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates', 'exchangeRate.update'] });
    await user.click(await screen.findByRole('button', { name: '恢复标准 EUR' }));
    const ask = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(ask).toHaveTextContent('确定将 EUR 恢复为标准汇率 7.7 吗？');
    await user.click(within(ask).getByRole('button', { name: /取消/ }));
    expect(ids).toEqual([]);
    await user.click(screen.getByRole('button', { name: '恢复标准 EUR' }));
    const again = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await user.click(within(again).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(ids).toEqual([5]));
    expect(await screen.findByText('EUR 已恢复为标准汇率')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除 ISK' })).toBeInTheDocument();
  });

  it('shows the empty and the error state with retry', async () => {
    const user = userEvent.setup();
    const failing = mockFailing('ExchangeRates', success('exchangeRates', [], 'Query'));
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates'] });
    await expectRetry(user, failing, '暂无汇率');
  });

  it('speaks English', async () => {
    mockList();
    await inEnglish(async () => {
      renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates'] });
      const eur = await findRow('EUR');
      expect(within(eur).getByText('Custom')).toBeInTheDocument();
      expect(eur).toHaveTextContent('Euro');
      expect(screen.getByRole('heading', { name: 'Exchange rates' })).toBeInTheDocument();
    });
  });

  it('issue 22 item 8: shows the quoted rate and modifier, previews the rate in force and sends the modifier', async () => {
    const user = userEvent.setup();
    mockList([
      ...ROWS.slice(0, 3),
      { ...row({ currency: 'USD', id: 7, rate: '6.86', defaultRate: '7.1', source: 'custom' }), standardRate: '7', modifier: '-2' } as Row,
    ]);
    const inputs = mockOperation('SetExchangeRate', success('setExchangeRate', { ...ROWS[3], id: 7, rate: '7.14', source: 'custom' }), 'input');
    renderPage(<ExchangeRatesPage />, { path: '/exchangeRates', permissions: ['exchangeRates', 'exchangeRate.update'] });
    const usd = await findRow('USD');
    expect(within(usd).getByText('6.86')).toBeInTheDocument();
    expect(within(usd).getByText('-2')).toBeInTheDocument();
    const dialog = await openDialog(user, '编辑 USD', '编辑 USD 汇率');
    expect(within(dialog).getByLabelText(/^汇率/)).toHaveValue('7');
    const modifier = within(dialog).getByLabelText(/^调整值/);
    expect(modifier).toHaveValue('-2');
    expect(within(dialog).getByTestId('executed-rate')).toHaveTextContent('执行汇率：6.86');
    await retype(user, modifier, '100.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(modifier).toHaveAccessibleErrorMessage(/调整值为百分比/);
    expect(inputs).toHaveLength(0);
    await retype(user, modifier, '2');
    expect(within(dialog).getByTestId('executed-rate')).toHaveTextContent('执行汇率：7.14');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(inputs).toEqual([{ currency: 'USD', rate: '7', modifier: '2' }]));
  });
});
