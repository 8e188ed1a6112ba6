/**
 * /forecastSorting (a tool page, outside the shell): scan an order or tracking number and the
 * screen says which logistics-channel bin the parcel goes in (parcels are handed over per
 * carrier). A parcel goes in its bin once; the bins show how many of their awaiting-shipment
 * orders are in already (from the server, so every browser and a reload agree).
 */
import { Box, Button, Field, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { forecastScanInput } from '@erp/schema';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMessageText } from '../../ui';
import { useFeatureText } from '../../i18n/featureIntl';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { THROWN } from '../../ui/resource';
import { useForecastBins, useSortingCommands } from './hooks';
import { pickingMessages } from './messages';
import { SortingToolLinks } from './PickListTemplatePage';

export const ForecastSortingPage = featurePage(pickingMessages, ForecastSortingScreen);

type Bin = { channelId: number; channelName: string; sorted: number; total: number };
type Feedback = { kind: 'ok'; channel: string; order: string; channelId: number } | { kind: 'error'; text: string } | null;

function ForecastSortingScreen() {
  const t = useFeatureText(pickingMessages);
  const m = useMessageText();
  const { bins: loaded, loading, error, refetch } = useForecastBins();
  const [bins, setBins] = useState<readonly Bin[]>([]);
  useEffect(() => setBins(loaded), [loaded]);
  const { forecastScan } = useSortingCommands();
  const [number, setNumber] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const focus = () => setTimeout(() => ref.current?.focus(), 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = forecastScanInput.safeParse({ number });
    if (!check.success) {
      setFeedback({ kind: 'error', text: m(check.error.issues[0]?.message ?? 'validation.failed') });
      focus();
      return;
    }
    setBusy(true);
    try {
      // the answer shows on the page
      const outcome = await forecastScan({ number: check.data.number }, { quiet: true });
      if (outcome.ok) {
        setBins(outcome.data.bins);
        setFeedback({ kind: 'ok', channel: outcome.data.channelName, order: outcome.data.orderNo, channelId: outcome.data.channelId });
      } else if (outcome.typename !== THROWN) {
        const fields = [...new Set(Object.values(outcome.fieldErrors).flat())];
        setFeedback({ kind: 'error', text: (fields.length ? fields : [outcome.message]).filter(Boolean).join(' ') || t('sortingPage.failed') });
      }
      setNumber('');
    } finally {
      setBusy(false);
      focus();
    }
  };

  return (
    <PageFrame title={t('sortingPage.forecast.title')} description={t('sortingPage.forecast.description')} actions={<SortingToolLinks />}>
      <form onSubmit={(e) => void submit(e)}>
        <HStack gap="3" align="end" maxW="2xl">
          <Field.Root flex="1">
            <Field.Label>{t('sortingPage.number')}</Field.Label>
            <Input ref={ref} size="lg" value={number} onChange={(e) => setNumber(e.target.value)} autoFocus autoComplete="off" />
          </Field.Root>
          <Button type="submit" size="lg" colorPalette="teal" loading={busy}>
            {t('sortingPage.scan')}
          </Button>
        </HStack>
      </form>
      {feedback?.kind === 'error' ? (
        <Box borderWidth="2px" borderColor="red.500" bg="red.50" _dark={{ bg: 'red.950' }} borderRadius="md" p="6" textAlign="center" role="alert">
          <Text textStyle="2xl" fontWeight="bold" color="fg.error">
            {feedback.text}
          </Text>
        </Box>
      ) : feedback?.kind === 'ok' ? (
        <Box borderWidth="2px" borderColor="teal.500" bg="teal.50" _dark={{ bg: 'teal.950' }} borderRadius="md" p="6" textAlign="center" role="status">
          <Text textStyle="lg">{t('sortingPage.bin')}</Text>
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1.1" data-testid="sorting-answer">
            {feedback.channel}
          </Text>
          <Text textStyle="md">{feedback.order}</Text>
        </Box>
      ) : (
        <Box borderWidth="1px" borderRadius="md" p="6" textAlign="center" color="fg.muted" role="status">
          <Text textStyle="xl">{t('sortingPage.waiting')}</Text>
        </Box>
      )}
      <Stack gap="2" as="section" aria-label={t('sortingPage.bins')}>
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {t('sortingPage.bins')}
        </Text>
        {loading && !bins.length ? (
          <Spinner />
        ) : error ? (
          <HStack role="alert">
            <Text color="fg.error">{t('sortingPage.failed')}</Text>
            <Button size="sm" onClick={refetch}>
              {m('ui.common.retry')}
            </Button>
          </HStack>
        ) : !bins.length ? (
          <Text color="fg.muted">{t('sortingPage.bins.empty')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {bins.map((b) => {
              const current = feedback?.kind === 'ok' && feedback.channelId === b.channelId;
              return (
                <Box
                  key={b.channelId}
                  borderWidth={current ? '3px' : '1px'}
                  borderColor={current ? 'teal.500' : 'border'}
                  borderRadius="md"
                  p="3"
                  data-bin={b.channelName}
                >
                  <Text fontWeight="semibold" truncate>
                    {b.channelName}
                  </Text>
                  <Text textStyle="2xl">{t('sortingPage.bins.count', { sorted: b.sorted, total: b.total })}</Text>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </PageFrame>
  );
}
