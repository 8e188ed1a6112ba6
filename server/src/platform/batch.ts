// The one batch runner: every batch action (review orders, audit purchase orders or payments, review
// abnormal receipts, reallocate) runs its records one by one, each in its own unit of work; a record
// that cannot take the action (an expected AppError) is refused with why and the others go on.
import { AppError, ValidationError } from './errors';

/** A record the action could not take, with the message id and parameters of why. */
export interface Refusal {
  id: number;
  messageId: string;
  params: Record<string, unknown>;
}

/** What a batch action answers: the records it changed, in order, and the refused ones with their label (`orderNo`, `billNo`). */
export interface BatchResult<Label extends object = object> {
  ids: number[];
  refused: (Refusal & Label)[];
}

/**
 * Runs `act` on each record. `act` answering `false` skips the record (changed nothing, not
 * refused). An AppError refuses the record; a ValidationError (the batch's input is wrong) aborts the
 * whole batch unless `refuseInvalid` (the record itself is invalid for the action); anything else is
 * unexpected and aborts.
 */
export async function runEach<T extends { id: number }, Label extends object>(
  records: Iterable<T>,
  label: (record: T) => Label,
  act: (record: T) => Promise<boolean | void>,
  opts: { refuseInvalid?: boolean } = {},
): Promise<BatchResult<Label>> {
  const result: BatchResult<Label> = { ids: [], refused: [] };
  for (const record of records) {
    try {
      if ((await act(record)) !== false) result.ids.push(record.id);
    } catch (err) {
      if (!(err instanceof AppError) || (err instanceof ValidationError && !opts.refuseInvalid)) throw err;
      result.refused.push({ id: record.id, ...label(record), messageId: err.messageId, params: err.params });
    }
  }
  return result;
}
