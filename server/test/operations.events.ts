// Crawler entry of the `events` query (issue 17): as company A it pages A's own events; B's never
// appear (B's seeded names are markers the crawl looks for). The `events` subscription's entries,
// one per event type, are in operations.subscriptions.ts.
import type { DomainOperations } from './operations';

export const eventOperations: DomainOperations = {
  operations: [
    {
      field: 'events',
      query: `query { events(after: "0", first: 100) { endCursor hasMore events { __typename id type shopId warehouseId occurredAt
        ... on OrderCreated { orderNo order { id buyerName } } ... on ShopAuthorizationChanged { shopName } ... on MessageNoticeEvent { otherBillNum title } } } }`,
      variables: () => ({}),
    },
  ],
};
