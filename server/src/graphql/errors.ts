// Typed error results (plugin-errors): every expected failure implements `Error` with a message
// id (stable, for programs) and the message in the caller's language (for people).
import { translate } from '@erp/schema';
import { AppError, BusinessError, NotFoundError, PlanLimitError, ValidationError } from '../platform/errors';
import { builder } from './builder';

export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    messageId: t.string({ resolve: (err) => err.messageId }),
    message: t.string({ resolve: (err, _args, ctx) => translate(ctx.lang, err.messageId, err.params) }),
  }),
});

const FieldError = builder.objectRef<{ field: string; messageId: string; params: Record<string, unknown> }>('FieldError').implement({
  description: 'One input field that broke a rule',
  fields: (t) => ({
    field: t.exposeString('field'),
    messageId: t.exposeString('messageId'),
    message: t.string({ resolve: (e, _args, ctx) => translate(ctx.lang, e.messageId, e.params) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'Input broke field rules; nothing was changed',
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldError], resolve: (err) => err.issues }) }),
});

builder.objectType(BusinessError, {
  name: 'BusinessError',
  description: 'A business rule refused the operation; nothing was changed',
  interfaces: [ErrorInterface],
});

builder.objectType(NotFoundError, {
  name: 'NotFoundError',
  description: 'The record does not exist in your company',
  interfaces: [ErrorInterface],
});

builder.objectType(PlanLimitError, {
  name: 'PlanLimitError',
  description: 'The company plan edition does not allow more of this resource',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    limit: t.int({ resolve: (err) => Number(err.params.limit) }),
    resource: t.string({ resolve: (err) => String(err.params.resource).replace('plan.resource.', '') }),
  }),
});
