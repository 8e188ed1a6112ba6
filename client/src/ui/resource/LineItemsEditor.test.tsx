import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { graphql, HttpResponse, server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { FormKit } from '../FormKit';
import { useZodForm } from '../useZodForm';
import { LineItemsEditor, type LineItem } from './LineItemsEditor';

const rule = z.object({
  discount: z.string(),
  lines: z
    .array(
      z.object({
        skuId: z.number(),
        quantity: z.number({ error: 'purchase.quantityPositive' }).int({ error: 'purchase.quantityPositive' }).min(1, { error: 'purchase.quantityPositive' }),
      }),
    )
    .min(1, { error: 'purchase.itemRequired' }),
});

function Harness({ initial, serverErrors }: { initial: LineItem[]; serverErrors?: Record<string, string[]> }) {
  const [lines, setLines] = useState<LineItem[]>(initial);
  const ref = useRef(lines);
  ref.current = lines;
  const schema = useMemo(
    () =>
      z.preprocess(
        (v) => ({ ...(v as object), lines: ref.current.map((l) => ({ skuId: l.skuId, quantity: l.quantity.trim() === '' ? undefined : Number(l.quantity) })) }),
        rule,
      ),
    [],
  );
  const form = useZodForm(schema, { discount: '', lines: '' });
  return (
    <FormKit.Root
      form={form}
      onSubmit={() => {
        if (serverErrors) form.applyServerErrors(serverErrors);
      }}
      aria-label="form"
    >
      <LineItemsEditor
        lines={lines}
        onChange={setLines}
        newLine={(s) => ({ skuId: s.id, sku: s.sku, productName: s.productName, quantity: '1', unitPrice: '' })}
        columns={['quantity', 'price', 'amount']}
        errors={form}
        required
      />
      <FormKit.Field name="discount" label="Discount" />
      <FormKit.Submit>Save</FormKit.Submit>
    </FormKit.Root>
  );
}

const two: LineItem[] = [
  { skuId: 1, sku: 'CUP', productName: 'Cup', quantity: '2', unitPrice: '1.50' },
  { skuId: 2, sku: 'MUG', productName: 'Mug', quantity: '3', unitPrice: '' },
];

describe('LineItemsEditor', () => {
  it('puts a rule error on its row and cell, computes amounts, and removes rows', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial={two} />);
    expect(screen.getByTestId('line-CUP')).toHaveTextContent('3.00');
    const qty = screen.getByLabelText('MUG 的数量');
    await user.clear(qty);
    await user.type(qty, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByTestId('line-MUG');
    expect(await within(qty.closest('td')!).findByText('数量须为正整数')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-CUP')).queryByText('数量须为正整数')).toBeNull();
    expect(screen.getByLabelText('Discount')).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(qty).toHaveFocus());
    await user.click(within(row).getByRole('button', { name: '移除 MUG' }));
    expect(screen.queryByTestId('line-MUG')).toBeNull();
    await user.click(screen.getByRole('button', { name: '移除 CUP' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('至少需要一个商品')).toBeInTheDocument();
  });

  it('lands server errors by path: a cell, a row (skuId), the whole list', async () => {
    const user = userEvent.setup();
    renderPage(
      <Harness initial={two} serverErrors={{ 'lines.0.unitPrice': ['price too low'], 'lines.1.skuId': ['SKU retired'], lines: ['too many lines'] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByLabelText('CUP 的单价').closest('td')!).findByText('price too low')).toBeInTheDocument();
    expect(within(screen.getByTestId('line-MUG')).getByText('SKU retired')).toBeInTheDocument();
    expect(screen.getByText('too many lines')).toBeInTheDocument();
  });

  it('adds a picked SKU as a new line', async () => {
    const user = userEvent.setup();
    server.use(
      graphql.query('SkuOptions', () =>
        HttpResponse.json({
          data: { skuOptions: [{ __typename: 'SkuOption', id: 7, sku: 'BOWL', productName: 'Bowl', image: '', isCombo: false, available: null }] },
        }),
      ),
    );
    renderPage(<Harness initial={[]} />);
    await user.type(screen.getByRole('combobox'), 'bo');
    await user.click(await screen.findByRole('option', { name: /BOWL/ }));
    expect(screen.getByTestId('line-BOWL')).toBeInTheDocument();
    expect(screen.getByLabelText('BOWL 的数量')).toHaveValue('1');
  });
});
