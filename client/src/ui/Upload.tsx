import { Alert, Box, Button, chakra, CloseButton, HStack, Image, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LuImagePlus, LuVideo } from 'react-icons/lu';
import { compressImage } from './compressImage';
import { toastSuccess } from './toaster';
import { checkFiles, UPLOAD_ACCEPT, uploadErrorMessage, type UploadKind, type UploadProblem } from './upload.rules';
import { useUiText } from './useUiText';

export interface UploadedFile {
  url: string;
  /** The original file name (for the remove button and the list). */
  name?: string;
}

export interface UploadProps {
  /** 'image' (png/jpeg/gif/webp, 5 MB, count limit) or 'video' (mp4, 1 GB). Default 'image'. */
  kind?: UploadKind;
  /** Files already uploaded. */
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** The upload call (the file service); resolves with the stored file's URL, rejects with the server's message. */
  upload: (file: File) => Promise<{ url: string }>;
  /** Most files allowed in total (default: 6 pictures, 1 video). */
  maxCount?: number;
  /** Scale pictures to ≤ 1000 px on the longest side first (default true), or a custom compressor. */
  compress?: boolean | ((file: File) => Promise<File>);
  /** Also told about every problem (e.g. to toast them); they are shown under the control anyway. */
  onProblems?: (messages: string[]) => void;
  disabled?: boolean;
  /** Button text (default "选择图片" / "选择视频"). */
  label?: string;
}

/**
 * File uploader with the spec's checks and messages: type, size, Chinese picture names and
 * the count limit are checked first; pictures are compressed; files upload in parallel; every
 * refusal and failure ('<name> upload failed, <server message>') is gathered and shown together.
 */
export function Upload({ kind = 'image', value, onChange, upload, maxCount, compress = true, onProblems, disabled, label }: UploadProps) {
  const t = useUiText();
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const limit = maxCount ?? (kind === 'image' ? 6 : 1);
  const buttonText = label ?? (kind === 'image' ? t('ui.upload.choosePictures') : t('ui.upload.chooseVideo'));

  const problemText = (p: UploadProblem) => t(p.id, p.values);

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // choosing the same file again fires change again
    if (files.length === 0) return;
    const check = checkFiles(files, { kind, maxCount: limit, existingCount: value.length });
    const messages = check.problems.map(problemText);
    let added: UploadedFile[] = [];
    if (check.accepted.length > 0) {
      setBusy(true);
      try {
        const compressor = kind === 'image' && compress ? (typeof compress === 'function' ? compress : compressImage) : null;
        const results = await Promise.allSettled(
          check.accepted.map(async (file) => {
            let toSend = file;
            if (compressor) {
              try {
                toSend = await compressor(file);
              } catch (error) {
                // an image the browser cannot redraw goes up as it is; the server still checks it
                console.error(error);
              }
            }
            const { url } = await upload(toSend);
            return { url, name: file.name };
          }),
        );
        results.forEach((r, i) => {
          if (r.status === 'fulfilled') added.push(r.value);
          else messages.push(t('ui.upload.failed', { name: check.accepted[i]!.name, message: uploadErrorMessage(r.reason) ?? t('ui.upload.unknownError') }));
        });
      } finally {
        setBusy(false);
      }
    }
    if (added.length > 0) {
      added = added.slice(0, Math.max(0, limit - value.length));
      onChange([...value, ...added]);
      toastSuccess(t('ui.upload.success'));
    }
    setProblems(messages);
    if (messages.length > 0) onProblems?.(messages);
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const full = value.length >= limit;

  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          accept={UPLOAD_ACCEPT[kind]}
          multiple={kind === 'image' && limit > 1}
          aria-label={buttonText}
          disabled={disabled || busy || full}
          onChange={(e) => void onFiles(e)}
        />
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          loadingText={t('ui.upload.uploading')}
          disabled={disabled || full}
          onClick={() => input.current?.click()}
        >
          {kind === 'image' ? <LuImagePlus /> : <LuVideo />}
          {buttonText}
        </Button>
        <Text textStyle="xs" color="fg.muted">
          {kind === 'image' ? t('ui.upload.pictureHint', { max: limit }) : t('ui.upload.videoHint')}
        </Text>
      </HStack>

      {value.length > 0 ? (
        <Wrap gap="2" role="list">
          {value.map((f, i) => {
            const name = f.name ?? f.url.split('/').pop() ?? f.url;
            return (
              <Box key={`${f.url}-${i}`} role="listitem" position="relative" borderWidth="1px" rounded="md" overflow="hidden" bg="bg.muted">
                {kind === 'image' ? (
                  <Image src={f.url} alt={name} width="20" height="20" objectFit="cover" />
                ) : (
                  <chakra.video src={f.url} controls width="64" maxWidth="full" aria-label={name} />
                )}
                <CloseButton
                  size="2xs"
                  variant="solid"
                  position="absolute"
                  top="1"
                  right="1"
                  aria-label={t('ui.upload.remove', { name })}
                  disabled={disabled}
                  onClick={() => remove(i)}
                />
              </Box>
            );
          })}
        </Wrap>
      ) : null}

      {problems.length > 0 ? (
        <Alert.Root status="error" size="sm" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ui.upload.errorsTitle')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {problems.map((m, i) => (
                  <List.Item key={i}>{m}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="xs" aria-label={t('ui.common.close')} onClick={() => setProblems([])} />
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
