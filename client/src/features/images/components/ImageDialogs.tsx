/** Dialogs of the image space: a group's name, the move target, upload by URL, a file's details and where it is used. */
import { Box, Image, Input, Stack, Text } from '@chakra-ui/react';
import { imageGroupInput, imageUrlInput, IMAGE_GROUP_NAME_MAX } from '@erp/schema';
import { useState } from 'react';
import { ChoiceSelect, FieldFrame, LoadFailed } from '../../../ui';
import { formatDateTime } from '../../../ui/format';
import { FormDialog, InfoDialog, useRecord } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ImageUsageDocument } from '../images.generated';
import { imagesMessages } from '../messages';
import type { ImageGroupRow, ImageRow, useImageCommands } from '../hooks';

type Commands = ReturnType<typeof useImageCommands>;

/** Create (group null) or rename a group. */
export function GroupDialog({
  group,
  commands,
  onClose,
  onSaved,
}: {
  group: ImageGroupRow | null;
  commands: Commands;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFeatureText(imagesMessages);
  const [name, setName] = useState(group?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = imageGroupInput.safeParse({ name });
    if (!parsed.success) return setError(t('images.group.nameRequired', { max: IMAGE_GROUP_NAME_MAX }));
    const outcome = group
      ? await commands.renameGroup({ id: group.id, input: parsed.data }, { success: t('images.group.renamed'), failure: t('images.failed') })
      : await commands.createGroup({ input: parsed.data }, { success: t('images.group.created'), failure: t('images.failed') });
    if (outcome.ok) onSaved();
  };
  return (
    <FormDialog
      title={group ? t('images.group.renameOf', { name: group.name }) : t('images.group.create')}
      onSubmit={submit}
      onClose={onClose}
      busy={commands.busy}
      submitText={t('images.save')}
      cancelText={t('images.cancel')}
    >
      <FieldFrame label={t('images.group.name')} error={error ?? undefined} required>
        <Input value={name} maxLength={IMAGE_GROUP_NAME_MAX} onChange={(e) => (setName(e.target.value), setError(null))} />
      </FieldFrame>
    </FormDialog>
  );
}

/** The group the ticked files go to ('' = no group). */
export function MoveDialog({
  ids,
  groups,
  commands,
  onClose,
  onDone,
}: {
  ids: number[];
  groups: readonly ImageGroupRow[];
  commands: Commands;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useFeatureText(imagesMessages);
  const [target, setTarget] = useState('');
  const submit = async () => {
    const outcome = await commands.move(
      { input: { ids, groupId: target ? Number(target) : null } },
      { success: t('images.moved', { count: ids.length }), failure: t('images.failed') },
    );
    if (outcome.ok) onDone();
  };
  return (
    <FormDialog
      title={t('images.moveTitle', { count: ids.length })}
      onSubmit={submit}
      onClose={onClose}
      busy={commands.busy}
      submitText={t('images.move')}
      cancelText={t('images.cancel')}
    >
      <FieldFrame label={t('images.moveTarget')}>
        <ChoiceSelect
          aria-label={t('images.moveTarget')}
          value={target}
          onChange={setTarget}
          empty={t('images.group.none')}
          options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        />
      </FieldFrame>
    </FormDialog>
  );
}

/** uploadImageByUrl into the current group; the server's refusal is shown by the command. */
export function UrlDialog({ groupId, commands, onClose, onDone }: { groupId: number; commands: Commands; onClose: () => void; onDone: () => void }) {
  const t = useFeatureText(imagesMessages);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = imageUrlInput.safeParse({ imageUrl: url, cateId: groupId });
    if (!parsed.success) return setError(t('images.urlRequired'));
    const outcome = await commands.byUrl({ input: parsed.data }, { quiet: true });
    if (outcome.ok) {
      onDone();
      return;
    }
    setError(outcome.message || t('images.failed'));
  };
  return (
    <FormDialog
      title={t('images.byUrlTitle')}
      hint={t('images.byUrlHint')}
      onSubmit={submit}
      onClose={onClose}
      busy={commands.busy}
      submitText={t('images.save')}
      cancelText={t('images.cancel')}
    >
      <FieldFrame label={t('images.imageUrl')} error={error ?? undefined} required>
        <Input value={url} type="url" onChange={(e) => (setUrl(e.target.value), setError(null))} placeholder="https://" />
      </FieldFrame>
    </FormDialog>
  );
}

/** A file's picture, facts, and the products / SKUs / listings naming it (imageUsage). */
export function DetailDialog({ file, onClose }: { file: ImageRow; onClose: () => void }) {
  const t = useFeatureText(imagesMessages);
  const usage = useRecord(ImageUsageDocument, (d) => d.imageUsage, { id: file.id });
  const answer = usage.record;
  const uses = answer?.__typename === 'QueryImageUsageSuccess' ? answer.data : null;
  const refused = answer && answer.__typename !== 'QueryImageUsageSuccess' ? answer.message : null;
  const fact = (label: string, value: string) => (
    <Text textStyle="sm">
      <Text as="span" color="fg.muted">
        {label}：
      </Text>
      {value}
    </Text>
  );
  return (
    <InfoDialog title={file.name} onClose={onClose} size="lg">
      <Stack gap="3">
        {file.kind === 'video' ? (
          <video src={file.url} controls style={{ maxHeight: 240 }} />
        ) : (
          <Image src={file.url} alt={file.name} maxH="240px" objectFit="contain" />
        )}
        {fact(t('images.detail.url'), file.url)}
        {fact(t('images.detail.source'), t(`images.detail.source.${file.source as 'upload' | 'url' | 'editor'}`))}
        {fact(t('images.detail.uploadedBy'), file.uploadedByName || '—')}
        {fact(t('images.detail.createdAt'), formatDateTime(file.createdAt))}
        <Box>
          <Text fontWeight="medium" textStyle="sm" mb="1">
            {t('images.detail.usage')}
          </Text>
          {usage.error || refused ? (
            <LoadFailed title={t('images.detail.usageFailed')} description={refused ?? undefined} onRetry={() => void usage.refetch()} />
          ) : !uses ? (
            <Text textStyle="sm" color="fg.muted">
              …
            </Text>
          ) : uses.length === 0 ? (
            <Text textStyle="sm" color="fg.muted">
              {t('images.detail.unused')}
            </Text>
          ) : (
            <Stack gap="1" as="ul" aria-label={t('images.detail.usage')}>
              {uses.map((u) => (
                <Text as="li" key={`${u.kind}-${u.id}`} textStyle="sm" listStyleType="none">
                  {t(`images.use.${u.kind as 'product' | 'sku' | 'listing'}`)} · {u.label}
                </Text>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </InfoDialog>
  );
}
