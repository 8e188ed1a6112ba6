/**
 * Add infringing words (one a line, tortiousWord.update) or edit one: the matching (whole word or
 * contains) and the marketplace it applies to (none: every marketplace). Checked by @erp/schema's
 * tortiousWordProblems before sending.
 */
import { TORTIOUS_BATCH_MAX, TORTIOUS_MATCH_MODES, tortiousWordProblems } from '@erp/schema';
import { z } from 'zod';
import { useZodForm } from '../../../ui';
import { useFeatureText } from '../../../i18n/featureIntl';
import { RecordFormDialog, type Outcome } from '../../../ui/resource';
import { marketplaceOptions, useTortiousWordCommands, type TortiousWordRow } from '../hooks';
import { listingTemplatesMessages } from '../messages';
import { addProblems } from './issues';
import { remarkRule } from './templateFields';

const schema = z
  .object({ word: z.string(), matchMode: z.string(), platformType: z.string(), remark: remarkRule })
  .superRefine((v, ctx) => {
    const lines = v.word.split(/\r?\n/).filter((w) => w.trim());
    if (lines.length > TORTIOUS_BATCH_MAX)
      ctx.addIssue({ code: 'custom', path: ['word'], message: 'listingTemplates.tortious.batchTooMany', params: { max: TORTIOUS_BATCH_MAX } });
    for (const w of lines.length ? lines : ['']) addProblems(ctx, tortiousWordProblems(w, v.matchMode));
  })
  .transform((v) => ({
    words: v.word.trim(),
    matchMode: v.matchMode,
    platformTypes: v.platformType ? [Number(v.platformType)] : [],
    remark: v.remark,
  }));

export function TortiousWordDialog({ word, onClose, onSaved }: { word: TortiousWordRow | null; onClose: () => void; onSaved: () => void }) {
  const t = useFeatureText(listingTemplatesMessages);
  const commands = useTortiousWordCommands();
  const form = useZodForm(schema, {
    word: word?.word ?? '',
    matchMode: word?.matchMode ?? 'word',
    platformType: word?.platformTypes.length ? String(word.platformTypes[0]) : '',
    remark: word?.remark ?? '',
  });
  return (
    <RecordFormDialog
      title={word ? t('tortiousWords.editTitle', { name: word.word }) : t('tortiousWords.add')}
      submitText={t('lt.save')}
      cancelText={t('lt.cancel')}
      failure={t('lt.saveFailed')}
      form={form}
      save={(input, feedback): Promise<Outcome<unknown>> =>
        word
          ? commands.update(
              { id: word.id, input: { word: input.words, matchMode: input.matchMode, platformTypes: input.platformTypes, remark: input.remark } },
              { ...feedback, success: t('tortiousWords.saved', { name: input.words }) },
            )
          : commands.add({ input: { words: input.words, matchMode: input.matchMode, platformTypes: input.platformTypes } }, feedback)
      }
      success={word ? undefined : (_input, count) => t('tortiousWords.added', { count: Number(count) })}
      onSaved={onSaved}
      onClose={onClose}
      fields={[
        word
          ? { name: 'word', label: t('tortiousWords.field.word'), required: true }
          : { name: 'word', label: t('tortiousWords.field.words'), kind: 'textarea', rows: 6, required: true },
        {
          columns: 2,
          fields: [
            {
              name: 'matchMode',
              label: t('tortiousWords.field.matchMode'),
              kind: 'select',
              options: TORTIOUS_MATCH_MODES.map((m) => ({ value: m, label: t(`tortiousWords.match.${m}`) })),
            },
            {
              name: 'platformType',
              label: t('tortiousWords.field.platforms'),
              kind: 'select',
              options: [{ value: '', label: t('lt.allMarketplaces') }, ...marketplaceOptions()],
            },
          ],
        },
        ...(word ? [{ name: 'remark', label: t('lt.field.remark') }] : []),
      ]}
    />
  );
}
