/**
 * A notice's reference as the seller reads it ("订单 576971941995160573", "SKU MUG-RED"), never the
 * alert key it is stored under (unmatched12:…, MUG-RED@1). The key is read by @erp/schema's
 * noticeReference, next to the builders the server uses.
 */
import { noticeReference } from '@erp/schema';
import { useCallback } from 'react';
import { useFeatureText } from '../../i18n/featureIntl';
import { messageCenterMessages } from './messages';

export function useNoticeReferenceText(): (notice: { type: string; otherBillNum?: string | null }) => string | null {
  const t = useFeatureText(messageCenterMessages);
  return useCallback(
    (notice) => {
      const ref = noticeReference(notice.type, notice.otherBillNum);
      return ref ? t(`msgCenter.ref.${ref.kind}`, { value: ref.value }) : null;
    },
    [t],
  );
}
