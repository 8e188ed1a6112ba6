/** /apiClients: API clients of third-party tools (issue 17): their scopes, shops, use and secrets. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { API_CLIENT_STATUSES, oneOf } from '@erp/schema';
import { useMemo, useState } from 'react';
import type { ApiClientFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterField, type FilterValues, choiceField } from '../../ui';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { TwoLines } from '../../ui/cells';
import { ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ApiClientDialog } from './components/ApiClientDialog';
import { BudgetDialog } from './components/BudgetDialog';
import { SecretDialog } from './components/SecretDialog';
import { UsageDialog } from './components/UsageDialog';
import { apiClientList, useApiClientCommands, useApiClientShops, useScopeTree, type ApiClientRow, type IssuedSecret } from './hooks';
import { apiClientsMessages } from './messages';

export const ApiClientsPage = featurePage(apiClientsMessages, ApiClientsScreen);

type Dialog = { kind: 'create' } | { kind: 'usage'; client: ApiClientRow } | { kind: 'budget'; client: ApiClientRow };

function toFilter(v: FilterValues): ApiClientFilter {
  return { status: oneOf(API_CLIENT_STATUSES, v.status), keyword: textOrUndefined(v.keyword) };
}

/** How many titles of the scopes the list shows before "and n more". */
const SHOWN_SCOPES = 3;

function ApiClientsScreen() {
  const t = useFeatureText(apiClientsMessages);
  const fields: FilterField[] = [
    choiceField('status', t('apiClients.filter.status'), API_CLIENT_STATUSES, (s) => t(`apiClients.status.${s}`)),
    { name: 'keyword', label: t('apiClients.filter.keyword'), type: 'text' },
  ];
  const screen = useListScreen({ ...apiClientList, fields, toFilter });
  const dialog = useDialog<Dialog>(screen.reload);
  // the secret stays on screen until the seller closes it, whatever the list does meanwhile
  const [issued, setIssued] = useState<IssuedSecret | null>(null);
  const commands = useApiClientCommands();
  const { titles } = useScopeTree();
  const { shops } = useApiClientShops();
  const shopNames = useMemo(() => new Map(shops.map((s) => [s.id, s.shopName])), [shops]);
  const failure = t('apiClients.failed');

  const rotate = (r: ApiClientRow) =>
    screen.run(
      async () => {
        const outcome = await commands.rotate({ id: r.id }, { failure });
        if (outcome.ok) setIssued(outcome.data);
        return outcome;
      },
      { title: t('apiClients.confirmRotateTitle'), confirm: t('apiClients.confirmRotate', { name: r.name }), confirmText: t('apiClients.rotate') },
    );
  const revoke = (r: ApiClientRow) =>
    screen.run(() => commands.revoke({ id: r.id }, { success: t('apiClients.revoked', { name: r.name }), failure }), {
      title: t('apiClients.confirmRevokeTitle'),
      confirm: t('apiClients.confirmRevoke', { name: r.name }),
      confirmText: t('apiClients.revoke'),
      danger: true,
    });

  const scopeSummary = (r: ApiClientRow) => {
    const named = r.scopes.map((s) => titles.get(s) ?? s);
    const rest = named.length - SHOWN_SCOPES;
    return (
      <Stack gap="0">
        <Text>{t('apiClients.scopeCount', { count: r.scopes.length })}</Text>
        <Text textStyle="xs" color="fg.muted" lineClamp={2}>
          {named.slice(0, SHOWN_SCOPES).join('、')}
          {rest > 0 ? ` ${t('apiClients.scopeMore', { count: rest })}` : ''}
        </Text>
      </Stack>
    );
  };
  const shopSummary = (r: ApiClientRow) => {
    if (r.shopIds.length === 0) return t('apiClients.allShops');
    const named = r.shopIds.map((id) => shopNames.get(id)).filter(Boolean);
    return named.length === r.shopIds.length && named.length <= 2 ? named.join('、') : t('apiClients.shopCount', { count: r.shopIds.length });
  };

  const columns: DataTableColumn<ApiClientRow>[] = [
    {
      key: 'name',
      header: t('apiClients.col.name'),
      hideable: false,
      cell: (r) => (
        <TwoLines
          main={r.name}
          strong
          sub={
            <Text as="span" fontFamily="mono">
              {r.clientId}
            </Text>
          }
        />
      ),
    },
    { key: 'scopes', header: t('apiClients.col.scopes'), cell: scopeSummary },
    { key: 'shops', header: t('apiClients.col.shops'), cell: shopSummary },
    {
      key: 'created',
      header: t('apiClients.col.created'),
      cell: (r) => <TwoLines main={formatDateTime(r.createdAt)} sub={r.createdByName ? t('apiClients.createdBy', { name: r.createdByName }) : null} />,
    },
    {
      key: 'lastUsed',
      header: t('apiClients.col.lastUsed'),
      cell: (r) => (
        <TwoLines
          main={r.lastUsedAt ? formatDateTime(r.lastUsedAt) : t('apiClients.neverUsed')}
          sub={t('apiClients.budget', { size: r.bucketSize, rate: r.restoreRate })}
        />
      ),
    },
    {
      key: 'status',
      header: t('apiClients.col.status'),
      cell: (r) => <Badge colorPalette={r.status === 'active' ? 'green' : 'gray'}>{t(`apiClients.status.${r.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('apiClients.col.actions'),
      hideable: false,
      cell: (r) => (
        <RowActions
          record={r.name}
          actions={[
            { key: 'usage', label: t('apiClients.usage'), colorPalette: 'gray', onClick: () => dialog.open({ kind: 'usage', client: r }) },
            {
              key: 'budget',
              label: t('apiClients.editBudget'),
              permission: 'apiClient.manage',
              when: r.status === 'active',
              onClick: () => dialog.open({ kind: 'budget', client: r }),
            },
            { key: 'rotate', label: t('apiClients.rotate'), permission: 'apiClient.manage', when: r.status === 'active', onClick: () => void rotate(r) },
            {
              key: 'revoke',
              label: t('apiClients.revoke'),
              permission: 'apiClient.manage',
              colorPalette: 'red',
              when: r.status === 'active',
              onClick: () => void revoke(r),
            },
          ]}
        />
      ),
    },
  ];

  const open = dialog.current;
  return (
    <ListPage
      page={pageOf(t, 'apiClients', 'apiClients', undefined, {
        create: { permission: 'apiClient.manage', label: t('apiClients.create'), onClick: () => dialog.open({ kind: 'create' }) },
      })}
      screen={screen}
      columns={columns}
    >
      {open?.kind === 'create' ? (
        <ApiClientDialog
          onClose={dialog.close}
          onCreated={(secret) => {
            setIssued(secret);
            dialog.done();
          }}
        />
      ) : null}
      {open?.kind === 'usage' ? <UsageDialog client={open.client} onClose={dialog.close} /> : null}
      {open?.kind === 'budget' ? <BudgetDialog client={open.client} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {issued ? <SecretDialog issued={issued} onClose={() => setIssued(null)} /> : null}
    </ListPage>
  );
}
