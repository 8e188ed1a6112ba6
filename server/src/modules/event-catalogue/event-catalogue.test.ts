// The event catalogue: docs/api.md's section is what the printed SDL renders (run `npm run
// docs:events` when this fails), and the `eventCatalogue` query answers the same catalogue.
import { EVENT_TYPES } from '@erp/schema';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { printedSchema, schema } from '../../graphql/schema';
import { currentSection, docsPath, DOCS_END, DOCS_START, renderEventCatalogue, renderFromSdl, withSection } from './event-catalogue.docs';
import { readEventCatalogue } from './event-catalogue.service';

describe('event catalogue', () => {
  it('in docs/api.md is generated from schema/schema.graphql (run `npm run docs:events` when this fails)', () => {
    const section = currentSection(readFileSync(docsPath(), 'utf8'));
    expect(section, 'docs/api.md has no event catalogue markers').not.toBeNull();
    expect(section).toBe(renderFromSdl());
  });

  it('reads the same from the printed SDL as from the running schema', () => {
    const built = readEventCatalogue(schema);
    expect(readEventCatalogue(buildSchema(printedSchema()))).toEqual(built);
    // every event type of the schema, with what EVENT_TYPES says of it
    for (const e of built.events) {
      const def = EVENT_TYPES.find((d) => d.type === e.type);
      if (!def) continue;
      expect(e, e.type).toMatchObject({ zh: def.zh, en: def.en, permission: def.permission, personal: 'personal' in def && def.personal });
    }
    expect(built.commonFields.map((f) => f.name)).toContain('id');
  });

  it('lists the members of a DomainEvent union too, with their own fields and zh/en texts', () => {
    const sdl = `
      type Query { x: Int }
      "An order arrived"
      type OrderCreated { orderId: Int! "the order" order: Order }
      type Order { id: Int! }
      type Custom { a: String }
      union DomainEvent = Custom | OrderCreated
    `;
    const c = readEventCatalogue(buildSchema(sdl));
    expect(c.commonFields).toEqual([]);
    expect(c.events.map((e) => e.type)).toEqual(['OrderCreated', 'Custom']); // EVENT_TYPES order, then by name
    expect(c.events[0]).toMatchObject({
      permission: 'orders',
      shopBound: true,
      personal: false,
      fields: [
        { name: 'order', type: 'Order', description: 'the order', leaf: false },
        { name: 'orderId', type: 'Int!', description: null, leaf: true },
      ],
    });
    expect(c.events[1]).toMatchObject({ permission: null, zh: '', en: '' });
    const md = renderEventCatalogue(c);
    expect(md.startsWith(DOCS_START) && md.endsWith(DOCS_END)).toBe(true);
    expect(md).toContain('| [`OrderCreated`](#ordercreated) | An order arrived (pulled, imported or created by hand) |');
    expect(md).toContain('accounts and API clients with `orders`, of its shop');
    expect(md).toContain('| `order` | `Order` | the order |');
  });

  it('replaces only the section between the markers, or appends one', () => {
    const doc = `# API\n\nbefore\n\n${DOCS_START}\nold\n${DOCS_END}\n\nafter $& text\n`;
    expect(withSection(doc, `${DOCS_START}\nnew $1\n${DOCS_END}`)).toBe(`# API\n\nbefore\n\n${DOCS_START}\nnew $1\n${DOCS_END}\n\nafter $& text\n`);
    expect(withSection('# API\n', 'S')).toBe('# API\n\n## Event catalogue\n\nS\n');
  });
});

describe('eventCatalogue query', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('answers the catalogue of the running schema', async () => {
    const { token } = await app.company('Catalogue Co');
    const r = await app.gql(
      '{ eventCatalogue { commonFields { name type } events { type zh en permission personal shopBound fields { name type description leaf } } } }',
      {},
      { token },
    );
    expect(r.body.errors).toBeUndefined();
    const { commonFields, events } = readEventCatalogue(schema);
    expect(r.body.data.eventCatalogue.commonFields).toEqual(commonFields.map(({ name, type }) => ({ name, type })));
    expect(r.body.data.eventCatalogue.events).toEqual(events.map(({ description: _d, ...e }) => e));
  });
});
