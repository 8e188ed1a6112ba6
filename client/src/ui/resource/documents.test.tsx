/** The stock documents' pieces (documents.tsx) and `pageOf` without a create command. */
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { confirmedItem, saveRecord, stockLinesField } from './documents';
import { pageOf } from './ListPage';
import type { Outcome } from './outcome';
import { StockLinesEditor, type StockLinesEditorProps } from './StockLinesEditor';

const ok = <T,>(data: T): Promise<Outcome<T>> => Promise.resolve({ ok: true, data });

describe('confirmedItem', () => {
  it('asks the confirmation, then runs the command through the list', async () => {
    const run = vi.fn(() => Promise.resolve(true));
    const command = vi.fn(() => ok(1));
    const item = confirmedItem(
      run,
      { action: 'cancel', label: 'Cancel', permission: 'transfer.create', colorPalette: 'orange', confirm: 'Cancel T-1?' },
      command,
    );
    expect(item).toMatchObject({ action: 'cancel', label: 'Cancel', permission: 'transfer.create', colorPalette: 'orange' });
    expect(item).not.toHaveProperty('confirm');
    item.onClick();
    expect(run).toHaveBeenCalledWith(command, { confirm: 'Cancel T-1?' });
  });

  it('asks in red when danger', () => {
    const run = vi.fn(() => Promise.resolve(true));
    const command = () => ok(1);
    confirmedItem(run, { key: 'delete', label: 'Delete', when: true, confirm: 'Delete?', danger: true }, command).onClick();
    expect(run).toHaveBeenCalledWith(command, { confirm: 'Delete?', danger: true });
  });
});

describe('saveRecord', () => {
  const commands = () => ({
    create: vi.fn((_v: { input: { name: string } }) => ok({ id: 7, no: 'new' })),
    update: vi.fn((_v: { id: number; input: { name: string } }) => ok({ id: 3, no: 'old' })),
  });
  const payload = (v: { name: string }) => ({ name: v.name.trim() });
  const feedback = { success: 'saved' };

  it('creates without a record', async () => {
    const c = commands();
    const outcome = await saveRecord(null, c, payload)({ name: ' A ' }, feedback);
    expect(c.create).toHaveBeenCalledWith({ input: { name: 'A' } }, feedback);
    expect(c.update).not.toHaveBeenCalled();
    expect(outcome).toEqual({ ok: true, data: { id: 7, no: 'new' } });
  });

  it('updates the record it was given', async () => {
    const c = commands();
    await saveRecord({ id: 3 }, c, payload)({ name: 'B ' }, feedback);
    expect(c.update).toHaveBeenCalledWith({ id: 3, input: { name: 'B' } }, feedback);
    expect(c.create).not.toHaveBeenCalled();
  });
});

describe('stockLinesField', () => {
  it('is the lines field showing the stock lines editor', () => {
    const editor: StockLinesEditorProps = {
      lines: [],
      onChange: () => undefined,
      errors: { errors: {} } as unknown as StockLinesEditorProps['errors'],
      warehouseId: 4,
      label: 'Products',
      skuHeader: 'SKU',
      quantityHeader: 'Quantity',
      pickSourceFirst: 'Pick the source first',
    };
    const field = stockLinesField(editor);
    expect(field).toMatchObject({ kind: 'custom', name: 'lines' });
    const shown = (field as { render: () => ReactElement<StockLinesEditorProps> }).render();
    expect(isValidElement(shown) && shown.type).toBe(StockLinesEditor);
    expect(shown.props).toEqual(editor);
  });
});

describe('pageOf', () => {
  const t = (id: string) => `<${id}>`;
  it('takes the texts from the prefix, without a create button', () => {
    expect(pageOf(t, 'x', 'xs')).toEqual({ title: '<x.title>', description: '<x.description>', emptyText: '<x.empty>', name: 'xs', create: undefined });
  });
  it('keeps a create of its own given in more', () => {
    const onClick = () => undefined;
    const page = pageOf(t, 'x', 'xs', undefined, { create: { permission: 'transfer.create', label: 'New', onClick } });
    expect(page.create).toEqual({ permission: 'transfer.create', label: 'New', onClick });
  });
});
