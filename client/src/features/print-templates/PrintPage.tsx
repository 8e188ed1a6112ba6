/**
 * /print?ids=1,2&kind=label, a tool page: renders a chosen print template for the chosen orders to
 * one PDF on the server (one page per order, spec 02 §2; issue 18 C). Opened from /orders with the
 * ticked orders (the address carries their ids; the page shows their order numbers); order numbers
 * may also be typed.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { oneOf, PRINT_TEMPLATE_KINDS } from '@erp/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { PrintOrderByNumberDocument, PrintOrderNumbersDocument } from './printTemplates.generated';
import { usePrintTemplateCommands, usePrintTemplatesOfKind } from './hooks';
import { printTemplatesMessages } from './messages';
import { openPdf } from './pdf';

export const PrintPage = featurePage(printTemplatesMessages, PrintScreen);

const parseIds = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

/** Order numbers typed or filled in: one per line, or separated by commas / semicolons (also full-width). */
const parseNumbers = (text: string) => [...new Set(text.split(/[\s,;，；、]+/).filter(Boolean))];

/** The global id of an order (`nodes(ids:)`): base64url of "Order:<id>". */
const orderNodeId = (id: number) => btoa(`Order:${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `nodes` answers at most 100 ids a call. */
const NODES_MAX = 100;

function PrintScreen() {
  const t = useFeatureText(printTemplatesMessages);
  const [params] = useSearchParams();
  const client = useApolloClient();
  const kind = oneOf(PRINT_TEMPLATE_KINDS, params.get('kind'));
  const addressIds = useMemo(() => parseIds(params.get('ids') ?? ''), [params]);
  // order number → id of the orders met so far (the address's, then the typed ones looked up)
  const known = useRef(new Map<string, number>());
  const [numbersText, setNumbersText] = useState('');
  const [resolving, setResolving] = useState(addressIds.length > 0);
  const numbers = useMemo(() => parseNumbers(numbersText), [numbersText]);
  const list = usePrintTemplatesOfKind(kind);
  const templates = list.rows;
  const [templateId, setTemplateId] = useState<number | null>(null);
  const commands = usePrintTemplateCommands();
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [looking, setLooking] = useState(false);

  // the default template of the asked kind (else the first one) is chosen at first
  useEffect(() => {
    if (templateId == null && templates.length) setTemplateId((templates.find((r) => r.isDefault) ?? templates[0])!.id);
  }, [templates, templateId]);

  // the orders of the address, shown by their order numbers
  useEffect(() => {
    if (!addressIds.length) return;
    let active = true;
    const chunks: number[][] = [];
    for (let i = 0; i < addressIds.length; i += NODES_MAX) chunks.push(addressIds.slice(i, i + NODES_MAX));
    Promise.all(chunks.map((ids) => client.query({ query: PrintOrderNumbersDocument, variables: { ids: ids.map(orderNodeId) }, fetchPolicy: 'no-cache' })))
      .then((answers) => {
        if (!active) return;
        const found: string[] = [];
        for (const node of answers.flatMap((a) => a.data?.nodes ?? [])) {
          if (node?.__typename !== 'Order') continue;
          known.current.set(node.orderNo, node.id);
          found.push(node.orderNo);
        }
        setNumbersText(found.join('\n'));
        if (found.length < addressIds.length) setProblem(t('printTemplates.print.someMissing', { count: addressIds.length - found.length }));
      })
      .catch(() => active && setProblem(t('printTemplates.failed')))
      .finally(() => active && setResolving(false));
    return () => {
      active = false;
    };
  }, [addressIds, client, t]);

  /** The ids of the numbers on the page; numbers no order of the company has are reported, and then nothing prints. */
  const idsOf = async (wanted: string[]): Promise<number[] | null> => {
    const unknown = wanted.filter((n) => !known.current.has(n));
    const answers = await Promise.all(
      unknown.map((keyword) => client.query({ query: PrintOrderByNumberDocument, variables: { keyword }, fetchPolicy: 'no-cache' })),
    );
    answers.forEach((a, i) => {
      const hit = a.data?.orders.edges.find((e) => e.node.orderNo === unknown[i]);
      if (hit) known.current.set(hit.node.orderNo, hit.node.id);
    });
    const missing = wanted.filter((n) => !known.current.has(n));
    if (missing.length) {
      setProblem(t('printTemplates.print.notFound', { numbers: missing.join(', ') }));
      return null;
    }
    return wanted.map((n) => known.current.get(n)!);
  };

  const kindLabel = (k: string) => t(`printTemplates.kind.${oneOf(PRINT_TEMPLATE_KINDS, k) ?? 'label'}`);
  const print = async () => {
    if (!templateId) return;
    setDone('');
    setProblem('');
    setLooking(true);
    let orderIds: number[] | null;
    try {
      orderIds = await idsOf(numbers);
    } catch {
      setProblem(t('printTemplates.failed'));
      return;
    } finally {
      setLooking(false);
    }
    if (!orderIds) return;
    const outcome = await commands.print({ templateId, orderIds }, { failure: t('printTemplates.failed') });
    if (outcome.ok) {
      setDone(t('printTemplates.print.done', { pages: outcome.data.pages, filename: outcome.data.filename }));
      openPdf(outcome.data.contentBase64, outcome.data.filename);
    }
  };

  return (
    <PageFrame title={t('printTemplates.print.title')} description={t('printTemplates.print.description')}>
      <Stack gap="4" maxW="640px">
        <label>
          <Text fontSize="sm" mb="1">
            {t('printTemplates.print.template')}
          </Text>
          <NativeSelect.Root size="sm" disabled={list.loading && !templates.length}>
            <NativeSelect.Field
              aria-label={t('printTemplates.print.template')}
              value={templateId ?? ''}
              onChange={(e) => setTemplateId(Number(e.target.value) || null)}
            >
              {templates.length ? null : <option value="">{list.loading ? '…' : t('printTemplates.print.noTemplates')}</option>}
              {templates.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${kindLabel(r.kind)} · ${r.name}${r.isDefault ? ` (${t('printTemplates.default')})` : ''} · ${r.pageWidth} × ${r.pageHeight} mm`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </label>
        {list.error ? <Text color="red.600">{t('printTemplates.failed')}</Text> : null}
        <label>
          <Text fontSize="sm" mb="1">
            {t('printTemplates.print.orders')}
          </Text>
          <Textarea
            size="sm"
            rows={4}
            aria-label={t('printTemplates.print.orders')}
            placeholder={resolving ? t('printTemplates.print.loading') : undefined}
            disabled={resolving}
            value={numbersText}
            onChange={(e) => {
              setNumbersText(e.target.value);
              setProblem('');
            }}
          />
        </label>
        <HStack>
          <Button
            colorPalette="teal"
            size="sm"
            onClick={() => void print()}
            loading={commands.busy || looking}
            loadingText={t('printTemplates.print.busy')}
            disabled={!templateId || !numbers.length || resolving}
          >
            {t('printTemplates.print.go')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('printTemplates.print.count', { count: numbers.length })}
          </Text>
        </HStack>
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
        {done ? (
          <Text fontSize="sm" color="green.700" role="status">
            {done}
          </Text>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
