/** A listing's details: the marketplace's last refusal, every publish attempt with its answer, the status history. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { PlatformName } from '@erp/schema';
import { useFeatureText } from '../../../i18n/featureIntl';
import { formatDateTime } from '../../../ui/format';
import { InfoDialog, LinesTable, useRecord } from '../../../ui/resource';
import { Notice } from '../../../ui/Notice';
import { useMessageText } from '../../../ui/useUiText';
import type { ListingRow } from '../hooks';
import { ListingDetailDocument } from '../listings.generated';
import { listingsMessages, type ListingsMessageId } from '../messages';

const OUTCOME_COLORS: Record<string, string> = { online: 'green', failed: 'red', rateLimited: 'orange' };

export function ListingDetailDialog({ marketplace, listing, onClose }: { marketplace: PlatformName; listing: ListingRow; onClose: () => void }) {
  const t = useFeatureText(listingsMessages);
  const message = useMessageText();
  const { record } = useRecord(ListingDetailDocument, (d) => d.listing, { marketplace, id: listing.id });
  const detail = record ?? null;
  const status = (s: string) => (s ? message(`listing.status.${s}`) : '—');
  return (
    <InfoDialog title={t('listings.detail.title', { sku: listing.sellerSku || listing.title })} subtitle={listing.title} onClose={onClose} size="lg">
      <Stack gap="5">
        {detail?.lastErrorMessage ? (
          <Notice
            status="error"
            title={t('listings.detail.lastError')}
            description={`${detail.lastErrorMessage}${detail.lastError ? ` — ${detail.lastError}` : ''}`}
          />
        ) : null}
        <Stack gap="2">
          <Text fontWeight="medium">{t('listings.detail.attempts')}</Text>
          {detail && detail.attempts.length === 0 ? <Text color="fg.muted">{t('listings.detail.noAttempts')}</Text> : null}
          {detail?.attempts.length ? (
            <LinesTable
              aria-label={t('listings.detail.attempts')}
              lines={detail.attempts}
              columns={[
                { header: t('listings.col.updated'), cell: (a) => formatDateTime(a.startedAt) },
                { header: t('listings.col.status'), cell: (a) => message(`listing.action.${a.action}`) },
                {
                  header: t('listings.detail.lastError'),
                  cell: (a) => (
                    <Stack gap="0">
                      <Badge alignSelf="start" colorPalette={OUTCOME_COLORS[a.outcome ?? ''] ?? 'gray'}>
                        {t(`listings.detail.outcome.${a.outcome ?? 'pending'}` as ListingsMessageId)}
                      </Badge>
                      {a.marketplaceMessage ? <Text textStyle="xs">{a.marketplaceMessage}</Text> : null}
                    </Stack>
                  ),
                },
                { header: t('listings.col.marketplaceId'), cell: (a) => a.marketplaceListingId ?? '—' },
              ]}
            />
          ) : null}
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium">{t('listings.detail.history')}</Text>
          {detail ? (
            <LinesTable
              aria-label={t('listings.detail.history')}
              lines={detail.history}
              columns={[
                { header: t('listings.col.updated'), cell: (h) => formatDateTime(h.createdAt) },
                { header: t('listings.col.status'), cell: (h) => `${status(h.fromStatus)} → ${status(h.toStatus)}` },
                { header: t('listings.col.actions'), cell: (h) => h.remark || message(`listing.action.${h.action}`) },
                { header: '', cell: (h) => h.userName || t('listings.detail.runner') },
              ]}
            />
          ) : null}
        </Stack>
      </Stack>
    </InfoDialog>
  );
}
