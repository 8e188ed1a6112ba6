/** /aiCommandTemplate: reusable AI prompts with variables (spec 02 §2; issue 24 item 7). */
import { Badge, Text } from '@chakra-ui/react';
import { AI_GENERATE_KINDS } from '@erp/schema';
import type { AiCommandTemplateFilter } from '../../api/generated/types';
import { choiceField } from '../../ui/FilterBar';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { TemplateDialog, variablesHint } from './components/TemplateDialog';
import { templateList, useTemplateCommands, type AiTemplateRow } from './hooks';
import { aiWritingMessages } from './messages';
import { NotConfiguredNotice } from './components/NotConfiguredNotice';

export const AiCommandTemplatePage = featurePage(aiWritingMessages, TemplateScreen);

const PERMISSION = 'aiCommandTemplate.update' as const;

function TemplateScreen() {
  const t = useFeatureText(aiWritingMessages);
  const fields = [
    { name: 'keyword', label: t('ai.tpl.filter.keyword'), type: 'text' as const },
    choiceField('kind', t('ai.tpl.filter.kind'), AI_GENERATE_KINDS, (k) => t(`ai.kind.${k}`)),
  ];
  const toFilter = (v: FilterValues): AiCommandTemplateFilter => ({ keyword: textOrUndefined(v.keyword), kind: textOrUndefined(v.kind) });
  const screen = useListScreen({ ...templateList, fields, toFilter });
  const commands = useTemplateCommands();
  const dialog = useDialog<{ template: AiTemplateRow | null }>(screen.reload);

  const columns: DataTableColumn<AiTemplateRow>[] = [
    { key: 'name', header: t('ai.tpl.col.name'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.name}</Text> },
    {
      key: 'kind',
      header: t('ai.tpl.col.kind'),
      cell: (r) => <Badge>{(AI_GENERATE_KINDS as readonly string[]).includes(r.kind) ? t(`ai.kind.${r.kind as 'title'}`) : r.kind}</Badge>,
    },
    {
      key: 'prompt',
      header: t('ai.tpl.col.prompt'),
      cell: (r) => (
        <Text lineClamp={2} maxW="lg" whiteSpace="pre-wrap">
          {r.prompt}
        </Text>
      ),
    },
    actionsColumn(t('ai.tpl.col.actions'), (r) => (
      <RowActions
        record={r.name}
        actions={[
          { key: 'edit', label: t('ai.tpl.edit'), permission: PERMISSION, onClick: () => dialog.open({ template: r }) },
          deleteItem(screen.run, { label: t('ai.tpl.delete'), permission: PERMISSION, confirm: t('ai.tpl.confirmDelete', { name: r.name }) }, () =>
            commands.remove({ id: r.id }, { success: t('ai.tpl.deleted', { name: r.name }) }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={{
        title: t('ai.tpl.title'),
        description: t('ai.tpl.description', { vars: variablesHint }),
        emptyText: t('ai.tpl.empty'),
        name: 'aiCommandTemplate',
        create: { permission: PERMISSION, label: t('ai.tpl.add'), onClick: () => dialog.open({ template: null }) },
      }}
      screen={screen}
      columns={columns}
      above={<NotConfiguredNotice />}
    >
      {dialog.current ? <TemplateDialog template={dialog.current.template} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
