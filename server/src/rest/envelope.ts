// The REST envelope and error mapping of spec 01 §7-§8: {code, message, type, data}; success is code 0.
import { translate, type Lang } from '@erp/schema';
import type { FastifyReply } from 'fastify';
import { AppError, ValidationError } from '../platform/errors';

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  type?: string;
  data: T;
}

export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return { code: 0, message, data };
}

/** Field errors as the client maps them onto the form: { field: [message, …] }. */
export function fieldErrors(err: ValidationError, lang: Lang): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of err.issues) (out[issue.field || '_'] ??= []).push(translate(lang, issue.messageId, issue.params));
  return out;
}

export function sendAppError(reply: FastifyReply, err: AppError, lang: Lang) {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  const body: Envelope = {
    code: err.code,
    message: err instanceof ValidationError ? firstFieldMessage(err, lang) : translate(lang, err.messageId, err.params),
    type: err.type,
    data: err instanceof ValidationError ? { errors: fieldErrors(err, lang) } : null,
  };
  return reply.status(err.status).send(body);
}

function firstFieldMessage(err: ValidationError, lang: Lang) {
  const first = err.issues[0];
  return first ? translate(lang, first.messageId, first.params) : translate(lang, 'validation.failed');
}
