// The event catalogue (issue 17): every event type of the `DomainEvent` interface (or union) of a
// GraphQL schema, with its fields, and what EVENT_TYPES (@erp/schema) says of it: the permission a
// subscriber needs, whether it is personal or shop-bound, and its description in zh and en.
// The same reading serves the `eventCatalogue` query (the built schema) and the docs/api.md section
// (the printed SDL, event-catalogue.docs.ts), so both are generated from the schema.
import { EVENT_TYPES, type EventTypeDef } from '@erp/schema';
import { getNamedType, isInterfaceType, isLeafType, isUnionType, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';

/** The interface (or union) every event type belongs to. */
export const EVENT_ROOT = 'DomainEvent';

export interface EventCatalogueField {
  name: string;
  /** The GraphQL type as written in the SDL: `Int!`, `[String!]!`, `Order`. */
  type: string;
  description: string | null;
  /** A scalar or enum (selected as it is); otherwise an object that needs a selection. */
  leaf: boolean;
}

export interface EventCatalogueEntry {
  type: string;
  /** The type's description in the schema (English). */
  description: string | null;
  zh: string;
  en: string;
  /** Permission a subscriber needs; null: every account of the company (or only the addressee when personal). */
  permission: string | null;
  personal: boolean;
  shopBound: boolean;
  /** The type's own fields (those of DomainEvent are in `commonFields`), by name. */
  fields: EventCatalogueField[];
}

export interface EventCatalogue {
  /** The fields every event has (DomainEvent's), by name. */
  commonFields: EventCatalogueField[];
  events: EventCatalogueEntry[];
}

const fieldOf = (f: GraphQLField<unknown, unknown>): EventCatalogueField => ({
  name: f.name,
  type: String(f.type),
  description: f.description ?? null,
  leaf: isLeafType(getNamedType(f.type)),
});
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function readEventCatalogue(schema: GraphQLSchema): EventCatalogue {
  const root = schema.getType(EVENT_ROOT);
  let members: readonly GraphQLObjectType[] = [];
  let common: EventCatalogueField[] = [];
  if (isInterfaceType(root)) {
    members = schema.getImplementations(root).objects;
    common = Object.values(root.getFields()).map(fieldOf).sort(byName);
  } else if (isUnionType(root)) {
    members = root.getTypes();
  }
  const defs = EVENT_TYPES as readonly EventTypeDef[];
  const rank = (name: string) => {
    const i = defs.findIndex((d) => d.type === name);
    return i < 0 ? defs.length : i;
  };
  const commonNames = new Set(common.map((f) => f.name));
  const events = [...members]
    .sort((a, b) => rank(a.name) - rank(b.name) || byName(a, b))
    .map((type): EventCatalogueEntry => {
      const def = defs.find((d) => d.type === type.name);
      return {
        type: type.name,
        description: type.description ?? null,
        zh: def?.zh ?? type.description ?? '',
        en: def?.en ?? type.description ?? '',
        permission: def?.permission ?? null,
        personal: !!def?.personal,
        shopBound: !!def?.shopBound,
        fields: Object.values(type.getFields())
          .filter((f) => !commonNames.has(f.name))
          .map(fieldOf)
          .sort(byName),
      };
    });
  return { commonFields: common, events };
}
