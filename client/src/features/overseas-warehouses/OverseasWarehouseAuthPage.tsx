/** /overseasWarehouseAuth: third-party overseas warehouse accounts (spec 02 §2, §3, §4 activated / terminated; issue 23 slice 1). */
import { Badge, Stack, Text } from '@chakra-ui/react';
import {
  OVERSEAS_AUTH_STATUSES,
  OVERSEAS_AUTH_TRANSITIONS,
  OVERSEAS_PROVIDER_LABELS,
  OVERSEAS_PROVIDERS,
  canTransition,
  oneOf,
  type OverseasAuthStatus,
} from '@erp/schema';
import { useIntl } from 'react-intl';
import type { OverseasWarehouseAuthFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues, choiceField } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { pageOf, actionsColumn, RowActions, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { AuthDialog } from './components/AuthDialog';
import { BindDialog } from './components/BindDialog';
import { authList, useAuthCommands, type AuthRow } from './hooks';
import { overseasMessages } from './messages';

export const OverseasWarehouseAuthPage = featurePage(overseasMessages, AuthScreen);

const toFilter = (v: FilterValues): OverseasWarehouseAuthFilter => ({
  keyword: textOrUndefined(v.keyword),
  provider: oneOf(OVERSEAS_PROVIDERS, v.provider),
  status: oneOf(OVERSEAS_AUTH_STATUSES, v.status),
});

type Dialog = { kind: 'edit'; auth: AuthRow | null } | { kind: 'bind'; auth: AuthRow };

function AuthScreen() {
  const t = useFeatureText(overseasMessages);
  const lang = useIntl().locale.startsWith('en') ? 'en' : 'zh';
  const fields = [
    choiceField('provider', t('overseas.filter.provider'), OVERSEAS_PROVIDERS, (p) => OVERSEAS_PROVIDER_LABELS[p][lang]),
    choiceField('status', t('overseas.filter.status'), OVERSEAS_AUTH_STATUSES, (s) => t(`overseas.status.${s}`)),
    { name: 'keyword', label: t('overseas.filter.keyword'), type: 'text' as const },
  ];
  const screen = useListScreen({ ...authList, fields, toFilter });
  const commands = useAuthCommands();
  const dialog = useDialog<Dialog>(screen.reload);
  const can = (a: AuthRow, move: keyof typeof OVERSEAS_AUTH_TRANSITIONS) => canTransition(OVERSEAS_AUTH_TRANSITIONS, move, a.status as OverseasAuthStatus);
  const active = (a: AuthRow) => a.status === 'activated';

  const columns: DataTableColumn<AuthRow>[] = [
    { key: 'name', header: t('overseas.col.name'), hideable: false, cell: (a) => <TwoLines strong main={a.name} sub={a.providerName} /> },
    { key: 'appKey', header: t('overseas.col.appKey'), cell: (a) => <Text fontFamily="mono">{a.appKeyMask}</Text> },
    {
      key: 'status',
      header: t('overseas.col.status'),
      cell: (a) => (
        <Stack gap={1} align="start">
          <Badge colorPalette={active(a) ? 'teal' : 'gray'}>{t(`overseas.status.${a.status === 'terminated' ? 'terminated' : 'activated'}`)}</Badge>
          {a.connector === 'sandbox' ? <Badge colorPalette="orange">{t('overseas.sandbox')}</Badge> : null}
        </Stack>
      ),
    },
    {
      key: 'check',
      header: t('overseas.col.check'),
      cell: (a) =>
        a.checkOk == null ? (
          t('overseas.checkNever')
        ) : a.checkOk ? (
          <Text color="fg.success">{t('overseas.checkOk')}</Text>
        ) : (
          <Text color="fg.error">{a.checkMessage}</Text>
        ),
    },
    {
      key: 'warehouses',
      header: t('overseas.col.warehouses'),
      cell: (a) => (
        <Stack gap={0}>
          {a.warehouses.map((w) => (
            <Text key={w.id} fontSize="sm" color={w.available ? undefined : 'fg.muted'}>
              <Text as="span" fontFamily="mono" textStyle="xs" color="fg.muted" me="1.5">
                {w.code}
              </Text>
              {w.warehouseName ? t('overseas.bound', { name: w.name, warehouse: w.warehouseName }) : t('overseas.unbound', { name: w.name })}
              {w.available ? null : ` · ${t('overseas.unavailable')}`}
            </Text>
          ))}
        </Stack>
      ),
    },
    actionsColumn(t('overseas.col.actions'), (a) => (
      <RowActions
        record={a.name}
        actions={[
          { key: 'edit', label: t('overseas.edit'), permission: 'overseasWarehouseAuth.update', onClick: () => dialog.open({ kind: 'edit', auth: a }) },
          ...(active(a)
            ? [
                {
                  key: 'test',
                  label: t('overseas.test'),
                  permission: 'overseasWarehouseAuth.update' as const,
                  onClick: () => void screen.run(() => commands.test({ id: a.id }, { success: t('overseas.tested', { name: a.name }) })),
                },
                {
                  key: 'sync',
                  label: t('overseas.syncWarehouses'),
                  permission: 'overseasWarehouseAuth.update' as const,
                  onClick: () => void screen.run(() => commands.syncWarehouses({ id: a.id }, { success: t('overseas.warehousesSynced', { name: a.name }) })),
                },
                {
                  key: 'bind',
                  label: t('overseas.bind'),
                  permission: 'overseasWarehouseAuth.update' as const,
                  onClick: () => dialog.open({ kind: 'bind', auth: a }),
                },
              ]
            : []),
          ...(can(a, 'terminate')
            ? [
                {
                  key: 'terminate',
                  label: t('overseas.terminate'),
                  permission: 'overseasWarehouseAuth.update' as const,
                  colorPalette: 'red',
                  onClick: () =>
                    void screen.run(() => commands.terminate({ id: a.id }, { success: t('overseas.terminated', { name: a.name }) }), {
                      confirm: t('overseas.confirmTerminate', { name: a.name }),
                      danger: true,
                      confirmText: t('overseas.terminate'),
                    }),
                },
              ]
            : []),
          ...(can(a, 'activate')
            ? [
                {
                  key: 'activate',
                  label: t('overseas.activate'),
                  permission: 'overseasWarehouseAuth.update' as const,
                  onClick: () => void screen.run(() => commands.activate({ id: a.id }, { success: t('overseas.activated', { name: a.name }) })),
                },
              ]
            : []),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'overseas.auth', 'overseasWarehouseAuth', {
        permission: 'overseasWarehouseAuth.update',
        onClick: () => dialog.open({ kind: 'edit', auth: null }),
      })}
      screen={screen}
      columns={columns}
    >
      {dialog.current?.kind === 'edit' ? <AuthDialog auth={dialog.current.auth} onClose={dialog.close} onSaved={dialog.done} /> : null}
      {dialog.current?.kind === 'bind' ? <BindDialog auth={dialog.current.auth} onClose={dialog.done} /> : null}
    </ListPage>
  );
}
