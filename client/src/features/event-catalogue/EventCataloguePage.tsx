/**
 * /eventCatalogue (issue 17): every domain event type of the server's schema, as the
 * `eventCatalogue` query reads it from the schema (the docs/api.md catalogue comes from the same
 * reading): what happened in zh/en, the permission a subscriber needs, who receives it (the whole
 * company, per shop, or only the addressee) and its fields, with a subscription example. Links to
 * the webhooks and API client screens and to the GraphQL explorer (GraphiQL at /graphql).
 */
import { Badge, Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuExternalLink, LuKey, LuWebhook } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { PermissionGuard, type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { TwoLines } from '../../ui/cells';
import { featurePage } from '../../ui/FeatureScope';
import { InfoDialog, LinesTable, ListPage, pageOf, useDialog, useLocalPages } from '../../ui/resource';
import { audienceOf, filterEvents, permissionTitle, subscriptionExample, useEventCatalogue, type Audience, type EventField, type EventRow } from './hooks';
import { eventCatalogueMessages } from './messages';

const PAGE_SIZES = [20, 50, 100] as const;
const AUDIENCE_COLOR: Record<Audience, string> = { company: 'gray', shop: 'teal', personal: 'purple' };

export const EventCataloguePage = featurePage(eventCatalogueMessages, EventCatalogueScreen);

type Dialog = { kind: 'fields'; event: EventRow } | { kind: 'common' };

function EventCatalogueScreen() {
  const t = useFeatureText(eventCatalogueMessages);
  const lang = useFeatureLang();
  const navigate = useNavigate();
  const { record, loading, error, refetch } = useEventCatalogue();
  const dialog = useDialog<Dialog>(refetch);
  const [values, setValues] = useState<FilterValues>({ keyword: '', audience: '' });
  const [applied, setApplied] = useState<FilterValues>(values);
  const all = record?.events ?? [];
  const rows = filterEvents(all, String(applied.keyword ?? ''), String(applied.audience ?? '') as Audience | '');
  // the loading / error states only while there is nothing to show yet
  const pages = useLocalPages(rows, { loading: loading && all.length === 0, error: all.length === 0 ? error : undefined, onRetry: refetch }, PAGE_SIZES[0]);
  const audiences: Audience[] = ['company', 'shop', 'personal'];

  const fields: FilterField[] = [
    { name: 'keyword', label: t('eventCatalogue.filter.keyword'), type: 'text', placeholder: t('eventCatalogue.filter.keywordPlaceholder') },
    choiceField('audience', t('eventCatalogue.filter.audience'), audiences, (a) => t(`eventCatalogue.audience.${a}`)),
  ];

  const columns: DataTableColumn<EventRow>[] = [
    {
      key: 'type',
      header: t('eventCatalogue.col.type'),
      hideable: false,
      cell: (e) => (
        <Code size="sm" variant="surface">
          {e.type}
        </Code>
      ),
    },
    { key: 'description', header: t('eventCatalogue.col.description'), cell: (e) => (lang === 'en' ? e.en : e.zh) },
    {
      key: 'permission',
      header: t('eventCatalogue.col.permission'),
      cell: (e) =>
        e.permission ? (
          <TwoLines main={permissionTitle(e.permission, lang)} sub={e.permission} />
        ) : (
          <Text color="fg.muted">{t('eventCatalogue.noPermission')}</Text>
        ),
    },
    {
      key: 'audience',
      header: t('eventCatalogue.col.audience'),
      cell: (e) => {
        const a = audienceOf(e);
        return (
          <Badge colorPalette={AUDIENCE_COLOR[a]} title={t(`eventCatalogue.audienceHint.${a}`)}>
            {t(`eventCatalogue.audience.${a}`)}
          </Badge>
        );
      },
    },
    {
      key: 'fields',
      header: t('eventCatalogue.col.fields'),
      hideable: false,
      cell: (e) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="teal"
          onClick={() => dialog.open({ kind: 'fields', event: e })}
          aria-label={t('eventCatalogue.showFieldsLabel', { type: e.type })}
        >
          {t('eventCatalogue.showFields', { count: e.fields.length })}
        </Button>
      ),
    },
  ];

  const search = (next: FilterValues) => {
    setApplied(next);
    pages.first();
  };

  // the webhooks and API client screens: their route is their permission's name
  const screenLink = (screen: 'webhooks' | 'apiClients', icon: ReactNode, label: string) => (
    <PermissionGuard permission={screen}>
      <Button size="sm" variant="outline" onClick={() => void navigate(`/${screen}`)}>
        {icon}
        {label}
      </Button>
    </PermissionGuard>
  );

  return (
    <ListPage
      page={pageOf(t, 'eventCatalogue', 'eventCatalogue', undefined, {
        actions: (
          <>
            {screenLink('webhooks', <LuWebhook />, t('eventCatalogue.webhooks'))}
            {screenLink('apiClients', <LuKey />, t('eventCatalogue.apiClients'))}
            <Button asChild size="sm" colorPalette="teal">
              <a href="graphql" target="_blank" rel="noopener" title={t('eventCatalogue.explorerHint')}>
                <LuExternalLink />
                {t('eventCatalogue.explorer')}
              </a>
            </Button>
          </>
        ),
        toolbar: record ? (
          <Button size="sm" variant="outline" onClick={() => dialog.open({ kind: 'common' })}>
            {t('eventCatalogue.commonFields')}
          </Button>
        ) : null,
      })}
      screen={{ table: pages.table, filterBar: { fields, values, onChange: setValues, onSearch: search } }}
      columns={columns}
      rowKey="type"
      pageSizes={PAGE_SIZES}
    >
      {dialog.current?.kind === 'common' && record ? (
        <InfoDialog title={t('eventCatalogue.commonFieldsTitle')} onClose={dialog.close} size="lg">
          <FieldsTable fields={record.commonFields} />
        </InfoDialog>
      ) : null}
      {dialog.current?.kind === 'fields' ? (
        <InfoDialog title={t('eventCatalogue.fieldsTitle', { type: dialog.current.event.type })} onClose={dialog.close} size="lg">
          <EventDetails event={dialog.current.event} />
        </InfoDialog>
      ) : null}
    </ListPage>
  );
}

function EventDetails({ event }: { event: EventRow }) {
  const t = useFeatureText(eventCatalogueMessages);
  const lang = useFeatureLang();
  const a = audienceOf(event);
  return (
    <Stack gap="4">
      <Text>{lang === 'en' ? event.en : event.zh}</Text>
      <Text textStyle="sm" color="fg.muted">
        {t(`eventCatalogue.audienceHint.${a}`)}
      </Text>
      {event.fields.length ? <FieldsTable fields={event.fields} /> : <Text color="fg.muted">{t('eventCatalogue.onlyCommon')}</Text>}
      <Box>
        <Text fontWeight="medium" mb="1">
          {t('eventCatalogue.example')}
        </Text>
        <Code as="pre" display="block" whiteSpace="pre" overflowX="auto" p="3" width="full" aria-label={t('eventCatalogue.example')}>
          {subscriptionExample(event)}
        </Code>
      </Box>
    </Stack>
  );
}

function FieldsTable({ fields }: { fields: readonly Pick<EventField, 'name' | 'type' | 'description'>[] }) {
  const t = useFeatureText(eventCatalogueMessages);
  return (
    <LinesTable
      aria-label={t('eventCatalogue.col.fields')}
      lines={fields}
      lineKey={(f) => f.name}
      columns={[
        { header: t('eventCatalogue.field.name'), cell: (f) => <Code size="sm">{f.name}</Code> },
        {
          header: t('eventCatalogue.field.type'),
          cell: (f) => (
            <Code size="sm" variant="plain">
              {f.type}
            </Code>
          ),
        },
        { header: t('eventCatalogue.field.description'), cell: (f) => f.description ?? '—' },
      ]}
    />
  );
}
