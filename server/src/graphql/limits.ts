// Abuse limits of the GraphQL API (issue 9; docs/api.md 'Limits'): tokens, depth, aliases, page size
// and query cost, the same over HTTP and graphql-ws. The numbers are @erp/schema constants.
//
// Parse and validation results are cached by yoga per document and shared by every caller, so the
// errors raised there are built in English with their message id and parameters in `extensions`;
// `localizeErrors` rewrites them in the caller's language when the response is sent (and drops the
// "Did you mean …" hints for anonymous callers, who should not learn the schema by guessing).
import {
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_COST,
  GRAPHQL_MAX_DEPTH,
  GRAPHQL_MAX_TOKENS,
  GRAPHQL_MUTATION_COST,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  translate,
  type Lang,
} from '@erp/schema';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  getNamedType,
  getOperationAST,
  isInterfaceType,
  isLeafType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Refusals of the request's shape; `messageId` tells which limit. */
export const LIMIT_ERROR_CODE = 'QUERY_LIMIT_EXCEEDED';
/** Arguments that ask for a page of rows (Relay connections: first/last; report lists: limit). */
const PAGE_ARGUMENTS = ['first', 'last', 'limit'] as const;

function limitError(messageId: string, params: Record<string, unknown>, lang: Lang = 'en', code = LIMIT_ERROR_CODE): GraphQLError {
  return new GraphQLError(translate(lang, messageId, params), { extensions: { code, messageId, ...params } });
}

const foundIn = (message: string) => Number(/found (\d+)/.exec(message)?.[1] ?? NaN);

/** Token, depth and alias limits: run at parse and validation (graphql-armor), before any resolver. */
export function useQueryShapeLimits(): Plugin {
  const parseWithTokenLimit = (source: string, options?: object) =>
    new MaxTokensParserWLexer(source, {
      ...options,
      n: GRAPHQL_MAX_TOKENS,
      propagateOnRejection: false,
      onReject: [
        () => {
          throw limitError('graphql.tokenLimit', { max: GRAPHQL_MAX_TOKENS });
        },
      ],
    }).parseDocument();
  const depth = maxDepthRule({
    n: GRAPHQL_MAX_DEPTH,
    propagateOnRejection: false,
    onReject: [(ctx, err) => (ctx as ValidationContext).reportError(limitError('graphql.depthLimit', { max: GRAPHQL_MAX_DEPTH, found: foundIn(err.message) }))],
  });
  const aliases = maxAliasesRule({
    n: GRAPHQL_MAX_ALIASES,
    propagateOnRejection: false,
    onReject: [
      (ctx, err) => (ctx as ValidationContext).reportError(limitError('graphql.aliasLimit', { max: GRAPHQL_MAX_ALIASES, found: foundIn(err.message) })),
    ],
  });
  return {
    onParse: ({ setParseFn }) => setParseFn(parseWithTokenLimit as never),
    onValidate: ({ addValidationRule }) => {
      addValidationRule(depth);
      addValidationRule(aliases);
    },
  };
}

export interface QueryCost {
  /** The estimated cost (cost model in docs/api.md 'Limits'). */
  cost: number;
  /** The first page-size argument over PAGE_SIZE_MAX, if any. */
  pageTooLarge?: { field: string; argument: string; value: number };
}

/**
 * Estimates what an operation asks for: an object field costs 1 plus its selection; a field that
 * takes a page size (first/last/limit) costs 1 + rows × its selection (PAGE_SIZE_DEFAULT rows when
 * not given); scalars, enums and introspection cost 0; each mutation field adds GRAPHQL_MUTATION_COST.
 * Fragments on different types are added up (an upper bound). `unsetVariable` is the page size taken
 * for a page-size variable that has no value (the client-document test asks the worst case with it).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  opts: {
    operationName?: string | null;
    variables?: Record<string, unknown> | null;
    unsetVariable?: number;
    /** The answer's data: paged fields then count the rows they returned (the actual cost), not the rows asked for. */
    data?: Record<string, unknown> | null;
  } = {},
): QueryCost {
  const operation = getOperationAST(document, opts.operationName ?? undefined);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return { cost: 0 };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const variables: Record<string, unknown> = {};
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue?.kind === Kind.INT) variables[v.variable.name.value] = Number(v.defaultValue.value);
  }
  Object.assign(variables, opts.variables ?? {});
  const result: QueryCost = { cost: 0 };

  const pageSize = (node: FieldNode, field: GraphQLField<unknown, unknown>): number | undefined => {
    for (const name of PAGE_ARGUMENTS) {
      if (!field.args.some((a) => a.name === name)) continue;
      const arg = node.arguments?.find((a) => a.name.value === name);
      if (!arg) continue;
      const value =
        arg.value.kind === Kind.INT
          ? Number(arg.value.value)
          : arg.value.kind === Kind.VARIABLE
            ? (variables[arg.value.name.value] ?? opts.unsetVariable)
            : undefined;
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      if (value > PAGE_SIZE_MAX && !result.pageTooLarge) result.pageTooLarge = { field: node.name.value, argument: name, value };
      return value;
    }
    return field.args.some((a) => (PAGE_ARGUMENTS as readonly string[]).includes(a.name)) ? PAGE_SIZE_DEFAULT : undefined;
  };

  /** `value`: the answer at this level when measuring the actual cost (undefined: the estimate). */
  const selectionCost = (set: SelectionSetNode, type: GraphQLNamedType, depth: number, mutationRoot: boolean, value?: unknown): number => {
    if (depth > 64) return 0; // validation refused cycles already; this only bounds the walk
    const answer = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    let cost = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const on = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
        if (on) cost += selectionCost(s.selectionSet, on, depth + 1, mutationRoot, value);
      } else if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(s.name.value);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && on) cost += selectionCost(fragment.selectionSet, on, depth + 1, mutationRoot, value);
      } else {
        if (s.name.value.startsWith('__')) continue;
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[s.name.value] : undefined;
        if (!field) continue;
        if (mutationRoot) cost += GRAPHQL_MUTATION_COST;
        const named = getNamedType(field.type);
        let rows = pageSize(s, field);
        if (isLeafType(named) || !s.selectionSet) continue;
        if (answer) {
          // Measuring what was answered: nothing under a field that answered null (or another branch).
          const fieldValue = answer[s.alias?.value ?? s.name.value];
          if (fieldValue == null) continue;
          if (rows !== undefined) rows = Math.min(rows, returnedRows(fieldValue));
          const perRow = rows === undefined && !Array.isArray(fieldValue) ? fieldValue : undefined;
          cost += 1 + (rows ?? 1) * selectionCost(s.selectionSet, named, depth + 1, false, perRow);
          continue;
        }
        cost += 1 + (rows ?? 1) * selectionCost(s.selectionSet, named, depth + 1, false);
      }
    }
    return cost;
  };
  result.cost = selectionCost(operation.selectionSet, root, 0, operation.operation === OperationTypeNode.MUTATION, opts.data ?? undefined);
  return result;
}

/** Rows a paged field returned: a list's length, or the longest list directly inside (a connection's edges or nodes). */
function returnedRows(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (!value || typeof value !== 'object') return 0;
  let rows = 0;
  for (const v of Object.values(value)) if (Array.isArray(v)) rows = Math.max(rows, v.length);
  return rows;
}

/**
 * A caller's budget of query cost (API clients, modules/api-clients/api-clients.meter.ts), asked
 * before an operation runs; callers without one get undefined and only the fixed limits.
 */
export interface CostBudget {
  charge(contextValue: unknown, request: { cost: number; document: DocumentNode; operationName?: string | null }): Promise<CostCharge | undefined>;
}
export interface CostCharge {
  /** Set when the caller may not run the operation now: answered instead. */
  refused?: GraphQLError;
  /** The caller's `extensions.cost`, with the actual cost once known. */
  extension(actual?: number): Record<string, unknown>;
  /** After the operation: its actual cost (the rest is given back), whether it succeeded, its errors. */
  settle(outcome: { actual: number; success: boolean; errors?: readonly GraphQLError[] }): Promise<void>;
}

/** The `extensions.cost` of a response (Shopify's shape, without its throttle bucket). */
export function costExtension(cost: number) {
  return { requestedQueryCost: cost, maximumAvailable: GRAPHQL_MAX_COST };
}

/**
 * Page size and cost: run when the variables are known, before the operation executes (queries,
 * mutations and subscriptions alike); answered queries and mutations report their cost in
 * `extensions.cost`. With a `budget`, a caller that has one is charged the cost first (refused when
 * it runs short) and its `extensions.cost` is the budget's (throttle status, actual cost).
 */
export function useQueryCost(budget?: CostBudget): Plugin<{ lang?: Lang }> {
  const refusal = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    operationName?: string | null;
    variableValues?: Record<string, unknown> | null;
    contextValue: unknown;
  }) => {
    const lang = (args.contextValue as { lang?: Lang }).lang ?? 'zh';
    const measured = queryCost(args.schema, args.document, { operationName: args.operationName, variables: args.variableValues });
    const extensions = { cost: costExtension(measured.cost) };
    if (measured.pageTooLarge) {
      const { field, argument, value } = measured.pageTooLarge;
      const error = limitError('validation.pageSize', { max: PAGE_SIZE_MAX, field, argument, found: value }, lang, 'BAD_USER_INPUT');
      return { measured, refused: { errors: [error], extensions } };
    }
    if (measured.cost > GRAPHQL_MAX_COST) {
      return { measured, refused: { errors: [limitError('graphql.costLimit', { max: GRAPHQL_MAX_COST, cost: measured.cost }, lang)], extensions } };
    }
    return { measured, refused: undefined };
  };
  const charge = (args: Parameters<typeof refusal>[0], cost: number) =>
    budget?.charge(args.contextValue, { cost, document: args.document, operationName: args.operationName });
  return {
    onExecute: async ({ args: anyArgs, setResultAndStopExecution }) => {
      const args = anyArgs as Parameters<typeof refusal>[0] & { variableValues?: Record<string, unknown> | null };
      const { measured, refused } = refusal(args);
      if (refused) return setResultAndStopExecution(refused);
      const charged = await charge(args, measured.cost);
      if (charged?.refused) return setResultAndStopExecution({ errors: [charged.refused], extensions: { cost: charged.extension() } });
      return {
        onExecuteDone: async ({ result, setResult }) => {
          if (Symbol.asyncIterator in result) return void (await charged?.settle({ actual: measured.cost, success: true })); // incremental delivery: no single result to annotate
          if (!charged) return setResult({ ...result, extensions: { ...result.extensions, cost: costExtension(measured.cost) } });
          const actual = queryCost(args.schema, args.document, {
            operationName: args.operationName,
            variables: args.variableValues,
            data: result.data ?? null,
          }).cost;
          await charged.settle({ actual, success: !result.errors?.length, errors: result.errors });
          setResult({ ...result, extensions: { ...result.extensions, cost: charged.extension(Math.min(actual, measured.cost)) } });
        },
      };
    },
    onSubscribe: async ({ args, setResultAndStopExecution }) => {
      const { measured, refused } = refusal(args);
      if (refused) return setResultAndStopExecution(refused);
      // A subscription is charged once, when it starts.
      const charged = await charge(args, measured.cost);
      if (charged?.refused) return setResultAndStopExecution({ errors: [charged.refused] });
      await charged?.settle({ actual: measured.cost, success: true });
    },
  };
}

/** Rewrites limit errors in the caller's language; drops field suggestions for anonymous callers. */
export function localizeErrors<E extends GraphQLError>(errors: readonly E[], lang: Lang, signedIn: boolean): GraphQLError[] {
  return errors.map((e) => {
    const messageId = e.extensions?.messageId;
    let message = e.extensions?.code === LIMIT_ERROR_CODE && typeof messageId === 'string' ? translate(lang, messageId, e.extensions) : e.message;
    if (!signedIn) message = withoutSuggestions(message);
    if (message === e.message) return e;
    return new GraphQLError(message, {
      nodes: e.nodes,
      source: e.source,
      positions: e.positions,
      path: e.path,
      originalError: e.originalError,
      extensions: e.extensions,
    });
  });
}

export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .+\?/g, '').trim();
}

export const hasSuggestion = (errors: readonly GraphQLError[]) => errors.some((e) => /Did you mean /.test(e.message));
