/** /eventCatalogue data (event-catalogue.graphql) on the resource kit. */
import { flattenMenu } from '@erp/schema';
import { useRecord } from '../../ui/resource';
import { EventCatalogueDocument, type EventCatalogueQuery } from './event-catalogue.generated';

export type EventCatalogue = EventCatalogueQuery['eventCatalogue'];
export type EventRow = EventCatalogue['events'][number];
export type EventField = EventRow['fields'][number];

/** The catalogue (a refusal or a failure is the `error`). */
export const useEventCatalogue = () => useRecord(EventCatalogueDocument, (d) => d.eventCatalogue);

/** Who receives an event: personal (its addressee), shop-bound (accounts of its shop), or the company. */
export type Audience = 'personal' | 'shop' | 'company';
export const audienceOf = (e: Pick<EventRow, 'personal' | 'shopBound'>): Audience => (e.personal ? 'personal' : e.shopBound ? 'shop' : 'company');

const menuTitles = new Map(flattenMenu().map((n) => [n.name, n] as const));

/** A permission as the menu names it ("订单" / "Orders"), or the name itself when the menu lacks it. */
export function permissionTitle(name: string, lang: 'zh' | 'en'): string {
  const node = menuTitles.get(name);
  return node ? (lang === 'en' ? node.en : node.zh) : name;
}

/** Rows matching a keyword (type, description in either language, field names) and an audience. */
export function filterEvents(rows: readonly EventRow[], keyword: string, audience: Audience | ''): EventRow[] {
  const kw = keyword.trim().toLowerCase();
  return rows.filter(
    (e) =>
      (!audience || audienceOf(e) === audience) &&
      (!kw || [e.type, e.zh, e.en, e.permission ?? '', ...e.fields.map((f) => f.name)].some((s) => s.toLowerCase().includes(kw))),
  );
}

/** A subscription selecting an event's own fields (object fields need a selection: they are left out). */
export function subscriptionExample(e: { type: string; fields: readonly Pick<EventField, 'name' | 'leaf'>[] }): string {
  const own = e.fields
    .filter((f) => f.leaf)
    .map((f) => `      ${f.name}`)
    .join('\n');
  return `subscription {\n  events(types: [${e.type}]) {\n    id\n    type\n    occurredAt\n    ... on ${e.type} {\n${own || '      __typename'}\n    }\n  }\n}`;
}
