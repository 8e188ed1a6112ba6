// `eventCatalogue`: the event types of the built schema (event-catalogue.service.ts), for the
// /eventCatalogue screen, so the screen shows what the schema really has.
import { exposeFields } from '../../graphql/fields';
import { builder } from '../../graphql/builder';
import { readEventCatalogue, type EventCatalogue, type EventCatalogueEntry, type EventCatalogueField } from './event-catalogue.service';

const FieldRef = builder.objectRef<EventCatalogueField>('EventCatalogueField').implement({
  description: 'A field of an event type',
  fields: (t) =>
    exposeFields(t, {
      name: 'String',
      type: 'String: As written in the SDL: Int!, [String!]!, Order',
      description: 'String?',
      leaf: 'Boolean: A scalar or enum; otherwise an object type that needs a selection',
    }),
});

const EntryRef = builder.objectRef<EventCatalogueEntry>('EventCatalogueEntry').implement({
  description: 'An event type of the DomainEvent interface',
  fields: (t) => ({
    ...exposeFields(t, {
      type: 'String: The GraphQL type name (also the EventType value)',
      description: 'String?: The description in the schema',
      zh: 'String',
      en: 'String',
      permission: 'String?: Needed to receive it; null: every account of the company',
      personal: 'Boolean: Only the account it is addressed to receives it',
      shopBound: 'Boolean: Carries its shop: accounts restricted to some shops get only theirs',
    }),
    fields: t.expose('fields', { type: [FieldRef], description: 'Its own fields, by name (the common ones are in commonFields)' }),
  }),
});

const CatalogueRef = builder.objectRef<EventCatalogue>('EventCatalogue').implement({
  fields: (t) => ({
    commonFields: t.expose('commonFields', { type: [FieldRef], description: 'The fields of DomainEvent, which every event has' }),
    events: t.expose('events', { type: [EntryRef] }),
  }),
});

/** Read once per schema: the schema does not change while the server runs. */
const cache = new WeakMap<object, EventCatalogue>();

builder.queryField('eventCatalogue', (t) =>
  t.field({
    type: CatalogueRef,
    description: 'The domain event types partners can subscribe to (events subscription, webhooks), read from this schema',
    authScopes: { permission: 'eventCatalogue' },
    resolve: (_root, _args, _ctx, info) => {
      let catalogue = cache.get(info.schema);
      if (!catalogue) cache.set(info.schema, (catalogue = readEventCatalogue(info.schema)));
      return catalogue;
    },
  }),
);
