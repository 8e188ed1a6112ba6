/**
 * The image tools of /imageManagement (issue 24 item 2): for the ticked pictures, a batch edit
 * (resize to a ratio, watermark, white background, compress; ≤ 40) or a translation (≤ 20), queued in
 * the task queue; then the run's progress (polled) and each picture's result.
 */
import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { COMPRESS_MAX_EDGE, IMAGE_EDIT_BATCH_MAX, IMAGE_FIT_MODES, IMAGE_RATIO_MODES, IMAGE_TRANSLATE_MAX, TRANSLATE_LANGS } from '@erp/schema';
import { useEffect, useState } from 'react';
import { LuWandSparkles } from 'react-icons/lu';
import { ChoiceSelect, FieldFrame, PermissionGuard } from '../../../ui';
import { FeatureScope } from '../../../ui/FeatureScope';
import { ProgressBar } from '../../../ui/ProgressBar';
import { FormDialog, InfoDialog, useRecord } from '../../../ui/resource';
import { useFeatureText } from '../../../i18n/featureIntl';
import { useImageToolCommands, useWatermarkTemplatesForTools, type ImageToolRunView } from '../hooks';
import { ImageToolRunDocument } from '../imageTools.generated';
import { imageToolsMessages } from '../messages';

const OPERATIONS = ['resize', 'watermark', 'whiteBackground', 'compress', 'translate'] as const;
type Operation = (typeof OPERATIONS)[number];

/** The "Image tools" button of the image space's ticked-files toolbar, with its dialog. */
export function ImageToolsButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <FeatureScope messages={imageToolsMessages}>
      <ToolsButton ids={ids} open={open} setOpen={setOpen} onDone={onDone} />
    </FeatureScope>
  );
}

function ToolsButton({ ids, open, setOpen, onDone }: { ids: number[]; open: boolean; setOpen: (v: boolean) => void; onDone: () => void }) {
  const t = useFeatureText(imageToolsMessages);
  return (
    <PermissionGuard permission="imageTools.process">
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        <LuWandSparkles /> {t('imageTools.open')}
      </Button>
      {open ? (
        <ImageToolsDialog
          ids={ids}
          onClose={(ran) => {
            setOpen(false);
            if (ran) onDone();
          }}
        />
      ) : null}
    </PermissionGuard>
  );
}

export function ImageToolsDialog({ ids, onClose }: { ids: number[]; onClose: (ran: boolean) => void }) {
  const t = useFeatureText(imageToolsMessages);
  const commands = useImageToolCommands();
  const templates = useWatermarkTemplatesForTools();
  const [operation, setOperation] = useState<Operation>('resize');
  const [ratio, setRatio] = useState<string>('1:1');
  const [fit, setFit] = useState<string>('pad');
  const [templateId, setTemplateId] = useState('');
  const [maxKb, setMaxKb] = useState('1024');
  const [maxEdge, setMaxEdge] = useState('1600');
  const [target, setTarget] = useState('en');
  const [runId, setRunId] = useState<number | null>(null);

  const max = operation === 'translate' ? IMAGE_TRANSLATE_MAX : IMAGE_EDIT_BATCH_MAX;
  const tooMany = ids.length > max;
  if (runId != null) return <RunProgress id={runId} onClose={() => onClose(true)} />;

  const submit = async () => {
    const feedback = { success: t('imageTools.queued'), failure: t('imageTools.failed') };
    const number = (v: string) => (v.trim() === '' ? null : Number(v));
    const outcome =
      operation === 'translate'
        ? await commands.translate({ input: { ids, target } }, feedback)
        : await commands.process(
            {
              input: {
                ids,
                operation,
                ...(operation === 'resize' ? { ratio, fit } : {}),
                ...(operation === 'watermark' ? { watermarkTemplateId: number(templateId) } : {}),
                ...(operation === 'compress' ? { maxBytes: maxKb.trim() ? Number(maxKb) * 1024 : null, maxEdge: number(maxEdge) } : {}),
              },
            },
            feedback,
          );
    if (outcome.ok) setRunId(outcome.data.id);
  };

  return (
    <FormDialog
      title={t('imageTools.dialogTitle', { count: ids.length })}
      hint={t('imageTools.hint')}
      onSubmit={submit}
      onClose={() => onClose(false)}
      submitText={t('imageTools.start')}
      cancelText={t('imageTools.cancel')}
      busy={commands.busy}
      submitDisabled={tooMany || (operation === 'watermark' && !templateId)}
    >
      <Stack gap="3">
        <FieldFrame label={t('imageTools.operation')} error={tooMany ? t('imageTools.tooMany', { count: ids.length, max }) : undefined}>
          <ChoiceSelect
            aria-label={t('imageTools.operation')}
            value={operation}
            onChange={(v) => setOperation(v as Operation)}
            options={OPERATIONS.map((o) => ({ value: o, label: t(`imageTools.op.${o}`) }))}
          />
        </FieldFrame>
        {operation === 'resize' ? (
          <HStack gap="3" align="start">
            <FieldFrame label={t('imageTools.ratio')}>
              <ChoiceSelect
                aria-label={t('imageTools.ratio')}
                value={ratio}
                onChange={setRatio}
                options={IMAGE_RATIO_MODES.map((r) => ({ value: r, label: r }))}
              />
            </FieldFrame>
            <FieldFrame label={t('imageTools.fit')}>
              <ChoiceSelect
                aria-label={t('imageTools.fit')}
                value={fit}
                onChange={setFit}
                options={IMAGE_FIT_MODES.map((f) => ({ value: f, label: t(`imageTools.fit.${f}`) }))}
              />
            </FieldFrame>
          </HStack>
        ) : null}
        {operation === 'watermark' ? (
          <FieldFrame label={t('imageTools.template')} error={templates.length === 0 ? t('imageTools.noTemplates') : undefined}>
            <ChoiceSelect
              aria-label={t('imageTools.template')}
              value={templateId}
              onChange={setTemplateId}
              empty="—"
              options={templates.map((tp) => ({ value: String(tp.id), label: tp.name }))}
            />
          </FieldFrame>
        ) : null}
        {operation === 'whiteBackground' ? <Text textStyle="sm">{t('imageTools.whiteHint')}</Text> : null}
        {operation === 'compress' ? (
          <HStack gap="3" align="start">
            <FieldFrame label={t('imageTools.maxKb')}>
              <Input size="sm" inputMode="numeric" aria-label={t('imageTools.maxKb')} value={maxKb} onChange={(e) => setMaxKb(e.currentTarget.value)} />
            </FieldFrame>
            <FieldFrame label={t('imageTools.maxEdge')}>
              <Input
                size="sm"
                inputMode="numeric"
                aria-label={t('imageTools.maxEdge')}
                max={COMPRESS_MAX_EDGE}
                value={maxEdge}
                onChange={(e) => setMaxEdge(e.currentTarget.value)}
              />
            </FieldFrame>
          </HStack>
        ) : null}
        {operation === 'translate' ? (
          <FieldFrame label={t('imageTools.target')}>
            <ChoiceSelect
              aria-label={t('imageTools.target')}
              value={target}
              onChange={setTarget}
              options={TRANSLATE_LANGS.map((l) => ({ value: l, label: l }))}
            />
          </FieldFrame>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

const STATUS_PALETTE: Record<string, string> = { done: 'green', skipped: 'gray', failed: 'red' };

/** The run's progress, asked every second until it is finished, then each picture's result. */
function RunProgress({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useFeatureText(imageToolsMessages);
  const [finished, setFinished] = useState(false);
  const { record: run } = useRecord(ImageToolRunDocument, (d) => d.imageToolRun, { id }, { pollInterval: finished ? 0 : 1000, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (run?.status === 'finished') setFinished(true);
  }, [run?.status]);
  return (
    <InfoDialog title={t('imageTools.open')} onClose={onClose} closeText={t('imageTools.close')} size="lg">
      <Stack gap="3">
        <ProgressBar
          value={run ? (run.total ? Math.round((run.done * 100) / run.total) : 100) : null}
          aria-label={t('imageTools.progress', { done: run?.done ?? 0, total: run?.total ?? 0 })}
        >
          <Text textStyle="sm">
            {run?.status === 'finished' ? t('imageTools.finished') : t('imageTools.progress', { done: run?.done ?? 0, total: run?.total ?? 0 })}
          </Text>
        </ProgressBar>
        {run && run.results.length ? <Results run={run} /> : null}
      </Stack>
    </InfoDialog>
  );
}

function Results({ run }: { run: ImageToolRunView }) {
  const t = useFeatureText(imageToolsMessages);
  return (
    <Table.Root size="sm" aria-label={t('imageTools.results')}>
      <Table.Body>
        {run.results.map((r) => (
          <Table.Row key={r.imageId}>
            <Table.Cell>{r.name || `#${r.imageId}`}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_PALETTE[r.status]}>{t(`imageTools.status.${r.status}` as 'imageTools.status.done')}</Badge>
            </Table.Cell>
            <Table.Cell>
              {r.resultUrl ? (
                <a href={r.resultUrl} target="_blank" rel="noreferrer">
                  {r.resultUrl.split('/').pop()}
                </a>
              ) : (
                <Text textStyle="xs" color="fg.muted">
                  {r.message}
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
