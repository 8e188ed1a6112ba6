import { formRules, loginInput } from '@erp/schema';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { restPost } from '../api/rest';
import { api, fail, http, ok, server } from '../test/server';
import { FormKit } from './FormKit';
import { normalizeServerErrors } from './serverErrors';
import { Providers, renderUi } from './test/renderUi';
import { Toaster } from './toaster';
import { useZodForm } from './useZodForm';

const productSchema = z.object({
  title: formRules.lengthRange(2, 20, { required: true }),
  sku: formRules.nonChinese({ required: true }),
  price: formRules.twoDecimal({ required: true }),
  stock: formRules.nonNegativeInteger(),
});
type ProductValues = { title: string; sku: string; price: string; stock: string };
const empty: ProductValues = { title: '', sku: '', price: '', stock: '' };

function ProductForm({ onSave, initial = empty }: { onSave: (data: z.output<typeof productSchema>) => unknown; initial?: ProductValues }) {
  const form = useZodForm(productSchema, initial);
  return (
    <>
      <FormKit.Root form={form} onSubmit={onSave} aria-label="商品">
        <FormKit.Field name="title" label="标题" required />
        <FormKit.Field name="sku" label="SKU" required />
        <FormKit.Field name="price" label="价格" required inputMode="decimal" />
        <FormKit.Field name="stock" label="库存" />
        <FormKit.Submit />
      </FormKit.Root>
      <Toaster />
    </>
  );
}

describe('FormKit + useZodForm', () => {
  it('shows the shared rules’ messages under the fields and focuses the first errored input', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(<ProductForm onSave={onSave} />);

    await user.type(screen.getByLabelText(/SKU/), '红色T恤');
    await user.type(screen.getByLabelText(/价格/), '12.345');
    await user.type(screen.getByLabelText(/库存/), '-1');
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(screen.getByLabelText(/标题/)).toHaveAccessibleErrorMessage('此项为必填项');
    expect(screen.getByLabelText(/SKU/)).toHaveAccessibleErrorMessage('不能包含中文');
    expect(screen.getByLabelText(/价格/)).toHaveAccessibleErrorMessage('请输入不小于 0 的数字，最多两位小数');
    expect(screen.getByLabelText(/库存/)).toHaveAccessibleErrorMessage('请输入大于或等于 0 的整数');
    await waitFor(() => expect(screen.getByLabelText(/标题/)).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();

    // typing into an errored field re-checks it
    await user.clear(screen.getByLabelText(/价格/));
    await user.type(screen.getByLabelText(/价格/), '12.34');
    expect(screen.getByLabelText(/价格/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('hands the parsed, trimmed values to onSubmit', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(<ProductForm onSave={onSave} />);
    await user.type(screen.getByLabelText(/标题/), '  Red shirt ');
    await user.type(screen.getByLabelText(/SKU/), 'RS-01');
    await user.type(screen.getByLabelText(/价格/), '9.90');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: 'Red shirt', sku: 'RS-01', price: '9.90', stock: '' }));
  });

  it('checks a field when it is left, with parameters in the message, in English', async () => {
    const user = userEvent.setup();
    renderUi(<ProductForm onSave={vi.fn()} />, { lang: 'en' });
    await user.type(screen.getByLabelText(/标题/), 'x');
    await user.tab();
    expect(screen.getByLabelText(/标题/)).toHaveAccessibleErrorMessage('Enter 2 to 20 characters');
    expect(screen.getByLabelText(/SKU/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('puts REST 403 data.errors on the fields, focuses the first and toasts the rest', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api('product/save'), () =>
        fail(403, {
          message: '表单有误',
          type: 'form',
          data: { errors: { price: ['价格不能高于成本的 10 倍'], stock: ['库存不足'], warehouse: ['仓库已停用'] } },
        }),
      ),
    );
    renderUi(<ProductForm onSave={(data) => restPost('product/save', data)} initial={{ title: 'Red shirt', sku: 'RS-01', price: '999', stock: '5' }} />);
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(screen.getByLabelText(/价格/)).toHaveAccessibleErrorMessage('价格不能高于成本的 10 倍'));
    expect(screen.getByLabelText(/库存/)).toHaveAccessibleErrorMessage('库存不足');
    await waitFor(() => expect(screen.getByLabelText(/价格/)).toHaveFocus());
    expect(await screen.findByText(/仓库已停用/)).toBeInTheDocument();

    // a server message goes away once the value changes
    await user.type(screen.getByLabelText(/库存/), '0');
    expect(screen.getByLabelText(/库存/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes GraphQL ValidationError fieldErrors from a typed result', async () => {
    const user = userEvent.setup();
    let rest: string[] = [];
    function GqlForm() {
      const form = useZodForm(productSchema, { title: 'Red shirt', sku: 'RS-01', price: '1', stock: '' });
      return (
        <FormKit.Root
          form={form}
          onSubmit={() => {
            const result = {
              __typename: 'ValidationError',
              fieldErrors: [
                { field: 'sku', message: 'SKU RS-01 already exists' },
                { field: 'shopId', message: 'Unknown shop' },
              ],
            };
            rest = form.applyServerErrors(result);
          }}
        >
          <FormKit.Field name="title" label="Title" />
          <FormKit.Field name="sku" label="SKU" />
          <FormKit.Submit>Save</FormKit.Submit>
        </FormKit.Root>
      );
    }
    renderUi(<GqlForm />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('SKU')).toHaveAccessibleErrorMessage('SKU RS-01 already exists'));
    await waitFor(() => expect(screen.getByLabelText('SKU')).toHaveFocus());
    expect(rest).toEqual(['Unknown shop']);
  });

  it('works with the identity rules too, naming the field by its label', async () => {
    const user = userEvent.setup();
    function Login() {
      const form = useZodForm(loginInput, { username: '', password: '' });
      return (
        <FormKit.Root form={form} onSubmit={vi.fn()}>
          <FormKit.Field name="username" label="用户名" />
          <FormKit.Field name="password" label="密码" type="password" />
          <FormKit.Submit />
        </FormKit.Root>
      );
    }
    renderUi(<Login />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByLabelText('用户名')).toHaveAccessibleErrorMessage('用户名不能为空');
    expect(screen.getByLabelText('密码')).toHaveAccessibleErrorMessage('密码不能为空');
  });

  it('binds selects and textareas', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const schema = z.object({ unit: formRules.requiredText(), remark: formRules.lengthRange(0, 5) });
    function Form() {
      const form = useZodForm(schema, { unit: '', remark: '' });
      return (
        <FormKit.Root form={form} onSubmit={onSave}>
          <FormKit.Select
            name="unit"
            label="单位"
            placeholder="请选择"
            options={[
              { value: 'pcs', label: '件' },
              { value: 'box', label: '箱' },
            ]}
          />
          <FormKit.Textarea name="remark" label="备注" />
          <FormKit.Submit />
        </FormKit.Root>
      );
    }
    renderUi(<Form />);
    await user.type(screen.getByLabelText('备注'), '123456');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByLabelText('单位')).toHaveAccessibleErrorMessage('此项为必填项');
    expect(screen.getByLabelText('备注')).toHaveAccessibleErrorMessage('长度为 0 到 5 个字符');
    await user.selectOptions(screen.getByLabelText('单位'), 'box');
    await user.clear(screen.getByLabelText('备注'));
    await user.type(screen.getByLabelText('备注'), 'ok');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ unit: 'box', remark: 'ok' }));
  });

  it('ignores a second submit while the first is running', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((r) => (release = r)));
    renderUi(<ProductForm onSave={onSave} initial={{ title: 'Red shirt', sku: 'RS-01', price: '1', stock: '' }} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(document.querySelector('button[type="submit"]')).toBeDisabled(); // loading
    fireEvent.submit(screen.getByRole('form', { name: '商品' })); // Enter in a field while saving
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => release());
  });

  it('exposes validate, setErrors and reset on the hook', () => {
    const { result } = renderHook(() => useZodForm(productSchema, empty), { wrapper: Providers });
    let outcome: ReturnType<typeof result.current.validate> | undefined;
    act(() => {
      outcome = result.current.validate();
    });
    expect(outcome).toEqual({ success: false });
    expect(result.current.errorTexts).toEqual({ title: '此项为必填项', sku: '此项为必填项', price: '此项为必填项' });
    act(() => result.current.setErrors({ title: '服务器说不行', price: { id: 'form.between', params: { min: 1, max: 9 } } }));
    expect(result.current.errorTexts).toEqual({ title: '服务器说不行', price: '请输入介于 1 和 9 之间的数字' });
    act(() => result.current.setValue('title', 'abc'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(empty);
    expect(result.current.errorTexts).toEqual({});
  });
});

describe('normalizeServerErrors', () => {
  it('reads every shape the server sends', async () => {
    expect(normalizeServerErrors({ errors: { a: ['x'], b: 'y' } })).toEqual({ a: ['x'], b: ['y'] });
    expect(normalizeServerErrors({ errors: { listing: { title: ['too long'] }, price: ['bad'] } })).toEqual({ title: ['too long'], price: ['bad'] });
    expect(
      normalizeServerErrors([
        { field: 'a', message: 'x' },
        { field: 'a', message: 'z' },
      ]),
    ).toEqual({ a: ['x', 'z'] });
    expect(normalizeServerErrors({ __typename: 'ValidationError', fieldErrors: [{ field: 'b', message: 'y' }] })).toEqual({ b: ['y'] });
    expect(
      normalizeServerErrors({
        errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'status', message: 'Unknown shop status' }] } }],
      }),
    ).toEqual({
      status: ['Unknown shop status'],
    });
    expect(normalizeServerErrors(null)).toBeNull();
    expect(normalizeServerErrors(new Error('boom'))).toBeNull();
    server.use(http.post(api('x'), () => fail(403, { message: 'no', type: 'form', data: { errors: { a: ['x'] } } })));
    const error = await restPost('x').catch((e: unknown) => e);
    expect(normalizeServerErrors(error)).toEqual({ a: ['x'] });
    server.use(http.post(api('y'), () => fail(403, { message: 'no', type: 'noPermission' })));
    expect(normalizeServerErrors(await restPost('y').catch((e: unknown) => e))).toBeNull();
    server.use(http.post(api('z'), () => ok({})));
  });
});
