/**
 * One mutation-with-feedback wrapper for every screen (Saleor's `makeMutation`):
 *
 *   const commands = useCommands({
 *     create: CreateTransferOrderDocument,                       // the result is the only root field
 *     ship: [ShipTransferOrderDocument, (d) => d.shipTransferOrder],  // or picked explicitly
 *   }, { refetchQueries: ['TransferOrders'] });
 *   const outcome = await commands.create({ input }, { success: t('saved'), form });
 *   commands.busy   // true while one of them runs (a button's loading state)
 *
 * Each command resolves to one `Outcome` (ui/resource/outcome.ts). Feedback, in the user's
 * language (the server's texts arrive translated):
 * - a failure is shown by default: field errors on `form` (else toasted), the server's message as
 *   a toast, `failure` (or the kit's generic text) when the server said nothing usable; failures
 *   the API layer already showed (network, no permission) are not shown twice; `quiet: true`
 *   leaves the failure to the caller;
 * - `success` is toasted when given; a batch's refused records are toasted beside it with their
 *   labels and reasons (`batchOf`).
 */
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMemo, useRef, useState } from 'react';
import { toaster, toastSuccess } from '../toaster';
import { useUiText } from '../useUiText';
import { batchOf, settle, showFailure, type ErrorTarget, type Outcome, type ResultLike, type SuccessData } from './outcome';

/** A mutation document alone (its only root field is the typed result), or with a pick. */
export type CommandSpec =
  | TypedDocumentNode<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  | readonly [TypedDocumentNode<any, any>, (data: any) => unknown]; // eslint-disable-line @typescript-eslint/no-explicit-any

type DataOfDoc<T> = T extends TypedDocumentNode<infer D, any> ? D : never; // eslint-disable-line @typescript-eslint/no-explicit-any
type VarsOfDoc<T> = T extends TypedDocumentNode<any, infer V> ? V : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The typed result a command's spec reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document, whatever its data and variables
type AnyDocument = TypedDocumentNode<any, any>;
type ResultOf<S> = S extends readonly [unknown, (data: never) => infer R]
  ? R & {}
  : S extends AnyDocument
    ? NonNullable<DataOfDoc<S>[keyof DataOfDoc<S>]>
    : never;
type DocOf<S> = S extends readonly [infer Doc, unknown] ? Doc : S;

/** Variables of a command: optional when the mutation takes none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends V`: V has no required keys
type VarsArg<V> = {} extends V ? [variables?: V, feedback?: Feedback] : [variables: V, feedback?: Feedback];

export type Command<S extends CommandSpec> = (...args: VarsArg<VarsOfDoc<DocOf<S>>>) => Promise<Outcome<SuccessData<ResultOf<S>>>>;
export type Commands<M extends Record<string, CommandSpec>> = { [K in keyof M]: Command<M[K]> };

export interface Feedback {
  /** Toasted when the command succeeded. */
  success?: string;
  /** Shown when the command failed and the server said nothing usable (default: the kit's text). */
  failure?: string;
  /** Field errors land on this form's inputs. */
  form?: ErrorTarget;
  /** The caller shows the failure itself. */
  quiet?: boolean;
}

export interface CommandOptions {
  /** Queries (by operation name) asked again after a command succeeded. */
  refetchQueries?: string[];
}

function specParts(spec: CommandSpec): [DocumentNode, (data: unknown) => unknown] {
  if (Array.isArray(spec)) return [spec[0] as DocumentNode, spec[1] as (data: unknown) => unknown];
  return [spec as DocumentNode, (data) => (data && typeof data === 'object' ? Object.values(data as Record<string, unknown>)[0] : null)];
}

export function useCommands<M extends Record<string, CommandSpec>>(specs: M, options: CommandOptions = {}): Commands<M> & { busy: boolean } {
  const client = useApolloClient();
  const ui = useUiText();
  // the specs object is written inline at each render: read the latest through a ref, so the
  // commands keep one identity (safe in effect and callback dependencies)
  const latest = useRef({ specs, options, ui });
  latest.current = { specs, options, ui };
  const names = Object.keys(specs).join('|');
  // how many of this set's commands are running (a button's loading state)
  const [running, setRunning] = useState(0);
  const commands = useMemo(() => {
    const commands = {} as Record<string, (variables?: OperationVariables, feedback?: Feedback) => Promise<Outcome<unknown>>>;
    for (const name of names.split('|')) {
      commands[name] = async (variables, feedback = {}) => {
        const { specs: current, options: opts, ui: text } = latest.current;
        const [mutation, pick] = specParts(current[name]!);
        setRunning((n) => n + 1);
        const outcome = await settle(
          client.mutate({ mutation, variables, refetchQueries: opts.refetchQueries }),
          (data) => pick(data) as ResultLike | null,
        ).finally(() => setRunning((n) => n - 1));
        if (!outcome.ok) {
          if (!feedback.quiet) showFailure(outcome, feedback.failure ?? text('ui.command.failed'), feedback.form);
          return outcome;
        }
        if (feedback.success) {
          const batch = batchOf(outcome.data);
          if (batch.failures.length > 0) {
            const details = batch.failures
              .slice(0, 5)
              .map((f) => `${f.label} ${f.message}`)
              .join('; ');
            toaster.create({
              type: batch.succeeded > 0 ? 'warning' : 'error',
              title: text('ui.batch.partial', { succeeded: batch.succeeded, failed: batch.failures.length, details }),
              closable: true,
            });
          } else toastSuccess(feedback.success);
        }
        return outcome;
      };
    }
    return commands as unknown as Commands<M>;
  }, [client, names]);
  const busy = running > 0;
  return useMemo(() => ({ ...commands, busy }), [commands, busy]);
}
