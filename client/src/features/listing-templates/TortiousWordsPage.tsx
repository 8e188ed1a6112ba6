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
import { textOrUndefined } from '../../ui/format';
import { pageOf, useListScreen } from '../../ui/resource';
import { RecordListPage } from '../../ui/resource/RecordListPage';
import { keywordAndMarketplace, keywordField, marketplaceField, templateButtons, updatedColumn } from './columns';
import { HighlightedText } from './components/TortiousHighlight';
import { TortiousWordDialog } from './components/TortiousWordDialog';
import { marketplaceLabel, tortiousWordList, useTortiousWordCommands, type TortiousWordRow } from './hooks';
import { listingTemplatesMessages } from './messages';

export const TortiousWordsPage = featurePage(listingTemplatesMessages, TortiousWordsScreen);

const toFilter = (v: FilterValues): TortiousWordFilter => ({ ...keywordAndMarketplace(v), matchMode: textOrUndefined(v.matchMode) });

function TortiousWordsScreen() {
  const t = useFeatureText(listingTemplatesMessages);
  const screen = useListScreen({
    ...tortiousWordList,
    fields: [
      keywordField(t, t('tortiousWords.col.word')),
      marketplaceField(t),
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
    updatedColumn(t),
  ];

  return (
    <RecordListPage
      page={pageOf(t, 'tortiousWords', 'tortiousWords')}
      add={t('tortiousWords.add')}
      {...templateButtons(t)}
      permission="tortiousWord.update"
      screen={screen}
      columns={columns}
      remove={(r, feedback) => commands.remove({ ids: [r.id] }, feedback)}
      nameOf={(r) => r.word}
      dialog={(word, close) => <TortiousWordDialog word={word} {...close} />}
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
    />
  );
}
