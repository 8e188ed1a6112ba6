// API clients of third-party tools (issue 17): the numbers of their credentials and budgets, and
// the input rule of a new client. Scopes are permission names; the server checks each one exists
// and that the creating account holds it.
import { z } from 'zod';

/** Lifetime of an OAuth 2.0 client-credentials access token. */
export const API_CLIENT_TOKEN_TTL_SECONDS = 3600;
/** What one REST call of an API client costs from its budget (GraphQL calls cost their query cost). */
export const API_CLIENT_REST_COST = 10;
/** Active (not revoked) API clients a company may hold. */
export const API_CLIENTS_MAX_ACTIVE = 50;
/** Longest client name. */
export const API_CLIENT_NAME_MAX = 60;
/** Default budget of a client (the table's defaults): bucket size in points, points restored per second. */
export const API_CLIENT_BUCKET_SIZE = 1000;
export const API_CLIENT_RESTORE_RATE = 50;
/** A client is active until revoked (a revocation is final; rotating the secret keeps it active). */
export const API_CLIENT_STATUSES = ['active', 'revoked'] as const;
export type ApiClientStatus = (typeof API_CLIENT_STATUSES)[number];

export const apiClientInput = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(API_CLIENT_NAME_MAX, { error: 'validation.tooLong' }),
  scopes: z
    .array(z.string({ error: 'apiClient.unknownScope' }).min(1, { error: 'apiClient.unknownScope' }).max(100, { error: 'apiClient.unknownScope' }), {
      error: 'apiClient.scopesRequired',
    })
    .min(1, { error: 'apiClient.scopesRequired' })
    .max(1000, { error: 'apiClient.scopesRequired' }),
  shopIds: z
    .array(z.number({ error: 'validation.integerIds' }).int({ error: 'validation.integerIds' }).positive({ error: 'validation.integerIds' }), {
      error: 'validation.integerIds',
    })
    .max(1000, { error: 'validation.integerIds' })
    .default([]),
});
export type ApiClientInput = z.infer<typeof apiClientInput>;

/** Bounds of an edited budget: bucket size in points, points restored per second (never more than the bucket holds). */
export const API_CLIENT_BUCKET_SIZE_MIN = 50;
export const API_CLIENT_BUCKET_SIZE_MAX = 20000;
export const API_CLIENT_RESTORE_RATE_MIN = 1;
export const API_CLIENT_RESTORE_RATE_MAX = 1000;

/** A whole number from min to max; any miss is `messageId` with {min} and {max}. */
const bounded = (min: number, max: number, messageId: string) =>
  z.unknown().superRefine((v, ctx) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      // toFieldIssues reads `minimum` / `maximum` off the issue into the message's params.
      ctx.addIssue({ code: 'custom', message: messageId, minimum: min, maximum: max } as never);
    }
  }) as unknown as z.ZodType<number>;

/** An API client's cost budget as edited on the API clients screen (issue 17). */
export const apiClientBudgetInput = z
  .object({
    bucketSize: bounded(API_CLIENT_BUCKET_SIZE_MIN, API_CLIENT_BUCKET_SIZE_MAX, 'apiClient.bucketSizeRange'),
    restoreRate: bounded(API_CLIENT_RESTORE_RATE_MIN, API_CLIENT_RESTORE_RATE_MAX, 'apiClient.restoreRateRange'),
  })
  .superRefine((v, ctx) => {
    if (v.restoreRate > v.bucketSize) ctx.addIssue({ code: 'custom', path: ['restoreRate'], message: 'apiClient.restoreRateOverSize' });
  });
export type ApiClientBudgetInput = z.infer<typeof apiClientBudgetInput>;
