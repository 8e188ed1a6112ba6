/**
 * One conversation (the inbox's right pane and the chat widget's): its messages, newest at the
 * bottom, polled every 3 s while open (spec 01 §2 fallback beside PlatformChatEvent), sending /
 * failed states with failMsg and retry, a translate button on each message (kept with
 * saveChatTranslation), and the reply box: Enter sends, Ctrl+Enter adds a line. By the
 * conversation's marketplace (spec 01 §2): type 1 answers with pictures (at most 6) and to a
 * message (reply-to); types 9 and 33 fill a reply template (variables from the linked order);
 * type 33 creates an order for the buyer.
 */
import { Badge, Box, Button, CloseButton, Flex, HStack, IconButton, Image, Menu, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import {
  CHAT_DETAIL_PAGE_SIZE,
  CHAT_MAX_IMAGES,
  CHAT_POLL_MS,
  CHAT_RICH_PLATFORMS,
  CHAT_TEMPLATE_PLATFORMS,
  chatImageNameHasChinese,
  chatImageTypeAllowed,
  chatMessageMax,
  fillReplyTemplate,
} from '@erp/schema';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LuImagePlus, LuLanguages, LuMessageSquareReply, LuPlus, LuRotateCcw, LuTriangleAlert } from 'react-icons/lu';
import { useFeatureLang, useFeatureText } from '../../../i18n/featureIntl';
import { EmptyNote, LoadFailed, toastError, toastSuccess, useMessageText } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { useHasPermission } from '../../../ui/PermissionGuard';
import { openToolPage } from '../../../app/toolWindows';
import { uploadImage } from '../../catalog/hooks';
import { ChatTranslateDocument } from '../chat.generated';
import { useChatCommands, useConversationDetail, useReplyTemplates } from '../hooks';
import { chatMessages } from '../messages';

/** Platform type 33 creates orders from a conversation (spec 01 §2). */
export const CHAT_ORDER_PLATFORMS: readonly number[] = [33];

export function Conversation({ id }: { id: number }) {
  const t = useFeatureText(chatMessages);
  const lang = useFeatureLang();
  const message = useMessageText();
  const apollo = useApolloClient();
  const [limit, setLimit] = useState(CHAT_DETAIL_PAGE_SIZE);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [media, setMedia] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [replyTo, setReplyTo] = useState<{ messageId: string; text: string } | null>(null);
  const [translating, setTranslating] = useState<number | null>(null);
  const detail = useConversationDetail(id, limit, CHAT_POLL_MS);
  const commands = useChatCommands();
  const canReply = useHasPermission('buyerMessage.reply');
  const canCreateOrder = useHasPermission('order.create');
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setLimit(CHAT_DETAIL_PAGE_SIZE);
    setText('');
    setProblem('');
    setMedia([]);
    setReplyTo(null);
  }, [id]);
  const record = detail.record?.conversation.id === id ? detail.record : null;
  const platformType = record?.conversation.platformType ?? 0;
  const rich = CHAT_RICH_PLATFORMS.includes(platformType);
  const { templates } = useReplyTemplates(platformType, record?.conversation.shopId ?? 0, !!record && CHAT_TEMPLATE_PLATFORMS.includes(platformType));
  // the newest message in view when one arrives or is sent
  const logRef = useRef<HTMLDivElement>(null);
  const newest = record?.messages[0] ? `${record.messages[0].id}:${record.messages[0].status}` : '';
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  if (!record) {
    if (detail.error) return <LoadFailed onRetry={() => detail.refetch()} />;
    if (!detail.loading && detail.data) return <EmptyNote>{t('chat.detail.empty')}</EmptyNote>;
    return <Spinner aria-label="loading" />;
  }
  const c = record.conversation;
  const order = record.order;
  const shown = [...record.messages].reverse();
  const max = chatMessageMax(platformType);

  const send = async () => {
    const body = text.trim();
    if (!body) {
      setProblem(message('platformChat.pleaseEnterTheSendMessage'));
      return;
    }
    if (body.length > max) {
      setProblem(message('chat.messageTooLong', { max }));
      return;
    }
    setProblem('');
    const input = {
      conversationId: id,
      message: body,
      ...(rich && media.length ? { messageMedia: media } : {}),
      ...(rich && replyTo ? { replyMessageId: replyTo.messageId } : {}),
    };
    const r = await commands.send({ input });
    if (r.ok) {
      setText('');
      setMedia([]);
      setReplyTo(null);
    }
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter') return;
    if (e.ctrlKey) {
      // Ctrl+Enter: a line break where the caret is (a textarea alone ignores Ctrl+Enter)
      e.preventDefault();
      const el = e.currentTarget;
      const at = el.selectionStart ?? text.length;
      setText(`${text.slice(0, at)}\n${text.slice(el.selectionEnd ?? at)}`);
      return;
    }
    if (e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  const translate = async (m: { id: number; message: string }) => {
    if (!m.message.trim()) {
      toastError(message('ebayMessage.pleaseEnterTranslationContent'));
      return;
    }
    setTranslating(m.id);
    try {
      const r = await apollo.query({ query: ChatTranslateDocument, variables: { text: m.message, target: lang }, fetchPolicy: 'network-only' });
      const answer = r.data?.translate;
      if (answer?.__typename !== 'QueryTranslateSuccess') {
        toastError(answer && 'message' in answer ? answer.message : t('chat.translate.failed'));
        return;
      }
      if (!answer.data.configured) toastSuccess(t('chat.translate.notConfigured'));
      await commands.saveTranslation({ id: m.id, messageCn: answer.data.text });
    } catch {
      toastError(t('chat.translate.failed'));
    } finally {
      setTranslating(null);
    }
  };

  const addPictures = async (files: FileList | null) => {
    if (!files?.length) return;
    const picked = [...files];
    if (media.length + picked.length > CHAT_MAX_IMAGES) {
      setProblem(message('chat.tooManyImages'));
      return;
    }
    for (const f of picked) {
      if (chatImageNameHasChinese(f.name)) {
        setProblem(message('chat.imageNameChinese'));
        return;
      }
      if (!chatImageTypeAllowed(f.name)) {
        setProblem(message('chat.imageType'));
        return;
      }
    }
    setProblem('');
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const f of picked) urls.push((await uploadImage(f)).url);
      setMedia((m) => [...m, ...urls]);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('chat.reply.uploadFailed'));
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const applyTemplate = (content: string) =>
    setText(
      fillReplyTemplate(content, {
        buyerName: c.buyerName || c.buyerAccount,
        orderNumber: order?.platformOrderNo || c.platformOrderNo,
        trackingNumber: order?.trackingNo,
        shopName: c.shopName,
      }),
    );

  const createOrder = () => {
    const q = new URLSearchParams({ shopId: String(c.shopId), buyerName: c.buyerName, buyerAccount: c.buyerAccount });
    openToolPage(`/createOrder?${q.toString()}`);
  };

  return (
    <Stack gap="3" h="full" minH="138px">
      <HStack justify="space-between" borderBottomWidth="1px" pb="2" wrap="wrap">
        <Stack gap="0">
          <Text fontWeight="bold">{c.buyerName || c.buyerAccount}</Text>
          <Text textStyle="xs" color="fg.muted">
            {c.buyerAccount} · {c.shopName}
          </Text>
        </Stack>
        <HStack gap="2">
          <Text textStyle="sm" color={order ? undefined : 'fg.muted'}>
            {order ? t('chat.detail.order', { orderNo: `${order.orderNo} (${order.platformOrderNo})` }) : t('chat.detail.noOrder')}
            {order?.trackingNo ? ` · ${t('chat.detail.tracking', { trackingNo: order.trackingNo })}` : ''}
          </Text>
          {CHAT_ORDER_PLATFORMS.includes(platformType) && canCreateOrder ? (
            <Button size="xs" variant="outline" onClick={createOrder}>
              <LuPlus /> {t('chat.createOrder')}
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {record.hasExists ? (
        <Button size="xs" variant="ghost" alignSelf="center" onClick={() => setLimit(limit + CHAT_DETAIL_PAGE_SIZE)}>
          {t('chat.detail.older')}
        </Button>
      ) : null}
      <Stack ref={logRef} gap="2" flex="1" overflowY="auto" maxH="280px" minH="138px" role="log" aria-live="polite">
        {!shown.length ? <EmptyNote>{t('chat.detail.empty')}</EmptyNote> : null}
        {shown.map((m) => {
          const mine = m.type === 2;
          const answered = m.replyMessageId ? shown.find((o) => o.messageId === m.replyMessageId) : undefined;
          return (
            <Flex key={m.id} justify={mine ? 'flex-end' : 'flex-start'}>
              <Stack maxW="75%" gap="1" bg={mine ? 'blue.50' : 'gray.100'} borderRadius="md" px="3" py="2" data-testid={`message-${m.id}`}>
                <HStack justify="space-between" gap="2">
                  <Text textStyle="xs" color="fg.muted">
                    {m.autoReply ? t('chat.systemSender') : m.senderName} · {formatDateTime(m.msgTime)}
                  </Text>
                  <HStack gap="0">
                    {!mine && !m.messageCn ? (
                      <IconButton size="2xs" variant="ghost" aria-label={t('chat.translate')} loading={translating === m.id} onClick={() => void translate(m)}>
                        <LuLanguages />
                      </IconButton>
                    ) : null}
                    {rich && !mine && canReply && m.messageId ? (
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={t('chat.replyTo')}
                        onClick={() => setReplyTo({ messageId: m.messageId ?? '', text: m.message })}
                      >
                        <LuMessageSquareReply />
                      </IconButton>
                    ) : null}
                  </HStack>
                </HStack>
                {answered ? (
                  <Text textStyle="xs" color="fg.muted" borderLeftWidth="2px" pl="2" truncate>
                    {answered.message}
                  </Text>
                ) : null}
                <Text whiteSpace="pre-wrap">{m.message}</Text>
                {m.messageMedia.length ? (
                  <HStack wrap="wrap">
                    {m.messageMedia.map((url) => (
                      <Image key={url} src={url} alt={t('chat.image')} boxSize="64px" objectFit="cover" borderRadius="sm" />
                    ))}
                  </HStack>
                ) : null}
                {m.messageCn ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t('chat.detail.translation')}: {m.messageCn}
                  </Text>
                ) : null}
                {m.status === '1' ? (
                  <HStack gap="1" color="fg.muted" textStyle="xs">
                    <Spinner size="xs" /> <Text>{t('chat.status.sending')}</Text>
                  </HStack>
                ) : null}
                {m.status === '-1' ? (
                  <HStack gap="1" color="red.600" textStyle="xs" wrap="wrap">
                    <LuTriangleAlert aria-label={t('chat.status.failed')} />
                    <Text>
                      {t('chat.status.failed')}
                      {m.failMsg ? `: ${m.failMsg}` : ''}
                    </Text>
                    {canReply ? (
                      <IconButton size="2xs" variant="outline" aria-label={t('chat.retry')} onClick={() => void commands.retry({ id: m.id })}>
                        <LuRotateCcw />
                      </IconButton>
                    ) : null}
                  </HStack>
                ) : null}
              </Stack>
            </Flex>
          );
        })}
      </Stack>
      {canReply ? (
        <Stack gap="1">
          {replyTo ? (
            <HStack bg="bg.muted" px="2" py="1" borderRadius="sm" justify="space-between">
              <Text textStyle="xs" truncate>
                {t('chat.replyingTo', { text: replyTo.text })}
              </Text>
              <CloseButton size="2xs" aria-label={t('chat.replyToCancel')} onClick={() => setReplyTo(null)} />
            </HStack>
          ) : null}
          {media.length ? (
            <HStack wrap="wrap">
              {media.map((url) => (
                <Box key={url} position="relative">
                  <Image src={url} alt={t('chat.image')} boxSize="48px" objectFit="cover" borderRadius="sm" />
                  <CloseButton
                    size="2xs"
                    position="absolute"
                    top="-2"
                    right="-2"
                    aria-label={t('chat.reply.removePicture')}
                    onClick={() => setMedia((all) => all.filter((u) => u !== url))}
                  />
                </Box>
              ))}
            </HStack>
          ) : null}
          <Textarea
            aria-label={t('chat.reply.placeholder')}
            placeholder={t('chat.reply.placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            rows={3}
          />
          <HStack justify="space-between" wrap="wrap">
            <HStack gap="2">
              {templates.length ? (
                <Menu.Root onSelect={(d) => applyTemplate(templates.find((x) => String(x.id) === d.value)?.content ?? '')}>
                  <Menu.Trigger asChild>
                    <Button size="xs" variant="outline">
                      {t('chat.templates')}
                    </Button>
                  </Menu.Trigger>
                  <Menu.Positioner>
                    <Menu.Content maxH="260px" overflowY="auto">
                      {templates.map((x) => (
                        <Menu.Item key={x.id} value={String(x.id)}>
                          {x.name}
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Menu.Root>
              ) : null}
              {rich ? (
                <>
                  <input
                    ref={fileRef}
                    type="file"
                    hidden
                    multiple
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    data-testid="chat-pictures"
                    onChange={(e) => void addPictures(e.target.files)}
                  />
                  <Button size="xs" variant="outline" loading={uploading} disabled={media.length >= CHAT_MAX_IMAGES} onClick={() => fileRef.current?.click()}>
                    <LuImagePlus /> {t('chat.reply.pictures', { count: media.length, max: CHAT_MAX_IMAGES })}
                  </Button>
                </>
              ) : null}
              <Badge variant="outline" size="sm" colorPalette={text.trim().length > max ? 'red' : 'gray'}>
                {text.trim().length} / {max}
              </Badge>
            </HStack>
            <Text textStyle="xs" color="red.600" role={problem ? 'alert' : undefined}>
              {problem}
            </Text>
            <Button size="sm" onClick={() => void send()} loading={commands.busy}>
              {t('chat.reply.send')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('chat.reply.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
