/**
 * The caller's AI conversation (one per company and user): the stored messages, the question being
 * answered and the answer as it streams in; a provider failure shows its message and keeps the
 * question in the box (the server stored nothing). Used by /chatGPT, /chatGPTOnline and /chatGPTOnlineWap.
 */
import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { AI_CHAT_MESSAGE_MAX } from '@erp/schema';
import { useRef, useState } from 'react';
import { LuSend, LuTrash2 } from 'react-icons/lu';
import { useFeatureText } from '../../../i18n/featureIntl';
import { LoadFailed, Notice, PermissionGuard, useConfirm } from '../../../ui';
import { useRecord } from '../../../ui/resource';
import { AiChatMessagesDocument } from '../ai-writing.generated';
import { useAiCommands, useAiStatus } from '../hooks';
import { aiWritingMessages } from '../messages';
import { streamAi } from '../stream';

function Bubble({ role, content }: { role: string; content: string }) {
  const t = useFeatureText(aiWritingMessages);
  const mine = role === 'user';
  return (
    <Stack align={mine ? 'end' : 'start'} gap="0.5" role="listitem">
      <Text textStyle="xs" color="fg.muted">
        {mine ? t('ai.chat.you') : t('ai.chat.assistant')}
      </Text>
      <Box bg={mine ? 'teal.subtle' : 'bg.muted'} borderRadius="md" px="3" py="2" maxW="80%" whiteSpace="pre-wrap">
        {content}
      </Box>
    </Stack>
  );
}

export function AiChat({ compact = false }: { compact?: boolean }) {
  const t = useFeatureText(aiWritingMessages);
  const confirm = useConfirm();
  const status = useAiStatus();
  const commands = useAiCommands();
  const { record, error, refetch } = useRecord(AiChatMessagesDocument, (d) => d.aiChatMessages);
  const [text, setText] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState('');
  const abort = useRef<AbortController | null>(null);

  const send = async () => {
    const message = text.trim();
    if (!message || asking) return;
    setAsking(message);
    setAnswer('');
    setFailure('');
    abort.current = new AbortController();
    try {
      await streamAi('ai/chatStream', { message }, (piece) => setAnswer((a) => a + piece), abort.current.signal);
      setText('');
      await refetch();
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : t('ai.gen.failed'));
    } finally {
      setAsking(null);
      setAnswer('');
    }
  };

  const clear = async () => {
    if (!(await confirm({ message: t('ai.chat.confirmClear'), danger: true }))) return;
    const outcome = await commands.clearChat({}, { success: t('ai.chat.cleared') });
    if (outcome.ok) await refetch();
  };

  if (error && !record) return <LoadFailed title={t('ai.chat.loadFailed')} onRetry={() => void refetch()} />;
  const messages = record ?? [];
  return (
    <Stack gap="3" aria-label={t('ai.chat.title')} role="region">
      <Stack gap="3" role="list" maxH={compact ? undefined : '60vh'} overflowY="auto" borderWidth="1px" borderRadius="md" p="3">
        {messages.length === 0 && !asking ? <Text color="fg.muted">{t('ai.chat.empty')}</Text> : null}
        {messages.map((m) => (
          <Bubble key={m.id} role={m.role} content={m.content} />
        ))}
        {asking ? <Bubble role="user" content={asking} /> : null}
        {asking ? <Bubble role="assistant" content={answer || t('ai.gen.writing')} /> : null}
      </Stack>
      {failure ? <Notice status="error" description={failure} /> : null}
      <Textarea
        aria-label={t('ai.chat.input')}
        value={text}
        maxLength={AI_CHAT_MESSAGE_MAX}
        rows={compact ? 2 : 3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
      />
      <HStack justify="space-between">
        <PermissionGuard permission="chatGPT">
          <Button size="sm" variant="ghost" onClick={() => void clear()} disabled={!messages.length || !!asking}>
            <LuTrash2 /> {t('ai.chat.clear')}
          </Button>
        </PermissionGuard>
        <PermissionGuard permission="chatGPT.generate">
          <Button size="sm" colorPalette="teal" onClick={() => void send()} loading={!!asking} disabled={!text.trim() || status?.configured === false}>
            <LuSend /> {t('ai.chat.send')}
          </Button>
        </PermissionGuard>
      </HStack>
    </Stack>
  );
}
