/**
 * /tortiousWordsManage (spec 02 §2; issue 24 item 3): the company's infringing words, the matching
 * and the marketplaces of each; add (one a line), edit and delete with tortiousWord.update; a text
 * pasted in the check box shows the listed words it contains, highlighted.
 */
import { Badge, Box, Stack, Text, Textarea } from '@chakra-ui/react';
import { findTortiousWords } from '@erp/schema';
import { useState } from 'react';
import type { TortiousWordFilter } from '../../api/generated/types';
import { type DataTableColumn, type FilterValues } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, deleteItem, ListPage, pageOf, RowActions, useDialog, useListScreen } from '../../ui/resource';
import { HighlightedText } from './components/TortiousHighlight';
import { TortiousWordDialog } from './components/TortiousWordDialog';
import { marketplaceLabel, marketplaceOptions, tortiousWordList, useTortiousWordCommands, type TortiousWordRow } from './hooks';
import { listingTemplatesMessages } from './messages';

export const TortiousWordsPage = featurePage(listingTemplatesMessages, TortiousWordsScreen);

const toFilter = (v: FilterValues): TortiousWordFilter => ({
  keyword: textOrUndefined(v.keyword),
  platformType: Number(v.platformType) || undefined,
  matchMode: textOrUndefined(v.matchMode),
});

function TortiousWordsScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({
    ...tortiousWordList,
    fields: [
      { name: 'keyword', label: t('tortiousWords.col.word'), type: 'text' },
      { name: 'platformType', label: t('lt.marketplace'), type: 'select', options: marketplaceOptions() },
      {
        name: 'matchMode',
        label: t('tortiousWords.col.matchMode'),
        type: 'select',
        options: [
          { value: 'word', label: t('tortiousWords.match.word') },
          { value: 'contains', label: t('tortiousWords.match.contains') },
        ],
      },
    ],
    toFilter,
  });
  const commands = useTortiousWordCommands();
  const dialog = useDialog<{ word: TortiousWordRow | null }>(screen.reload);
  const [sample, setSample] = useState('');
  const found = findTortiousWords(screen.table.rows, [sample]);

  const columns: DataTableColumn<TortiousWordRow>[] = [
    { key: 'word', header: t('tortiousWords.col.word'), hideable: false, cell: (r) => <Text fontWeight="medium">{r.word}</Text> },
    {
      key: 'matchMode',
      header: t('tortiousWords.col.matchMode'),
      cell: (r) => t(r.matchMode === 'contains' ? 'tortiousWords.match.contains' : 'tortiousWords.match.word'),
    },
    {
      key: 'platforms',
      header: t('tortiousWords.col.platforms'),
      cell: (r) => (r.platformTypes.length ? r.platformTypes.map((p) => <Badge key={p}>{marketplaceLabel(p)}</Badge>) : t('lt.allMarketplaces')),
    },
    { key: 'remark', header: t('lt.col.remark'), cell: (r) => r.remark || '—' },
    { key: 'updatedAt', header: t('lt.col.updatedAt'), cell: (r) => formatDateTime(r.updatedAt) },
    actionsColumn(t('lt.col.actions'), (r) => (
      <RowActions
        record={r.word}
        actions={[
          { key: 'edit', label: t('lt.edit'), permission: 'tortiousWord.update', onClick: () => dialog.open({ word: r }) },
          deleteItem(screen.run, { label: t('lt.delete'), permission: 'tortiousWord.update', confirm: t('lt.confirmDelete', { name: r.word }) }, () =>
            commands.remove({ ids: [r.id] }, { success: t('lt.deleted', { name: r.word }), failure: t('lt.deleteFailed') }),
          ),
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={pageOf(t, 'tortiousWords', 'tortiousWords', { permission: 'tortiousWord.update', onClick: () => dialog.open({ word: null }) })}
      screen={screen}
      columns={columns}
      above={
        <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={t('tortiousWords.check')}>
          <Text fontWeight="medium">{t('tortiousWords.check')}</Text>
          <Textarea
            size="sm"
            rows={2}
            value={sample}
            placeholder={t('tortiousWords.checkHint')}
            aria-label={t('tortiousWords.checkHint')}
            onChange={(e) => setSample(e.target.value)}
          />
          {sample.trim() ? (
            <Box textStyle="sm" aria-live="polite">
              {found.length ? <HighlightedText text={sample} words={found} /> : t('tortiousWords.checkNone')}
            </Box>
          ) : null}
        </Stack>
      }
    >
      {dialog.current ? <TortiousWordDialog word={dialog.current.word} onClose={dialog.close} onSaved={dialog.done} /> : null}
    </ListPage>
  );
}
