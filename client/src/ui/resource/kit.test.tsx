/**
 * The resource kit end to end against msw: a list screen built from useListScreen + useCommands +
 * LifecycleActions, as a feature would build it (a tiny schema of its own, so the kit's test does
 * not lean on any domain).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { mockGraphql, mockOperation } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { DataTable } from '../DataTable';
import { choiceField, FilterBar, type FilterField } from '../FilterBar';
import { allows, batchActionsFor, LifecycleActions, visibleItems } from './LifecycleActions';
import { useCommands } from './useCommands';
import { useDialog, useListScreen } from './useListScreen';

type Status = 'draft' | 'sent' | 'done';
const TABLE = {
  send: { from: ['draft'], to: 'sent' },
  finish: { from: ['sent'], to: 'done' },
  reopen: { from: ['sent', 'done'], to: 'draft' },
} as const satisfies Record<string, { from: readonly Status[]; to: Status }>;

type Row = { __typename: 'Bill'; id: number; billNo: string; status: Status };
type ListQuery = { bills: { __typename: 'BillConnection'; totalCount: number; edges: { __typename: 'BillEdge'; node: Row }[] } };
type ListVars = { first: number; offset: number; filter?: { status?: string; keyword?: string } };
const ListDocument = parse(
  'query KitBills($first: Int!, $offset: Int, $filter: BillFilter) { bills(first: $first, offset: $offset, filter: $filter) { totalCount edges { node { id billNo status } } } }',
) as TypedDocumentNode<ListQuery, ListVars>;
type SendResult =
  | { __typename: 'MutationSendBillSuccess'; data: { __typename: 'Bill'; id: number; status: Status } }
  | { __typename: 'BusinessError'; messageId: string; message: string };
const SendDocument = parse(
  'mutation KitSendBill($id: Int!) { sendBill(id: $id) { __typename ... on MutationSendBillSuccess { data { id status } } ... on Error { messageId message } } }',
) as TypedDocumentNode<{ sendBill: SendResult }, { id: number }>;

const node = (id: number, status: Status): Row => ({ __typename: 'Bill', id, billNo: `B-${id}`, status });
function mockBills(rows: Row[], total = rows.length) {
  const calls = mockOperation<ListVars>('KitBills', {
    bills: { __typename: 'BillConnection', totalCount: total, edges: rows.map((n) => ({ __typename: 'BillEdge', node: n })) },
  });
  return calls;
}

function BillsScreen() {
  const fields = useMemo<FilterField[]>(
    () => [{ name: 'keyword', label: 'Keyword', type: 'text' }, choiceField('status', 'Status', ['draft', 'sent'], (v) => (v === 'draft' ? 'Draft' : 'Sent'))],
    [],
  );
  const list = useListScreen({
    document: ListDocument,
    pick: (d) => d.bills,
    fields,
    toFilter: (v) => ({ keyword: (v.keyword as string) || undefined, status: (v.status as string) || undefined }),
  });
  const commands = useCommands({ send: SendDocument });
  const dialog = useDialog<{ row: Row }>(list.reload);
  return (
    <>
      <FilterBar {...list.filterBar} />
      <DataTable
        {...list.table}
        aria-label="bills"
        rowKey="id"
        columns={[
          { key: 'billNo', header: 'No', cell: (r) => r.billNo },
          {
            key: 'actions',
            header: 'Actions',
            cell: (r) => (
              <LifecycleActions
                transitions={TABLE}
                status={r.status}
                record={r.billNo}
                actions={[
                  {
                    action: 'send',
                    label: 'Send',
                    permission: 'transfer.create',
                    onClick: () => void list.run(() => commands.send({ id: r.id }, { success: 'Sent!' }), { confirm: `Send ${r.billNo}?` }),
                  },
                  { action: ['finish', 'reopen'], label: 'Close', permission: 'transfer.ship', onClick: () => dialog.open({ row: r }) },
                  { key: 'note', label: 'Note', when: r.status === 'done', onClick: () => undefined },
                ]}
              />
            ),
          },
        ]}
      />
      {dialog.current ? <p>dialog for {dialog.current.row.billNo}</p> : null}
    </>
  );
}

describe('LifecycleActions rules', () => {
  it('offers an action only in the statuses the table allows, any of several transitions', () => {
    expect(allows(TABLE, 'send', 'draft')).toBe(true);
    expect(allows(TABLE, 'send', 'sent')).toBe(false);
    expect(allows(TABLE, ['finish', 'reopen'], 'done')).toBe(true);
    expect(allows(TABLE, 'send', null)).toBe(false);
  });
  it('needs the permission and the extra condition', () => {
    const items = [
      { action: 'send' as const, label: 'Send', permission: 'transfer.create' as const },
      { key: 'note', label: 'Note', when: false },
      { key: 'print', label: 'Print' },
    ];
    expect(visibleItems(TABLE, 'draft', items, () => true).map((i) => i.label)).toEqual(['Send', 'Print']);
    expect(visibleItems(TABLE, 'draft', items, () => false).map((i) => i.label)).toEqual(['Print']);
  });
  it('gives the batch buttons of a status tab (none of the transitions on "all")', () => {
    const items = [
      { action: 'send' as const, label: 'Send', onClick: () => undefined },
      { action: 'finish' as const, label: 'Finish', onClick: () => undefined },
      { key: 'export', label: 'Export', onClick: () => undefined },
    ];
    expect(batchActionsFor(TABLE, 'sent', items, () => true).map((a) => a.key)).toEqual(['finish', 'export']);
    expect(batchActionsFor(TABLE, null, items, () => true).map((a) => a.key)).toEqual(['export']);
  });
});

describe('a list screen on the kit', () => {
  it('pages, keeps the filter and page in the URL, and shows each row its own buttons', async () => {
    const calls = mockBills([node(1, 'draft'), node(2, 'sent'), node(3, 'done')], 75);
    const { router } = renderPage(<BillsScreen />, { path: '/bills', permissions: ['transfer.create', 'transfer.ship'] });
    const draft = (await screen.findByText('B-1')).closest('tr')!;
    expect(
      within(draft)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Send B-1']);
    const sent = screen.getByText('B-2').closest('tr')!;
    expect(
      within(sent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
    const done = screen.getByText('B-3').closest('tr')!;
    expect(
      within(done)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close', 'Note']);
    expect(calls[0]).toEqual({ first: 30, offset: 0, filter: {} });

    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword' }), 'abc{Enter}');
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 0, filter: { keyword: 'abc' } }));
    expect(router.state.location.search).toBe('?keyword=abc');

    await userEvent.click(screen.getByRole('button', { name: /下一页|Next/ }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ first: 30, offset: 30, filter: { keyword: 'abc' } }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    await userEvent.click(within(screen.getByText('B-2').closest('tr')!).getByRole('button', { name: 'Close B-2' }));
    expect(screen.getByText('dialog for B-2')).toBeInTheDocument();
  });

  it('opens with the filter and page the address names (a link, a reload)', async () => {
    const calls = mockBills([node(1, 'draft')], 75);
    renderPage(<BillsScreen />, { path: '/bills?status=sent&page=3', permissions: [] });
    await screen.findByText('B-1');
    expect(calls[0]).toEqual({ first: 30, offset: 60, filter: { status: 'sent' } });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('sent');
  });

  it('confirms, runs the command, toasts and reloads; a refusal is shown in the server’s words and reloads nothing', async () => {
    const calls = mockBills([node(1, 'draft')]);
    let answer: SendResult = { __typename: 'MutationSendBillSuccess', data: { __typename: 'Bill', id: 1, status: 'sent' } };
    mockGraphql({ KitSendBill: () => ({ sendBill: answer }) });
    renderPage(<BillsScreen />, { path: '/bills', permissions: ['transfer.create'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Send B-1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /确定|OK|Confirm/ }));
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBe(2));

    answer = { __typename: 'BusinessError', messageId: 'bill.locked', message: '单据已锁定' };
    await userEvent.click(screen.getByRole('button', { name: 'Send B-1' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /确定|OK|Confirm/ }));
    expect(await screen.findByText('单据已锁定')).toBeInTheDocument();
    expect(calls.length).toBe(2);
  });
});
