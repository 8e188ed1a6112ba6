/**
 * /developmentProcessSetting: the company's development processes (spec 02 §3 'Development process
 * template'; issue 24 item 5): each with its ordered nodes and their approvers, the default marked;
 * create / edit with the node editor, make default, delete (not the default).
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { type DataTableColumn } from '../../ui';
import { useConfirm } from '../../ui/ConfirmDialog';
import { featurePage } from '../../ui/FeatureScope';
import { actionsColumn, ListPage, RowActions, useDialog, useLocalPages } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { ProcessFormDialog } from './components/ProcessFormDialog';
import { useProcessCommands, useProcesses, type ProcessRow } from './hooks';
import { productDevMessages } from './messages';

type Dialog = { process: ProcessRow | null };

export const DevelopmentProcessSettingPage = featurePage(productDevMessages, DevelopmentProcessScreen);

function DevelopmentProcessScreen() {
  const t = useFeatureText(productDevMessages);
  const confirm = useConfirm();
  const { record, loading, error, refetch } = useProcesses();
  const pages = useLocalPages(record ?? [], { loading, error, onRetry: refetch });
  const dialog = useDialog<Dialog>(refetch);
  const commands = useProcessCommands();
  const failure = t('productDev.failed');

  const actionsOf = (p: ProcessRow) => [
    { key: 'edit', label: t('productDev.edit'), permission: 'developmentProcess.update' as const, onClick: () => dialog.open({ process: p }) },
    {
      key: 'default',
      label: t('devProcess.makeDefault'),
      permission: 'developmentProcess.update' as const,
      when: !p.isDefault,
      onClick: () => void commands.setDefault({ id: p.id }, { success: t('devProcess.madeDefault'), failure }).then(() => refetch()),
    },
    {
      key: 'delete',
      label: t('productDev.delete'),
      permission: 'developmentProcess.update' as const,
      colorPalette: 'red',
      when: !p.isDefault,
      onClick: () =>
        void (async () => {
          if (
            !(await confirm({
              title: t('productDev.delete'),
              message: t('devProcess.confirmDelete', { name: p.name }),
              danger: true,
              confirmText: t('productDev.delete'),
            }))
          )
            return;
          const outcome = await commands.remove({ id: p.id }, { success: t('productDev.deleted'), failure });
          if (outcome.ok) await refetch();
        })(),
    },
  ];

  const columns: DataTableColumn<ProcessRow>[] = [
    {
      key: 'name',
      header: t('devProcess.col.name'),
      hideable: false,
      cell: (p) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{p.name}</Text>
          {p.isDefault ? (
            <Badge colorPalette="teal" alignSelf="start">
              {t('devProcess.default')}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'nodes',
      header: t('devProcess.col.nodes'),
      cell: (p) => (
        <Stack gap="0.5">
          {p.nodes.map((n, i) => (
            <Text key={i} textStyle="sm">
              {`${i + 1}. ${n.name} · ${n.approverNames.join(', ')} · ${t(n.rule === 'all' ? 'devProcess.node.all' : 'devProcess.node.any')}`}
            </Text>
          ))}
        </Stack>
      ),
    },
    actionsColumn(t('devProcess.col.actions'), (p) => <RowActions record={p.name} actions={actionsOf(p)} />),
  ];

  return (
    <ListPage
      page={{
        title: t('devProcess.title'),
        description: t('devProcess.description'),
        emptyText: t('devProcess.empty'),
        name: 'developmentProcessSetting',
        create: { permission: 'developmentProcess.update', label: t('devProcess.create'), onClick: () => dialog.open({ process: null }) },
      }}
      screen={pages}
      columns={columns}
    >
      {dialog.current ? <ProcessFormDialog process={dialog.current.process ?? undefined} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
