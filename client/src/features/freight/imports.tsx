/**
 * Imports of shipping templates and zone (partition) rules from an .xlsx or .csv (spec 02 §2
 * 'shipping templates (import …)'): the kit's <ImportDialog> posting to api/v1/freight/
 * templatesImport / partitionRulesImport, the templates at api/v1/freight/*ImportTemplate. The
 * server checks every row with the same rules as the dialogs and imports the whole file or nothing.
 */
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { useFeatureLang, useFeatureText } from '../../i18n/featureIntl';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { ImportDialog, restImport, restTemplateUrl, type ImportKind } from '../../ui/resource/ImportDialog';
import { freightMessages } from './messages';

export type FreightImportKind = 'templates' | 'partitionRules';
type Summary = { templates?: number; ranges?: number; rules?: number; zones?: number };

export function useFreightImportKind(kind: FreightImportKind): ImportKind<Summary> {
  const t = useFeatureText(freightMessages);
  const lang = useFeatureLang();
  return useMemo(
    () => ({
      title: t(`freightScreen.import.${kind}`),
      intro: t(`freightScreen.import.${kind}Intro`),
      templateUrl: restTemplateUrl(`freight/${kind}ImportTemplate`, lang),
      accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
      extensions: ['.xlsx', '.csv'],
      maxBytes: 2 * 1024 * 1024,
      run: (file: File) => restImport<Summary>(`freight/${kind}Import`, file),
      successToast: (r: Summary) =>
        t(`freightScreen.import.${kind}Done`, { templates: r.templates ?? 0, ranges: r.ranges ?? 0, rules: r.rules ?? 0, zones: r.zones ?? 0 }),
    }),
    [t, lang, kind],
  );
}

/** The "Import" button of a freight list (shippingTemplate.update) with its dialog; `onImported` refetches. */
export function FreightImportButton({ kind, onImported }: { kind: FreightImportKind; onImported: () => void }) {
  const t = useFeatureText(freightMessages);
  const importKind = useFreightImportKind(kind);
  const [open, setOpen] = useState(false);
  return (
    <PermissionGuard permission="shippingTemplate.update">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LuUpload />
        {t(`freightScreen.import.${kind}`)}
      </Button>
      {open ? <ImportDialog kind={importKind} onClose={() => setOpen(false)} onImported={onImported} /> : null}
    </PermissionGuard>
  );
}
