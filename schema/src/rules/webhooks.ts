// Webhook endpoints (issue 17): the input rule of an endpoint and its numbers. The URL's scheme,
// host and addresses are checked by the server (SSRF guard), which knows the deployment's settings.
import { z } from 'zod';
import { EVENT_TYPES, type EventTypeName } from '../events';

/** Endpoints one company may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
export const WEBHOOK_NAME_MAX = 60;
export const WEBHOOK_URL_MAX = 2000;
/** An endpoint receives deliveries while enabled; disabled by hand or after repeated failures. */
export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];
/** pending (waiting for its next attempt), succeeded (2xx), failed (every attempt failed). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** Seconds a delivery waits for the endpoint's answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

/** Event types a webhook can receive: every catalogue type except personal ones (one user's notices and exports). */
export const WEBHOOK_EVENT_TYPES: readonly EventTypeName[] = EVENT_TYPES.filter((e) => !('personal' in e && e.personal)).map((e) => e.type);

export const webhookEndpointInput = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(WEBHOOK_NAME_MAX, { error: 'validation.tooLong' }),
  url: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(WEBHOOK_URL_MAX, { error: 'validation.tooLong' }),
  eventTypes: z
    .array(
      z
        .string({ error: 'webhook.eventTypeUnknown' })
        .refine((t) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t), { error: 'webhook.eventTypeUnknown' }),
      { error: 'webhook.eventTypesRequired' },
    )
    .min(1, { error: 'webhook.eventTypesRequired' })
    .max(WEBHOOK_EVENT_TYPES.length * 2, { error: 'webhook.eventTypeUnknown' })
    // the same type twice is one subscription
    .transform((types) => [...new Set(types)] as EventTypeName[]),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;
