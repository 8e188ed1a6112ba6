// Expected failures. Each carries a message id (texts in @erp/schema messages) and how the REST
// layer answers it (spec 01 §8). GraphQL returns them as typed results (graphql/errors.ts).
import type { ErrorType, FieldIssue } from '@erp/schema';

export interface AppErrorOptions {
  status?: number;
  code?: number;
  type?: ErrorType;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  readonly type: ErrorType;
  readonly headers: Record<string, string>;
  constructor(
    readonly messageId: string,
    readonly params: Record<string, unknown> = {},
    opts: AppErrorOptions = {},
  ) {
    super(messageId);
    this.status = opts.status ?? 200;
    this.code = opts.code ?? 1;
    this.type = opts.type ?? 'tips';
    this.headers = opts.headers ?? {};
  }
}

/** A business rule refused the request (wrong password, role in use, …). HTTP 200, code 1. */
export class BusinessError extends AppError {}

/** One problem of an imported file: its row and column, and the message in the importer's language. */
export interface RowError {
  row: number;
  column: string;
  field: string;
  message: string;
}

/** An imported file was refused as a whole: each problem with its row and column; nothing was imported. */
export class RowsError extends BusinessError {
  constructor(
    messageId: string,
    readonly rows: RowError[],
  ) {
    super(messageId, { count: rows.length });
  }
  /** The REST envelope's data (storage.rest sends it). */
  get restData() {
    return { errors: this.rows };
  }
}

/** Input broke field rules: HTTP 403 with data.errors mapped to field names. */
export class ValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super('validation.failed', {}, { status: 403, code: 422, type: 'form' });
  }
  static field(field: string, messageId: string, params: Record<string, unknown> = {}) {
    return new ValidationError([{ field, messageId, params: { field: `field.${field}`, ...params } }]);
  }
}

export class NotFoundError extends AppError {
  constructor(messageId = 'common.notFound', params: Record<string, unknown> = {}) {
    super(messageId, params, { status: 404, code: 404, type: 'tips' });
  }
}

export class PlanLimitError extends AppError {
  constructor(params: { edition: string; resource: string; limit: number }) {
    super('plan.limitReached', { ...params, edition: `plan.edition.${params.edition}`, resource: `plan.resource.${params.resource}` }, { type: 'alert' });
  }
}

export class PermissionError extends AppError {
  constructor(messageId = 'permission.denied', params: Record<string, unknown> = {}) {
    super(messageId, params, { status: 403, code: 403, type: 'noPermission' });
  }
}

export class AuthError extends AppError {
  constructor(messageId: 'auth.tokenMissing' | 'auth.tokenExpired' | 'auth.tokenInvalid' | 'auth.tokenRevoked' | 'auth.accountDisabled') {
    super(messageId, {}, { status: 401, code: 401, type: 'noPermission' });
  }
}

export class RateLimitError extends AppError {
  constructor(messageId: string, seconds: number) {
    super(messageId, { seconds }, { status: 429, code: 429, type: 'tips', headers: { 'retry-after': String(seconds) } });
  }
}
