/**
 * A dialog acting on one record with one text (issue 16): a rejection's reason, an approval's
 * comment. The schema takes `{ id, <name> }`; the command gets `{ input }` with the form's feedback
 * and the dialog calls `onDone` when it went through. `rejectTexts` gives the texts of a "reject
 * with a reason" dialog by one message-id prefix.
 *
 *   <NoteDialog schema={sheinRejectInput} id={order.id} name="reason" required danger
 *     {...rejectTexts(t, 'shein', { orderNo: order.orderNo })} command={commands.reject} onClose={dialog.close} onDone={dialog.done} />
 */
import type { z } from 'zod';
import { FormKit } from '../FormKit';
import { useRecordSchema } from '../recordSchema';
import { useZodForm } from '../useZodForm';
import { FormDialog } from './FormDialog';
import type { Outcome } from './outcome';
import type { Feedback } from './useCommands';

/** The texts of a note dialog. */
export interface NoteTexts {
  title: string;
  /** The text field's label. */
  label: string;
  submitText: string;
  cancelText: string;
  /** Toasted when the command went through. */
  success: string;
  /** Shown when the command failed and the server said nothing usable. */
  failure: string;
}

export interface NoteDialogProps<S extends z.ZodType> extends NoteTexts {
  /** The command's input: the record's `id` and the text under `name`. */
  schema: S;
  id: number;
  name: string;
  required?: boolean;
  /** A red submit (a rejection). */
  danger?: boolean;
  command: (variables: { input: z.output<S> }, feedback: Feedback) => Promise<Outcome<unknown>>;
  onClose: () => void;
  onDone: () => void;
}

/** `<prefix>.rejectTitle` (given `values`), `.rejectReason`, `.reject`, `.close`, `.rejected`, `.failed`. */
export function rejectTexts<P extends string>(
  t: (
    id: `${P}.rejectTitle` | `${P}.rejectReason` | `${P}.reject` | `${P}.close` | `${P}.rejected` | `${P}.failed`,
    values?: Record<string, string | number>,
  ) => string,
  prefix: P,
  values: Record<string, string | number>,
): NoteTexts {
  return {
    title: t(`${prefix}.rejectTitle`, values),
    label: t(`${prefix}.rejectReason`),
    submitText: t(`${prefix}.reject`),
    cancelText: t(`${prefix}.close`),
    success: t(`${prefix}.rejected`),
    failure: t(`${prefix}.failed`),
  };
}

export function NoteDialog<S extends z.ZodType>({ schema, id, name, required, danger, command, onClose, onDone, ...texts }: NoteDialogProps<S>) {
  const recordSchema = useRecordSchema(schema, id);
  const form = useZodForm(recordSchema, { [name]: '' });
  const submit = async (input: z.output<S>) => {
    const outcome = await command({ input }, { success: texts.success, failure: texts.failure, form });
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={texts.title}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      submitText={texts.submitText}
      cancelText={texts.cancelText}
      size="sm"
      danger={danger}
    >
      <FormKit.Textarea name={name} label={texts.label} rows={3} required={required} />
    </FormDialog>
  );
}
