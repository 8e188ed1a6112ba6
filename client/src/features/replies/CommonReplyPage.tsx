/** /commonReply: saved reply templates with variables, per marketplace / shop (spec 02 §2, §5; issue 21 item 4). */
import { Text } from '@chakra-ui/react';
import { marketplaceLabel } from '@erp/schema';
import type { ReplyTemplateFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { TwoLines } from '../../ui/cells';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, RowActions, useDialog, useListScreen, ListPage } from '../../ui/resource';
import { TemplateDialog, variablesHint } from './components/TemplateDialog';
import { templateList, useReplyShops, useTemplateCommands, type TemplateRow } from './hooks';
import { replyMessages } from './messages';

export const CommonReplyPage = featurePage(replyMessages, TemplateScreen);

const PERMISSION = 'commonReply.update' as const;

function TemplateScreen() {
  const t = useFeatureText(replyMessages);
  const { platforms } = useReplyShops();
  const fields = [
    { name: 'keyword', label: t('replyPage.filter.keyword'), type: 'text' as const },
    {
      name: 'platformType',
      label: t('replyPage.filter.platform'),
      type: 'select' as const,
      options: platforms.map((p) => ({ value: String(p.value), label: p.label })),
    },
  ];
  const toFilter = (v: FilterValues): ReplyTemplateFilter => ({
    keyword: textOrUndefined(v.keyword),
    platformType: typeof v.platformType === 'string' && v.platformType ? Number(v.platformType) : undefined,
  });
  const screen = useListScreen({ ...templateList, fields, toFilter });
  const commands = useTemplateCommands();
  const dialog = useDialog<{ template: TemplateRow | null }>(screen.reload);

  const columns: DataTableColumn<TemplateRow>[] = [
    { key: 'name', header: t('replyPage.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'content',
      header: t('replyPage.col.content'),
      cell: (r) => (
        <Text lineClamp={2} maxW="md" whiteSpace="pre-wrap">
          {r.content}
        </Text>
      ),
    },
    {
      key: 'scope',
      header: t('replyPage.col.scope'),
      cell: (r) =>
        r.platformType == null && r.shopId == null ? (
          <Text color="fg.muted">{t('replyPage.scope.all')}</Text>
        ) : (
          <TwoLines
            main={r.platformType != null ? marketplaceLabel(r.platformType) : t('replyPage.field.anyPlatform')}
            sub={r.shopName || t('replyPage.field.anyShop')}
          />
        ),
    },
    { key: 'sort', header: t('replyPage.col.sort'), cell: (r) => r.sort },
    actionsColumn(t('replyPage.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('replyPage.edit'), permission: PERMISSION, onClick: () => dialog.open({ template: r }) },
          deleteItem(screen.run, { label: t('replyPage.delete'), permission: PERMISSION, confirm: t('replyPage.confirmDelete', { name: r.name }) }, () =>
            commands.remove({ id: r.id }, { success: t('replyPage.deleted', { name: r.name }) }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={{
        title: t('replyPage.template.title'),
        description: t('replyPage.template.description', { vars: variablesHint }),
        emptyText: t('replyPage.template.empty'),
        name: 'commonReply',
        create: { permission: PERMISSION, label: t('replyPage.template.add'), onClick: () => dialog.open({ template: null }) },
      }}
      screen={screen}
      columns={columns}
    >
      {dialog.current ? <TemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
