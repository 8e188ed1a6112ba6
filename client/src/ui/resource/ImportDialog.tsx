/**
 * The one import dialog: the template link, a file picker checked before upload (extension and
 * size, `checkImportFile` of the upload rules), a progress bar while the file uploads and
 * imports, then the result summary, or, when the file is refused, every problem with its row
 * and column (nothing was imported, so the file can be fixed and sent again).
 *
 * What differs between imports is a `kind` descriptor the feature builds (its texts, template,
 * accepted files, the call, how the result reads):
 *
 *   const kind = useProductImportKind();            // an ImportKind<ProductImportSummary>
 *   <ImportDialog kind={kind} onClose={close} onImported={() => { close(); refetch(); }} />
 *
 * REST imports (multipart `file`, answer `{ errors: [{ row, column, message }] }` on refusal) use
 * `restImport(path, file)`; imports that run as a background job report progress through the
 * `progress` callback `run` receives (null = indeterminate).
 */
import { Alert, Box, Button, CloseButton, Dialog, Field, Input, Link, Portal, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { restPost } from '../../api/rest';
import { toastSuccess } from '../toaster';
import { checkImportFile } from '../upload.rules';
import { useKitText } from './kitMessages';
import { ProgressBar } from '../ProgressBar';

/** One problem of a refused file. */
export interface ImportRowProblem {
  row: number;
  column?: string;
  message: string;
}

export type ImportResult<S> = { ok: true; data: S } | { ok: false; message: string; rows: readonly ImportRowProblem[] };

export interface ImportKind<S> {
  title: string;
  /** What the file must hold (shown first). */
  intro?: ReactNode;
  /** The template for the current language (a link that downloads it). */
  templateUrl?: string;
  /** Label of the file input (e.g. "Excel file (.xlsx)"). */
  fileLabel?: string;
  /** The input's `accept` (extensions and MIME types). */
  accept: string;
  /** Extensions checked before upload ('.xlsx', '.csv'). */
  extensions: readonly string[];
  /** Largest file in bytes, checked before upload. */
  maxBytes?: number;
  /** A check of its own before upload (a problem text, or null): replaces the extension / size check. */
  check?: (file: File) => string | null;
  /** Shown when "Import" is pressed without a file (default: the kit's text). */
  noFileText?: string;
  /** Shown while running (default "Uploading and importing {name}…"). */
  runningText?: (fileName: string) => string;
  /** Sends the file. Thrown errors count as a refusal with their message. */
  run: (file: File, progress: (percent: number | null) => void) => Promise<ImportResult<S>>;
  /** The success summary (lists, tables). Without it the dialog closes on success. */
  summary?: (data: S) => ReactNode;
  /** A toast on success (e.g. "12 products imported"). */
  successToast?: (data: S) => string;
}

export interface ImportDialogProps<S> {
  kind: ImportKind<S>;
  onClose: () => void;
  /** After a successful import (the list refetches …); a kind without a summary closes itself first. */
  onImported?: (data: S) => void;
}

type Phase<S> = { step: 'choose' } | { step: 'running'; percent: number | null } | { step: 'done'; data: S };

/** POST a file (multipart `file`) to a REST import: the answer's data, or the problems by row and column. */
export async function restImport<S>(path: string, file: File, timeoutMs = 600_000): Promise<ImportResult<S>> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const data = await restPost<S>(path, body, { timeoutMs });
    return { ok: true, data };
  } catch (error) {
    const e = error as { message?: string; data?: { errors?: unknown } };
    const rows = Array.isArray(e.data?.errors) ? (e.data.errors as ImportRowProblem[]) : [];
    const fieldMessages =
      !rows.length && e.data?.errors && typeof e.data.errors === 'object' ? Object.values(e.data.errors as Record<string, string[]>).flat() : [];
    return { ok: false, message: fieldMessages[0] ?? e.message ?? '', rows };
  }
}

/** The URL of a REST import template in a language (no sign-in needed). */
export function restTemplateUrl(path: string, lang: 'zh' | 'en'): string {
  return new URL(`api/v1/${path}?lang=${lang}`, document.baseURI).toString();
}

export function ImportDialog<S>({ kind, onClose, onImported }: ImportDialogProps<S>) {
  const t = useKitText();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [phase, setPhase] = useState<Phase<S>>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<readonly ImportRowProblem[]>([]);
  const busy = phase.step === 'running';

  const checkOf = (f: File): string | null => {
    if (kind.check) return kind.check(f);
    const found = checkImportFile(f, { extensions: kind.extensions, maxBytes: kind.maxBytes });
    if (found === 'type') return t('resource.import.wrongType', { name: f.name, types: kind.extensions.join(' / ') });
    if (found === 'size') return t('resource.import.tooLarge', { name: f.name, max: Math.floor((kind.maxBytes ?? 0) / 1024 / 1024) });
    return null;
  };

  const choose = (f: File | null) => {
    setRows([]);
    setProblem(f ? checkOf(f) : null);
    setFile(f);
  };

  const start = async () => {
    if (!file) {
      setProblem(kind.noFileText ?? t('resource.import.noFile'));
      return;
    }
    const refused = checkOf(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setRows([]);
    setPhase({ step: 'running', percent: null });
    let result: ImportResult<S>;
    try {
      result = await kind.run(file, (percent) => setPhase((p) => (p.step === 'running' ? { step: 'running', percent } : p)));
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : '', rows: [] };
    }
    if (!result.ok) {
      setPhase({ step: 'choose' });
      setProblem(result.message ? t('resource.import.failed', { message: result.message }) : t('resource.import.failedPlain'));
      setRows(result.rows);
      return;
    }
    if (kind.successToast) toastSuccess(kind.successToast(result.data));
    if (kind.summary) {
      setPhase({ step: 'done', data: result.data });
      onImported?.(result.data);
      return;
    }
    setPhase({ step: 'choose' });
    onImported?.(result.data);
    onClose();
  };

  const again = () => {
    setPhase({ step: 'choose' });
    setFile(null);
    setInputKey((k) => k + 1);
  };

  const fileProblem = problem && !rows.length ? problem : null;

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open || busy ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={kind.title}>
            <Dialog.Header>
              <Dialog.Title>{kind.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('resource.import.close')} disabled={busy} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {phase.step === 'done' ? (
                <Alert.Root status="success" flexDirection="column" alignItems="stretch" role="status">
                  <Alert.Title>{t('resource.import.done')}</Alert.Title>
                  <Alert.Description>{kind.summary?.(phase.data)}</Alert.Description>
                </Alert.Root>
              ) : (
                <Stack gap="4">
                  {kind.intro ? (
                    <Text textStyle="sm" color="fg.muted">
                      {kind.intro}
                    </Text>
                  ) : null}
                  {kind.templateUrl ? (
                    <Link href={kind.templateUrl} download colorPalette="teal" textStyle="sm">
                      <LuDownload />
                      {t('resource.import.template')}
                    </Link>
                  ) : null}
                  <Field.Root invalid={Boolean(fileProblem)} disabled={busy}>
                    <Field.Label>{kind.fileLabel ?? t('resource.import.file')}</Field.Label>
                    <Input key={inputKey} type="file" accept={kind.accept} p="1" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
                    <Field.ErrorText>{fileProblem}</Field.ErrorText>
                  </Field.Root>
                  {phase.step === 'running' ? (
                    <ProgressBar
                      value={phase.percent}
                      size="xs"
                      colorPalette="teal"
                      aria-label={kind.runningText?.(file?.name ?? '') ?? t('resource.import.running', { name: file?.name ?? '' })}
                    >
                      <Progress.Label textStyle="sm" mb="1">
                        {kind.runningText?.(file?.name ?? '') ?? t('resource.import.running', { name: file?.name ?? '' })}
                      </Progress.Label>
                    </ProgressBar>
                  ) : null}
                  {rows.length ? (
                    <Alert.Root status="error" role="alert" flexDirection="column" alignItems="stretch">
                      <Alert.Title>{problem}</Alert.Title>
                      <Box maxH="64" overflowY="auto" mt="2">
                        <Table.Root size="sm" aria-label={problem ?? ''}>
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>{t('resource.import.row')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('resource.import.column')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('resource.import.problem')}</Table.ColumnHeader>
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {rows.map((r, i) => (
                              <Table.Row key={i}>
                                <Table.Cell>{r.row}</Table.Cell>
                                <Table.Cell>{r.column ?? ''}</Table.Cell>
                                <Table.Cell>{r.message}</Table.Cell>
                              </Table.Row>
                            ))}
                          </Table.Body>
                        </Table.Root>
                      </Box>
                    </Alert.Root>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {phase.step === 'done' ? (
                <>
                  <Button variant="outline" onClick={again}>
                    {t('resource.import.again')}
                  </Button>
                  <Button colorPalette="teal" onClick={onClose}>
                    {t('resource.import.finish')}
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    {t('resource.import.cancel')}
                  </Button>
                  <Button colorPalette="teal" loading={busy} onClick={() => void start()}>
                    {t('resource.import.start')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
