/**
 * What the listing screen's form dialogs (bulk edit, copy, revise) share: their props, the texts,
 * the commands, and the dialog's busy / close / saved / failure wiring for `RecordFormDialog`.
 */
import type { PlatformName } from '@erp/schema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useListingCommands, type ListingRow } from '../hooks';
import { listingsMessages } from '../messages';

export interface ListingDialogProps {
  marketplace: PlatformName;
  onClose: () => void;
  onSaved: () => void;
}

/** A dialog acting on the ticked listings. */
export interface ListingBatchDialogProps extends ListingDialogProps {
  listings: ListingRow[];
}

/** The texts, the commands, and `dialog`: the props every one of these `RecordFormDialog`s passes alike. */
export function useListingDialog({ onClose, onSaved }: Pick<ListingDialogProps, 'onClose' | 'onSaved'>) {
  const t = useFeatureText(listingsMessages);
  const commands = useListingCommands();
  return { t, commands, dialog: { busy: commands.busy, onClose, onSaved, failure: t('listings.failed') } };
}
