/**
 * /commentManagement (reviews of every marketplace that has them) and /allegroComment (Allegro's
 * only): one screen with a platform parameter. Negative reviews are highlighted; the reply dialog
 * counts characters against the review's marketplace limit; "pull reviews" fetches them now and
 * shows its progress. Replying and pulling need the screen's `.handle`.
 */
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_PLATFORMS, REVIEW_REPLY_STATUSES, REVIEW_SENTIMENTS, reviewReplyProblems, type PermissionName } from '@erp/schema';
import { useState } from 'react';
import { LuDownload, LuStar } from 'react-icons/lu';
import type { ReviewFilter } from '../../api/generated/types';
import { useFeatureText } from '../../i18n/featureIntl';
import { PermissionGuard } from '../../ui/PermissionGuard';
import { choiceField, toastError, toastSuccess, type DataTableColumn, type FilterField, type FilterValues } from '../../ui';
import { FieldFrame } from '../../ui/FormField';
import { featurePage } from '../../ui/FeatureScope';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { actionsColumn, compactFilter, FormDialog, ListPage, RowActions, shopFilter, useListScreen } from '../../ui/resource';
import { reviewList, useReviewCommands, useReviewCounts, useReviewShops, type ReviewRow } from './hooks';
import { reviewsMessages, type ReviewsMessageId } from './messages';

type Platform = 'all' | 'allegro';
const PAGE_SIZES = [20, 50, 100] as const;
const SENTIMENT_COLOR = { positive: 'green', neutral: 'gray', negative: 'red' } as const;
const REPLY_COLOR = { none: 'orange', replied: 'green', failed: 'red' } as const;
const PLATFORM_NAMES = Object.keys(REVIEW_PLATFORMS) as (keyof typeof REVIEW_PLATFORMS)[];

export const CommentManagementPage = featurePage(reviewsMessages, () => <ReviewsScreen platform="all" />);
export const AllegroCommentPage = featurePage(reviewsMessages, () => <ReviewsScreen platform="allegro" />);

const numberOf = (v: unknown) => (typeof v === 'string' && v !== '' ? Number(v) : undefined);

export function ReviewsScreen({ platform }: { platform: Platform }) {
  const t = useFeatureText(reviewsMessages);
  const apiPlatform = platform === 'allegro' ? 'allegro' : undefined;
  const handle: PermissionName = platform === 'allegro' ? 'allegroComment.handle' : 'commentManagement.handle';
  const shops = useReviewShops(apiPlatform);
  const fields: FilterField[] = [
    { name: 'keyword', label: t('reviewsPage.filter.keyword'), type: 'text' },
    shopFilter('shopId', t('reviewsPage.filter.shop'), shops),
    ...(platform === 'all'
      ? [
          {
            name: 'platformType',
            label: t('reviewsPage.filter.platform'),
            type: 'select' as const,
            options: PLATFORM_NAMES.map((p) => ({
              value: String(REVIEW_PLATFORMS[p].platformType),
              label: t(`reviewsPage.platform.${p}` as ReviewsMessageId),
            })),
          },
        ]
      : []),
    choiceField('sentiment', t('reviewsPage.filter.sentiment'), REVIEW_SENTIMENTS, (s) => t(`reviewsPage.sentiment.${s}` as ReviewsMessageId)),
    choiceField('rating', t('reviewsPage.filter.rating'), ['5', '4', '3', '2', '1'] as const, (r) => t('reviewsPage.stars', { count: r })),
    choiceField('replyStatus', t('reviewsPage.filter.replyStatus'), REVIEW_REPLY_STATUSES, (s) => t(`reviewsPage.replyStatus.${s}` as ReviewsMessageId)),
  ];
  const toFilter = (v: FilterValues): ReviewFilter =>
    compactFilter<ReviewFilter>({
      platform: apiPlatform,
      keyword: textOrUndefined(v.keyword),
      shopId: numberOf(v.shopId),
      platformType: numberOf(v.platformType),
      sentiment: textOrUndefined(v.sentiment),
      rating: numberOf(v.rating),
      replyStatus: textOrUndefined(v.replyStatus),
    });
  const screen = useListScreen({
    ...reviewList,
    fields,
    toFilter,
    paging: 'limit',
    variables: (filter) => ({ filter: compactFilter<ReviewFilter>({ ...filter, platform: apiPlatform }) }),
  });
  const { counts, refetch: refetchCounts } = useReviewCounts(compactFilter<ReviewFilter>({ ...screen.filter, platform: apiPlatform }));
  const commands = useReviewCommands();
  const [replying, setReplying] = useState<ReviewRow | null>(null);
  const [pulling, setPulling] = useState(false);
  const reload = () => {
    screen.reload();
    void refetchCounts();
  };

  const pull = async () => {
    setPulling(true);
    try {
      const outcome = await commands.pull({ platform: apiPlatform }, { failure: t('reviewsPage.pullFailed') });
      if (outcome.ok) {
        const created = outcome.data.shops.reduce((n, s) => n + s.created, 0);
        toastSuccess(t('reviewsPage.pulled', { shops: outcome.data.shops.length, created }));
        if (outcome.data.failed > 0) toastError(t('reviewsPage.pulledFailed', { failed: outcome.data.failed }));
        reload();
      }
    } finally {
      setPulling(false);
    }
  };

  const platformLabel = (p: string) => (PLATFORM_NAMES.includes(p as never) ? t(`reviewsPage.platform.${p}` as ReviewsMessageId) : p);
  /** A reply pulled with the review (written on the marketplace's own site, no ERP user): the shop's seller name there. */
  const repliedOnMarketplace = (r: ReviewRow) => t('reviewsPage.repliedOnMarketplace', { shop: r.shopName, platform: platformLabel(r.platform) });

  const columns: DataTableColumn<ReviewRow>[] = [
    {
      key: 'review',
      header: t('reviewsPage.col.review'),
      hideable: false,
      cell: (r) => {
        const negative = r.sentiment === 'negative';
        return (
          <Box
            borderLeftWidth="3px"
            borderLeftColor={negative ? 'red.500' : 'transparent'}
            bg={negative ? 'red.subtle' : undefined}
            ps="2"
            py="1"
            maxW="md"
            data-negative={negative ? 'true' : undefined}
          >
            <HStack gap="2" mb="1">
              <Badge colorPalette={SENTIMENT_COLOR[r.sentiment as keyof typeof SENTIMENT_COLOR] ?? 'gray'}>
                {t(`reviewsPage.sentiment.${r.sentiment}` as ReviewsMessageId)}
              </Badge>
              <HStack gap="0" aria-label={t('reviewsPage.stars', { count: r.rating })} color="orange.400">
                {Array.from({ length: 5 }, (_, i) => (
                  <LuStar key={i} size={12} fill={i < r.rating ? 'currentColor' : 'none'} />
                ))}
              </HStack>
              {platform === 'all' ? (
                <Text textStyle="xs" color="fg.muted">
                  {platformLabel(r.platform)}
                </Text>
              ) : null}
            </HStack>
            <Text textStyle="sm" lineClamp={3} title={r.content}>
              {r.content || '—'}
            </Text>
          </Box>
        );
      },
    },
    {
      key: 'buyer',
      header: t('reviewsPage.col.buyer'),
      cell: (r) => (
        <Stack gap="0">
          <Text>{r.buyerName || r.buyerAccount}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.buyerAccount}
          </Text>
        </Stack>
      ),
    },
    { key: 'shop', header: t('reviewsPage.col.shop'), cell: (r) => r.shopName },
    { key: 'order', header: t('reviewsPage.col.order'), cell: (r) => <Text fontFamily="mono">{r.platformOrderNo || '—'}</Text> },
    { key: 'reviewedAt', header: t('reviewsPage.col.reviewedAt'), cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.reviewedAt)}</Text> },
    {
      key: 'reply',
      header: t('reviewsPage.col.reply'),
      cell: (r) => (
        <Stack gap="1" maxW="xs">
          <Badge alignSelf="start" colorPalette={REPLY_COLOR[r.replyStatus as keyof typeof REPLY_COLOR] ?? 'gray'}>
            {t(`reviewsPage.replyStatus.${r.replyStatus}` as ReviewsMessageId)}
          </Badge>
          {r.reply ? (
            <Text textStyle="xs" lineClamp={2} title={r.reply}>
              {r.reply}
            </Text>
          ) : null}
          {r.replyStatus === 'failed' && r.replyError ? (
            <Text textStyle="xs" color="fg.error">
              {t('reviewsPage.failedReason', { reason: r.replyError })}
            </Text>
          ) : null}
          {r.replyStatus === 'replied' && r.repliedAt ? (
            <Text textStyle="xs" color="fg.muted">
              {t('reviewsPage.repliedBy', { name: r.repliedBy || repliedOnMarketplace(r), time: formatDateTime(r.repliedAt) })}
            </Text>
          ) : null}
          {r.replyStatus !== 'replied' && r.replyDeadline ? (
            <Text textStyle="xs" color="orange.fg">
              {t('reviewsPage.replyBy', { time: formatDateTime(r.replyDeadline) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    actionsColumn(t('reviewsPage.col.actions'), (r) => (
      <RowActions
        record={r.buyerAccount}
        actions={[
          {
            key: 'reply',
            label: r.replyStatus === 'failed' ? t('reviewsPage.retry') : r.replyStatus === 'replied' ? t('reviewsPage.replyAgain') : t('reviewsPage.reply'),
            permission: handle,
            when: r.replyStatus !== 'replied' || !r.replyOnce,
            onClick: () => setReplying(r),
          },
        ]}
      />
    )),
  ];

  return (
    <ListPage
      page={{
        title: t(`reviewsPage.title.${platform}`),
        description: t(`reviewsPage.description.${platform}`),
        emptyText: t('reviewsPage.empty'),
        name: platform === 'allegro' ? 'allegroComment' : 'commentManagement',
        actions: (
          <PermissionGuard permission={handle}>
            <Button size="sm" colorPalette="teal" loading={pulling} loadingText={t('reviewsPage.pulling')} onClick={() => void pull()}>
              <LuDownload /> {t('reviewsPage.pull')}
            </Button>
          </PermissionGuard>
        ),
      }}
      screen={screen}
      columns={columns}
      pageSizes={PAGE_SIZES}
      error={screen.rows.length === 0 ? screen.error : undefined}
      above={
        counts ? (
          <Text textStyle="sm" color="fg.muted" data-testid="review-summary">
            {t('reviewsPage.summary', counts)}
          </Text>
        ) : null
      }
    >
      {replying ? (
        <ReplyDialog
          review={replying}
          onClose={() => setReplying(null)}
          busy={commands.busy}
          onReply={async (text) => {
            const outcome = await commands.reply({ input: { id: replying.id, text } }, { quiet: true });
            if (outcome.ok) {
              setReplying(null);
              if (outcome.data.replyStatus === 'failed') toastError(t('reviewsPage.replyRefused', { reason: outcome.data.replyError }));
              else toastSuccess(t('reviewsPage.replied'));
              reload();
              return null;
            }
            return outcome.fieldErrors.text?.[0] ?? outcome.message ?? t('reviewsPage.replyFailed');
          }}
        />
      ) : null}
    </ListPage>
  );
}

/** The reply with its character counter; the marketplace's rules are checked before sending (reviewReplyProblems). */
function ReplyDialog({
  review,
  onReply,
  onClose,
  busy,
}: {
  review: ReviewRow;
  /** Sends the reply; answers the problem to show, or null when done. */
  onReply: (text: string) => Promise<string | null>;
  onClose: () => void;
  busy: boolean;
}) {
  const t = useFeatureText(reviewsMessages);
  const [text, setText] = useState(review.replyStatus === 'failed' ? review.reply : '');
  const [error, setError] = useState<string | null>(null);
  const count = [...text.trim()].length;
  const over = count > review.replyMax;
  const submit = async () => {
    const platformType = REVIEW_PLATFORMS[review.platform as keyof typeof REVIEW_PLATFORMS]?.platformType ?? 0;
    const [problem] = reviewReplyProblems(
      {
        platformType,
        replyStatus: review.replyStatus,
        reviewedAt: new Date(review.reviewedAt),
        replyDeadline: review.replyDeadline ? new Date(review.replyDeadline) : null,
      },
      text,
      new Date(),
    );
    if (problem && problem.messageId !== 'review.notSupported') {
      setError(t(problem.messageId as never, 'params' in problem ? problem.params : undefined));
      return;
    }
    setError(await onReply(text.trim()));
  };
  return (
    <FormDialog
      title={t('reviewsPage.dialog.title')}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitText={t('reviewsPage.dialog.submit')}
      cancelText={t('reviewsPage.dialog.cancel')}
      hint={t('reviewsPage.dialog.review', { buyer: review.buyerName || review.buyerAccount, stars: review.rating, content: review.content })}
    >
      <FieldFrame
        label={t('reviewsPage.dialog.label')}
        required
        error={error ?? undefined}
        helperText={review.replyOnce ? t('reviewsPage.dialog.once') : undefined}
      >
        <Textarea
          value={text}
          rows={5}
          aria-label={t('reviewsPage.dialog.label')}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
      </FieldFrame>
      <Text textStyle="xs" alignSelf="end" color={over ? 'fg.error' : 'fg.muted'} data-testid="reply-counter">
        {t('reviewsPage.dialog.counter', { count, max: review.replyMax })}
      </Text>
    </FormDialog>
  );
}
