/**
 * The tracking-number pool import (<ImportDialog kind={useNumberPoolImportKind(...)}>): a .txt
 * file, one number per line, read in the browser and sent to `importTrackingNumbers`; any other
 * file type is refused before upload (and again by the server).
 */
import { isNumberPoolFile, NUMBER_POOL_FILE_MAX_BYTES } from '@erp/schema';
import { useMemo } from 'react';
import { useFeatureText } from '../../i18n/featureIntl';
import type { ImportKind } from '../../ui/resource/ImportDialog';
import type { usePoolCommands } from './hooks';
import { logisticsMessages } from './messages';

type PoolCommands = ReturnType<typeof usePoolCommands>;
type PoolImport = Extract<Awaited<ReturnType<PoolCommands['importNumbers']>>, { ok: true }>['data'];

/** The file's text (UTF-8). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsText(file);
  });
}

export function useNumberPoolImportKind(channelId: number | null, importNumbers: PoolCommands['importNumbers']): ImportKind<PoolImport> {
  const t = useFeatureText(logisticsMessages);
  return useMemo(
    () => ({
      title: t('logisticsPage.pool.import'),
      accept: '.txt,text/plain',
      extensions: ['.txt'],
      check: (file) =>
        !isNumberPoolFile(file.name, file.type)
          ? t('logisticsPage.pool.txtOnly')
          : file.size > NUMBER_POOL_FILE_MAX_BYTES
            ? t('logisticsPage.pool.importFailed')
            : null,
      run: async (file) => {
        // the dialog shows a refusal itself
        const input = { channelId: channelId!, fileName: file.name, fileType: file.type || undefined, content: await readText(file) };
        const outcome = await importNumbers({ input }, { quiet: true });
        if (outcome.ok) return { ok: true, data: outcome.data };
        return { ok: false, message: Object.values(outcome.fieldErrors).flat()[0] ?? outcome.message, rows: [] };
      },
      successToast: (d) => t('logisticsPage.pool.imported', { added: d.added }),
      summary: (d) => t('logisticsPage.pool.importSummary', { added: d.added, dup: d.duplicatesInFile.length, existing: d.alreadyInPool.length }),
    }),
    [t, channelId, importNumbers],
  );
}
