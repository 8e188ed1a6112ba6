/**
 * Pieces of the stock documents' screens (stock orders, transfers, assemble sheets, purchase
 * orders, pick-list templates): the row button that asks and then runs one command, the save of a
 * create / edit dialog, and the products field of a document picked from a source warehouse.
 *
 *   confirmedItem(screen.run, { action: 'cancel', label: t('cancel'), permission: 'transfer.create', confirm: t('confirmCancel', { billNo }) }, () =>
 *     commands.cancel({ id: r.id }, { success: t('cancelled'), failure }))
 *   <RecordFormDialog save={saveRecord(order, commands, payloadOf)} … fields={[…, stockLinesField({ lines, onChange: setLines, … })]} />
 */
import type { Feedback } from './useCommands';
import type { LifecycleItem } from './LifecycleActions';
import type { Outcome } from './outcome';
import type { RecordField } from './RecordForm';
import { StockLinesEditor, type StockLinesEditorProps } from './StockLinesEditor';

/** `useListScreen`'s `run`: confirm (when asked) → run → reload when it went through. */
export type ListRun = (action: () => Promise<Outcome<unknown>>, ask?: { confirm?: string; danger?: boolean }) => Promise<boolean>;

/** A row or lifecycle button that asks `confirm` (red when `danger`) and then runs `command` through the list's `run`. */
export function confirmedItem<A extends string>(
  run: ListRun,
  item: Omit<LifecycleItem<A>, 'onClick'> & { confirm: string; danger?: boolean },
  command: () => Promise<Outcome<unknown>>,
): LifecycleItem<A> {
  const { confirm, danger, ...button } = item;
  return { ...button, onClick: () => void run(command, danger ? { confirm, danger } : { confirm }) };
}

type SaveCommand = (variables: never, feedback?: Feedback) => Promise<Outcome<unknown>>;
type InputOf<F extends SaveCommand> = Parameters<F>[0] extends { input: infer I } ? I : never;
type SavedOf<F extends SaveCommand> = Extract<Awaited<ReturnType<F>>, { ok: true }>['data'];

/**
 * The `save` of a create / edit dialog: `update({ id, input })` when there is a record, else
 * `create({ input })`, the form's output turned into the input by `payload`.
 * When `success` reads the saved record, make the save a constant first (`const save = saveRecord(…)`):
 * written inline in the `save` prop, the dialog's inference reaches into this call and the saved type is lost.
 */
export function saveRecord<In, K extends { create: SaveCommand; update: SaveCommand }>(
  record: { id: number } | null | undefined,
  commands: K,
  payload: (input: In) => InputOf<K['create']> & InputOf<K['update']>,
): (input: In, feedback: Feedback) => Promise<Outcome<SavedOf<K['create']> | SavedOf<K['update']>>> {
  return (input, feedback) =>
    record ? commands.update({ id: record.id, input: payload(input) } as never, feedback) : commands.create({ input: payload(input) } as never, feedback);
}

/** The products of a document taken from a source warehouse, as a `RecordFormDialog` field named `lines`. */
export function stockLinesField(editor: StockLinesEditorProps): RecordField {
  return { kind: 'custom', name: 'lines', render: () => <StockLinesEditor {...editor} /> };
}
