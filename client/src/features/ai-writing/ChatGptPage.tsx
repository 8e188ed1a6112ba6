/**
 * /chatGPT: AI copywriting (spec 02 §2; issue 24 item 7). Left: what to write (title, description,
 * bullet points, keywords), a prompt template, a listing draft whose title, attributes, keywords,
 * marketplace and site language fill the prompt, and the caller's own entries (at most 20 AI input
 * entries in all, refused before sending). The answer shows as it streams in, then as the fields it
 * becomes within the marketplace's limits, with one click to apply them to the listing draft (the
 * listings service's own rules and permission hold). Below: the caller's AI chat.
 */
import { Badge, Box, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { AI_GENERATE_KINDS, AI_INPUT_MAX_ENTRIES, type AiGenerateKind } from '@erp/schema';
import { useRef, useState } from 'react';
import { LuCheck, LuSparkles, LuSquare } from 'react-icons/lu';
import { useFeatureText } from '../../i18n/featureIntl';
import { ChoiceSelect, FieldFrame, Notice, PermissionGuard, toastSuccess } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useRecord } from '../../ui/resource';
import { AiCommandTemplatesDocument } from './ai-writing.generated';
import { AiChat } from './components/AiChat';
import { NotConfiguredNotice } from './components/NotConfiguredNotice';
import { entriesOver, linesOf, useAiCommands, useAiStatus, type AiGenerationResult } from './hooks';
import { aiWritingMessages } from './messages';
import { streamAi } from './stream';

export const ChatGptPage = featurePage(aiWritingMessages, ChatGptScreen);

function ChatGptScreen() {
  const t = useFeatureText(aiWritingMessages);
  return (
    <PageFrame title={t('ai.gen.title')} description={t('ai.gen.description', { max: AI_INPUT_MAX_ENTRIES })}>
      <NotConfiguredNotice />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <Generator />
        <Stack gap="2">
          <Text fontWeight="semibold">{t('ai.chat.title')}</Text>
          <AiChat />
        </Stack>
      </SimpleGrid>
    </PageFrame>
  );
}

export function Generator() {
  const t = useFeatureText(aiWritingMessages);
  const status = useAiStatus();
  const commands = useAiCommands();
  const [kind, setKind] = useState<AiGenerateKind>('title');
  const [templateId, setTemplateId] = useState('');
  const [listingId, setListingId] = useState('');
  const [title, setTitle] = useState('');
  const [keywords, setKeywords] = useState('');
  const [entries, setEntries] = useState('');
  const [language, setLanguage] = useState('');
  const [output, setOutput] = useState('');
  const [result, setResult] = useState<AiGenerationResult | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const { record: templates } = useRecord(AiCommandTemplatesDocument, (d) => d.aiCommandTemplates.edges, { first: 100, filter: { kind } }, { silent: true });

  const keywordList = linesOf(keywords, /[,，\n]/);
  const entryList = linesOf(entries);
  const count = keywordList.length + entryList.length;
  const tooMany = entriesOver(count);
  const listing = /^\d+$/.test(listingId.trim()) ? Number(listingId.trim()) : null;

  const generate = async () => {
    if (tooMany || busy) return;
    setBusy(true);
    setOutput('');
    setResult(null);
    setFailure('');
    abort.current = new AbortController();
    try {
      const r = await streamAi<AiGenerationResult>(
        'ai/generateStream',
        {
          kind,
          templateId: templateId ? Number(templateId) : undefined,
          listingId: listing ?? undefined,
          title: title.trim() || undefined,
          keywords: keywordList.length ? keywordList : undefined,
          entries: entryList.length ? entryList : undefined,
          language: language.trim() || undefined,
        },
        (piece) => setOutput((o) => o + piece),
        abort.current.signal,
      );
      setResult(r);
    } catch (err) {
      if (!abort.current.signal.aborted) setFailure(err instanceof Error && err.message ? err.message : t('ai.gen.failed'));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!result || !result.listingId) return;
    const input = {
      listingId: result.listingId,
      title: result.title || undefined,
      description: result.description || undefined,
      bulletPoints: result.bulletPoints?.length ? result.bulletPoints : undefined,
      keywords: result.keywords?.length ? result.keywords : undefined,
    };
    const outcome = await commands.apply({ input }, { failure: t('ai.gen.applyFailed') });
    if (outcome.ok) toastSuccess(t('ai.gen.applied', { title: outcome.data.title }));
  };

  return (
    <Stack gap="3" role="form" aria-label={t('ai.gen.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FieldFrame label={t('ai.gen.kind')}>
          <ChoiceSelect
            aria-label={t('ai.gen.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v as AiGenerateKind);
              setTemplateId('');
            }}
            options={AI_GENERATE_KINDS.map((k) => ({ value: k, label: t(`ai.kind.${k}`) }))}
          />
        </FieldFrame>
        <FieldFrame label={t('ai.gen.template')}>
          <ChoiceSelect
            aria-label={t('ai.gen.template')}
            value={templateId}
            onChange={setTemplateId}
            empty={t('ai.gen.defaultTemplate')}
            options={(templates ?? []).map((e) => ({ value: e.node.id, label: e.node.name }))}
          />
        </FieldFrame>
        <FieldFrame label={t('ai.gen.listingId')} helperText={t('ai.gen.listingHint')}>
          <Input size="sm" inputMode="numeric" aria-label={t('ai.gen.listingId')} value={listingId} onChange={(e) => setListingId(e.target.value)} />
        </FieldFrame>
        <FieldFrame label={t('ai.gen.language')}>
          <Input size="sm" aria-label={t('ai.gen.language')} value={language} onChange={(e) => setLanguage(e.target.value)} />
        </FieldFrame>
      </SimpleGrid>
      <FieldFrame label={t('ai.gen.productTitle')}>
        <Input size="sm" aria-label={t('ai.gen.productTitle')} value={title} onChange={(e) => setTitle(e.target.value)} />
      </FieldFrame>
      <FieldFrame label={t('ai.gen.keywords')}>
        <Input size="sm" aria-label={t('ai.gen.keywords')} value={keywords} onChange={(e) => setKeywords(e.target.value)} />
      </FieldFrame>
      <FieldFrame
        label={t('ai.gen.entries')}
        error={tooMany ? t('ai.gen.tooMany', { max: AI_INPUT_MAX_ENTRIES }) : undefined}
        helperText={t('ai.gen.count', { count, max: AI_INPUT_MAX_ENTRIES })}
      >
        <Textarea size="sm" rows={4} aria-label={t('ai.gen.entries')} value={entries} onChange={(e) => setEntries(e.target.value)} />
      </FieldFrame>
      <HStack>
        <PermissionGuard permission="chatGPT.generate">
          <Button size="sm" colorPalette="teal" onClick={() => void generate()} loading={busy} disabled={tooMany || status?.configured === false}>
            <LuSparkles /> {t('ai.gen.generate')}
          </Button>
        </PermissionGuard>
        {busy ? (
          <Button size="sm" variant="outline" onClick={() => abort.current?.abort()}>
            <LuSquare /> {t('ai.gen.stop')}
          </Button>
        ) : null}
      </HStack>
      {failure ? <Notice status="error" description={failure} /> : null}
      {output || busy ? (
        <Box borderWidth="1px" borderRadius="md" p="3" role="region" aria-label={t('ai.gen.output')}>
          <HStack justify="space-between" mb="2">
            <Text fontWeight="semibold">{t('ai.gen.output')}</Text>
            {result ? <Badge>{t('ai.gen.limit', { language: result.language, limit: result.limit })}</Badge> : null}
          </HStack>
          <Text whiteSpace="pre-wrap" data-testid="ai-output">
            {result ? resultText(result) : output || t('ai.gen.writing')}
          </Text>
          {result?.listingId ? (
            <PermissionGuard permission="chatGPT.generate">
              <Button mt="3" size="sm" colorPalette="teal" variant="outline" onClick={() => void apply()} loading={commands.busy}>
                <LuCheck /> {t('ai.gen.apply')}
              </Button>
            </PermissionGuard>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}

/** The fields a result became, as the text shown (title / description as they are, lists one per line). */
function resultText(r: AiGenerationResult): string {
  if (r.title) return r.title;
  if (r.description) return r.description;
  if (r.bulletPoints?.length) return r.bulletPoints.map((b) => `• ${b}`).join('\n');
  if (r.keywords?.length) return r.keywords.join(', ');
  return r.text;
}
