// The one status claim every lifecycle uses: a conditional update "where status in the action's
// allowed sources" (of two concurrent requests only one matches the row), then the refusal of the
// domain when nothing matched. The transition tables live in @erp/schema; the domain names its table
// row, its update and its refusal (which reads the current status for the message).
import type { Transition } from '@erp/schema';

/** Where-clause part that matches the allowed source states of a move. */
export type FromStates<S extends string> = { status: { in: S[] } };

/**
 * Claims the record for `move` with `claim(fromStates, to)` (an `updateMany` that must hit one row),
 * throws `await refuse()` when it did not, and answers the target status.
 *
 *   await transition(TRANSFER_TRANSITIONS.ship,
 *     (from, to) => tx.transferOrder.updateMany({ where: { id, ...from }, data: { status: to } }),
 *     async () => illegalTransition('transfer', (await findTransfer(tx, id)).status, 'ship'));
 */
export async function transition<S extends string>(
  move: Transition<S>,
  claim: (from: FromStates<S>, to: S) => Promise<{ count: number }>,
  refuse: () => Promise<Error> | Error,
): Promise<S> {
  const { count } = await claim({ status: { in: [...move.from] } }, move.to);
  if (count !== 1) throw await refuse();
  return move.to;
}
