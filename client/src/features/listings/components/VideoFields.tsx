/**
 * The listing's video (spec 02 §5 'Listing', §9): its address, duration, size and resolution, with
 * the marketplace's limits as the hint. All empty: no video. Each input is registered under its
 * input path, where the definition (and so the server) reports what is wrong with it: the format on
 * `video.url`, too long on `video.seconds`, too big on `video.bytes` (the MB input), the resolution
 * on `video.height`; `video` alone (the marketplace takes no video) shows on the address.
 */
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VideoRules } from '@erp/schema';
import { memo, useState, type Dispatch, type SetStateAction } from 'react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { AddRowButton } from '../../../ui/resource/EditRows';
import { blankVideo, hasVideo, type VideoDraft } from '../listingForm';
import { listingsMessages } from '../messages';
import type { SectionForm } from './VariationsEditor';

export interface VideoFieldsProps {
  form: SectionForm;
  /** The marketplace's rules (null: it takes no video; a loaded one is shown to be removed). */
  rules: VideoRules | null;
  video: VideoDraft;
  setVideo: Dispatch<SetStateAction<VideoDraft>>;
}

const MB = 1024 * 1024;

export const VideoFields = memo(function VideoFields({ form, rules, video, setVideo }: VideoFieldsProps) {
  const t = useFeatureText(listingsMessages);
  // the inputs show for a listing with a video, or once "Add video" is clicked
  const [open, setOpen] = useState(() => hasVideo(video));
  const fields = ['video', 'video.url', 'video.seconds', 'video.bytes', 'video.height'];

  const input = (field: 'url' | 'seconds' | 'mb' | 'height', label: string, inputMode?: 'numeric' | 'decimal' | 'url') => {
    const name = field === 'mb' ? 'video.bytes' : `video.${field}`;
    const error = field === 'url' ? (form.errorText(name) ?? form.errorText('video')) : form.errorText(name);
    return (
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Input
          size="sm"
          ref={
            field === 'url'
              ? (el) => {
                  form.fieldRef('video')(el);
                  form.fieldRef(name)(el);
                }
              : form.fieldRef(name)
          }
          inputMode={inputMode}
          value={video[field]}
          onChange={(e) => {
            const value = e.currentTarget.value;
            form.clearError(name);
            if (field === 'url') form.clearError('video');
            // a size typed anew is the size sent
            setVideo((v) => ({ ...v, [field]: value, ...(field === 'mb' ? { bytes: null } : {}) }));
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Text fontWeight="medium" textStyle="sm">
          {t('listings.form.video')}
        </Text>
        {open ? (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => {
              for (const name of fields) form.clearError(name);
              setVideo(blankVideo());
              setOpen(false);
            }}
          >
            {t('listings.form.removeVideo')}
          </Button>
        ) : null}
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {rules
          ? t(rules.maxHeight === null ? 'listings.form.videoHint' : 'listings.form.videoHintHeight', {
              formats: rules.formats.join(' / ').toUpperCase(),
              seconds: rules.maxSeconds,
              mb: Math.round((rules.maxBytes / MB) * 10) / 10,
              height: rules.maxHeight ?? 0,
            })
          : t('listings.form.videoNone')}
      </Text>
      {open ? (
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" templateColumns={{ md: '3fr 1fr 1fr 1fr' }}>
          {input('url', t('listings.form.videoUrl'), 'url')}
          {input('seconds', t('listings.form.videoSeconds'), 'decimal')}
          {input('mb', t('listings.form.videoMb'), 'decimal')}
          {input('height', t('listings.form.videoHeight'), 'numeric')}
        </SimpleGrid>
      ) : (
        <AddRowButton alignSelf="start" onClick={() => setOpen(true)}>
          {t('listings.form.addVideo')}
        </AddRowButton>
      )}
    </Stack>
  );
});
