/** /webhooks data (webhooks.graphql) on the resource kit. */
import { EVENT_TYPES, WEBHOOK_EVENT_TYPES, type EventTypeDef } from '@erp/schema';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  DisableWebhookEndpointDocument,
  EnableWebhookEndpointDocument,
  PingWebhookEndpointDocument,
  ResendFailedWebhookDeliveriesDocument,
  ResendWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookDeliveryCountsDocument,
  WebhookEndpointsDocument,
  type WebhookDeliveriesQuery,
  type WebhookEndpointsQuery,
} from './webhooks.generated';
import { useCommands, useRecord, type NodeOf } from '../../ui/resource';

export type EndpointRow = NodeOf<WebhookEndpointsQuery['webhookEndpoints']>;
export type DeliveryRow = NodeOf<WebhookDeliveriesQuery['webhookDeliveries']>;

export const endpointList = { document: WebhookEndpointsDocument, pick: (d: WebhookEndpointsQuery) => d.webhookEndpoints };
export const deliveryList = { document: WebhookDeliveriesDocument, pick: (d: WebhookDeliveriesQuery) => d.webhookDeliveries };

/** The log's tabs: every status, "all" first. */
export const DELIVERY_TABS = ['all', 'pending', 'succeeded', 'failed'] as const;
export type DeliveryTab = (typeof DELIVERY_TABS)[number];

export const useDeliveryCounts = (endpointId: number) =>
  useRecord(
    WebhookDeliveryCountsDocument,
    (d) => (d.webhookDeliveryCounts.__typename === 'QueryWebhookDeliveryCountsSuccess' ? d.webhookDeliveryCounts.data : null),
    {
      endpointId,
    },
  );

export const useWebhookCommands = () =>
  useCommands({
    create: CreateWebhookEndpointDocument,
    update: UpdateWebhookEndpointDocument,
    remove: DeleteWebhookEndpointDocument,
    enable: EnableWebhookEndpointDocument,
    disable: DisableWebhookEndpointDocument,
    rotate: RotateWebhookSecretDocument,
    ping: PingWebhookEndpointDocument,
    resend: ResendWebhookDeliveryDocument,
    resendFailed: ResendFailedWebhookDeliveriesDocument,
  });

/** The catalogue's types a webhook can receive, with their descriptions (personal events are not deliverable). */
export const DELIVERABLE_EVENTS: readonly EventTypeDef[] = (EVENT_TYPES as readonly EventTypeDef[]).filter((e) =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(e.type),
);

/** Checkbox groups of the form: the catalogue's types by the domain their name starts with. */
export const EVENT_GROUPS: readonly { key: string; events: readonly EventTypeDef[] }[] = (() => {
  const groups = new Map<string, EventTypeDef[]>();
  for (const e of DELIVERABLE_EVENTS) {
    const key = /^(Order|Stock|PurchaseOrder|Shop)/.exec(e.type)?.[1] ?? 'Other';
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups].map(([key, events]) => ({ key, events }));
})();
