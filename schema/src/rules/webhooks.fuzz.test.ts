// Properties of the webhook endpoint input rule (issue 17): a name, a URL, known event types.
import { expect } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_NAME_MAX, WEBHOOK_URL_MAX } from './webhooks';
import { blank, brk, fc, fuzz, OMIT, reqText, tooLong } from './fuzz.support';

const url = fc.webUrl().filter((u) => u.length <= WEBHOOK_URL_MAX);
const types = fc.uniqueArray(fc.constantFrom(...WEBHOOK_EVENT_TYPES), { minLength: 1, maxLength: WEBHOOK_EVENT_TYPES.length });

fuzz('webhookEndpointInput', {
  valid: fc.record({ name: reqText(WEBHOOK_NAME_MAX), url, eventTypes: types }),
  accepts: (input, out) => {
    expect(out.name).toBe(input.name.trim());
    expect(out.url).toBe(input.url.trim());
    expect(out.eventTypes).toEqual(input.eventTypes);
  },
  breaks: [
    brk('name', 'validation.required', blank),
    brk('name', 'validation.required', OMIT),
    brk('name', 'validation.tooLong', tooLong(WEBHOOK_NAME_MAX)),
    brk('url', 'validation.required', blank),
    brk('url', 'validation.tooLong', tooLong(WEBHOOK_URL_MAX)),
    brk('eventTypes', 'webhook.eventTypesRequired', fc.constant([])),
    brk('eventTypes', 'webhook.eventTypesRequired', OMIT),
    brk('eventTypes.0', 'webhook.eventTypeUnknown', fc.constantFrom('OrderDeleted', 'MessageNoticeEvent', ''), { field: 'eventTypes' }),
  ],
});
