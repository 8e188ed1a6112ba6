/**
 * /imageManagement: the image space (issue 24 item 1; spec 01 §7 image calls, spec 02 §4 'images
 * recycle bin 90 days', §5 'image space 20 at once / 5 MB / jpg png gif webp'). Left: the groups
 * with their counts (all, ungrouped, each group; create / rename / delete). Top: the space used
 * against the edition's capacity (recycled files count until purged), search by name, kind, the
 * files / recycle bin tabs. Then the thumbnails with ticks and the batch actions (move, recycle,
 * restore, purge), a file's details with where it is used, uploads (at most 20 files, images up
 * to 5 MB, one by one with a progress bar and the failures gathered) and upload by URL.
 */
import { Badge, Box, Button, Checkbox, Flex, HStack, Image, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { imageDaysLeft, IMAGE_RECYCLE_DAYS, IMAGE_SPACE_KINDS, oneOf } from '@erp/schema';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { LuFilm, LuLink, LuPencil, LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { ApiError } from '../../api/rest';
import { ChoiceSelect, EmptyNote, LoadFailed, Notice, PermissionGuard, toastSuccess, useConfirm } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { ProgressBar } from '../../ui/ProgressBar';
import { formatDateTime, textOrUndefined } from '../../ui/format';
import { StatusTabs, useConnection, useRecord } from '../../ui/resource';
import { useFeatureText } from '../../i18n/featureIntl';
import { DetailDialog, GroupDialog, MoveDialog, UrlDialog } from './components/ImageDialogs';
import { checkUploadPick, IMAGE_ACCEPT, uploadSpaceFile, useImageCommands, type ImageGroupRow, type ImageRow } from './hooks';
import { ImageFilesDocument, ImageSpaceDocument } from './images.generated';
import { imagesMessages } from './messages';
import { ImageToolsButton } from '../image-tools/components/ImageToolsDialog';

export const IMAGE_PAGE_SIZE = 40;
const SEARCH_DEBOUNCE_MS = 300;
const UPDATE = 'imageManagement.update';
type Tab = 'files' | 'bin';
const TABS: readonly Tab[] = ['files', 'bin'];
/** null: all files; 0: files without a group; else a group's id. */
type GroupChoice = number | null;
type Dialog = { kind: 'group'; group: ImageGroupRow | null } | { kind: 'move'; ids: number[] } | { kind: 'url' } | { kind: 'detail'; file: ImageRow };
type Problems = { title: string; lines: string[] };

/** Bytes as KB / MB / GB with one decimal. */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export const ImageManagementPage = featurePage(imagesMessages, ImageManagementScreen);

function ImageManagementScreen() {
  const t = useFeatureText(imagesMessages);
  const confirm = useConfirm();
  const commands = useImageCommands();
  const [tab, setTab] = useState<Tab>('files');
  const [group, setGroup] = useState<GroupChoice>(null);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const bin = tab === 'bin';
  // the name search asks once typing pauses
  useEffect(() => {
    if (keyword === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(keyword);
      setPage(1);
      setTicked(new Set());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, search]);
  const space = useRecord(ImageSpaceDocument, (d) => d);
  const files = useConnection(
    ImageFilesDocument,
    (d) => d.imageFiles,
    {
      filter: {
        recycled: bin,
        // the recycle bin lists every recycled file: groups are for the files in use
        groupId: bin || group === null ? undefined : group,
        keyword: textOrUndefined(search),
        kind: oneOf(IMAGE_SPACE_KINDS, kind),
      },
    },
    { page, pageSize: IMAGE_PAGE_SIZE },
  );

  const groups = space.record?.imageGroups.groups ?? [];
  const usage = space.record?.imageSpaceUsage;
  const ungrouped = space.record?.imageGroups.ungroupedCount ?? 0;
  const allCount = groups.reduce((sum, g) => sum + g.fileCount, ungrouped);
  const uploadGroup = group ?? 0;
  const ids = [...ticked];
  const pages = Math.max(1, Math.ceil(files.total / IMAGE_PAGE_SIZE));

  const refresh = () => {
    setTicked(new Set());
    void files.refetch();
    void space.refetch();
  };
  const closeAndRefresh = () => {
    setDialog(null);
    refresh();
  };
  const choose = (next: () => void) => {
    next();
    setPage(1);
    setTicked(new Set());
  };
  const tick = (id: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const batch = async (action: 'recycle' | 'restore' | 'purge', done: 'images.recycled' | 'images.restored' | 'images.purged', question?: string) => {
    if (question && !(await confirm({ message: question, danger: action !== 'restore' }))) return;
    const outcome = await commands[action]({ input: { ids } }, { success: t(done, { count: ids.length }), failure: t('images.failed') });
    if (outcome.ok) refresh();
  };

  const deleteGroup = async (g: ImageGroupRow) => {
    if (!(await confirm({ message: t('images.group.confirmDelete', { name: g.name }), danger: true }))) return;
    const outcome = await commands.deleteGroup({ id: g.id }, { success: t('images.group.deleted'), failure: t('images.failed') });
    if (!outcome.ok) return;
    if (group === g.id) choose(() => setGroup(null));
    refresh();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    const { limit, tooBig, accepted } = checkUploadPick(picked);
    if (limit) return setProblems({ title: t('images.uploadProblems'), lines: [t('images.uploadLimit')] });
    const lines = tooBig.map((name) => t('images.uploadTooBig', { name }));
    let uploaded = 0;
    setProblems(null);
    setProgress({ done: 0, total: accepted.length });
    // one by one: each answer says whether the space still has room for the next
    for (const [index, file] of accepted.entries()) {
      try {
        await uploadSpaceFile(file, uploadGroup);
        uploaded += 1;
      } catch (error) {
        const message = error instanceof ApiError || error instanceof Error ? error.message : t('images.failed');
        lines.push(t('images.uploadFailed', { name: file.name, message }));
      }
      setProgress({ done: index + 1, total: accepted.length });
    }
    setProgress(null);
    if (lines.length) setProblems({ title: t('images.uploadProblems'), lines });
    if (uploaded > 0) {
      toastSuccess(t('images.uploadDone', { count: uploaded }));
      refresh();
    }
  };

  const actions = (
    <PermissionGuard permission={UPDATE}>
      <HStack gap="2">
        <Button size="sm" colorPalette="teal" onClick={() => picker.current?.click()} loading={progress !== null}>
          <LuUpload /> {t('images.upload')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'url' })}>
          <LuLink /> {t('images.byUrl')}
        </Button>
        <input ref={picker} type="file" multiple hidden accept={IMAGE_ACCEPT} aria-label={t('images.uploadPick')} onChange={(e) => void upload(e)} />
      </HStack>
    </PermissionGuard>
  );

  const groupButton = (choice: GroupChoice, label: string, count: number) => (
    <Button
      size="sm"
      variant={!bin && group === choice ? 'subtle' : 'ghost'}
      justifyContent="flex-start"
      flex="1"
      minW="0"
      aria-pressed={!bin && group === choice}
      onClick={() => choose(() => (setGroup(choice), setTab('files')))}
    >
      <Text truncate>{t('images.group.count', { name: label, count })}</Text>
    </Button>
  );

  return (
    <PageFrame title={t('images.title')} description={t('images.description', { days: usage?.recycleDays ?? IMAGE_RECYCLE_DAYS })} actions={actions}>
      {space.error ? <LoadFailed title={t('images.loadFailed')} onRetry={() => void space.refetch()} retryText={t('images.retry')} /> : null}
      {usage ? (
        <Stack gap="1" maxW="xl">
          <ProgressBar
            size="sm"
            colorPalette={usage.usedBytes / usage.capacityBytes > 0.9 ? 'red' : 'teal'}
            value={Math.min(100, (usage.usedBytes / Math.max(1, usage.capacityBytes)) * 100)}
            aria-label={t('images.usageLabel')}
          />
          <Text textStyle="sm">
            {t('images.usage', { used: formatSize(usage.usedBytes), capacity: formatSize(usage.capacityBytes) })}
            {' · '}
            <Text as="span" color="fg.muted">
              {t('images.usageDetail', {
                edition: t(`images.edition.${(['standard', 'professional', 'flagship'].includes(usage.edition) ? usage.edition : 'standard') as 'standard'}`),
                files: usage.fileCount,
                recycled: usage.recycledCount,
              })}
            </Text>
          </Text>
        </Stack>
      ) : null}
      {progress ? (
        <ProgressBar
          value={progress.total ? (progress.done / progress.total) * 100 : null}
          size="sm"
          colorPalette="teal"
          aria-label={t('images.uploading', progress)}
        >
          <Text textStyle="sm">{t('images.uploading', progress)}</Text>
        </ProgressBar>
      ) : null}
      {problems ? (
        <Notice
          status="error"
          role="alert"
          title={problems.title}
          description={
            <Stack gap="0.5" as="ul">
              {problems.lines.map((line) => (
                <Text as="li" key={line} listStyleType="none">
                  {line}
                </Text>
              ))}
            </Stack>
          }
          action={
            <Button size="xs" variant="outline" onClick={() => setProblems(null)}>
              {t('images.dismiss')}
            </Button>
          }
        />
      ) : null}

      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align="start">
        <Stack as="nav" aria-label={t('images.groups')} gap="1" width={{ base: 'full', md: '60' }} flexShrink={0}>
          <Text fontWeight="medium" textStyle="sm">
            {t('images.groups')}
          </Text>
          {groupButton(null, t('images.group.all'), allCount)}
          {groupButton(0, t('images.group.none'), ungrouped)}
          {groups.map((g) => (
            <HStack key={g.id} gap="0">
              {groupButton(g.id, g.name, g.fileCount)}
              <PermissionGuard permission={UPDATE}>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('images.group.renameOf', { name: g.name })}
                  onClick={() => setDialog({ kind: 'group', group: g })}
                >
                  <LuPencil />
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('images.group.deleteOf', { name: g.name })}
                  onClick={() => void deleteGroup(g)}
                >
                  <LuTrash2 />
                </Button>
              </PermissionGuard>
            </HStack>
          ))}
          <PermissionGuard permission={UPDATE}>
            <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'group', group: null })}>
              <LuPlus /> {t('images.group.create')}
            </Button>
          </PermissionGuard>
        </Stack>

        <Stack gap="3" flex="1" minW="0">
          <StatusTabs
            value={tab}
            tabs={TABS}
            aria-label={t('images.tabs')}
            label={(s) => t(s === 'bin' ? 'images.tab.bin' : 'images.tab.files')}
            count={(s) => (s === 'bin' ? usage?.recycledCount : usage?.fileCount)}
            onChange={(s) => choose(() => setTab(s))}
          />
          <HStack gap="2" wrap="wrap">
            <Input
              size="sm"
              maxW="60"
              type="search"
              aria-label={t('images.search')}
              placeholder={t('images.search')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <ChoiceSelect
              size="sm"
              width="36"
              aria-label={t('images.kind')}
              value={kind}
              onChange={(v) => choose(() => setKind(v))}
              empty={t('images.kind.all')}
              options={IMAGE_SPACE_KINDS.map((k) => ({ value: k, label: t(`images.kind.${k}`) }))}
            />
            <Checkbox.Root
              size="sm"
              checked={files.rows.length > 0 && files.rows.every((r) => ticked.has(r.id))}
              onCheckedChange={(d) => setTicked(d.checked === true ? new Set(files.rows.map((r) => r.id)) : new Set())}
              disabled={files.rows.length === 0}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('images.selectAll')}</Checkbox.Label>
            </Checkbox.Root>
          </HStack>

          {ids.length > 0 ? (
            <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('images.selected', { count: ids.length })}>
              <Text textStyle="sm">{t('images.selected', { count: ids.length })}</Text>
              <PermissionGuard permission={UPDATE}>
                {bin ? (
                  <>
                    <Button size="xs" variant="outline" loading={commands.busy} onClick={() => void batch('restore', 'images.restored')}>
                      {t('images.restore')}
                    </Button>
                    <Button
                      size="xs"
                      colorPalette="red"
                      loading={commands.busy}
                      onClick={() => void batch('purge', 'images.purged', t('images.confirmPurge', { count: ids.length }))}
                    >
                      {t('images.purge')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="xs" variant="outline" onClick={() => setDialog({ kind: 'move', ids })}>
                      {t('images.move')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={commands.busy}
                      onClick={() =>
                        void batch(
                          'recycle',
                          'images.recycled',
                          t('images.confirmRecycle', { count: ids.length, days: usage?.recycleDays ?? IMAGE_RECYCLE_DAYS }),
                        )
                      }
                    >
                      {t('images.recycle')}
                    </Button>
                  </>
                )}
              </PermissionGuard>
              {/* issue 24 item 2: the image tools (resize, watermark, white background, compress, translate) */}
              {bin ? null : <ImageToolsButton ids={ids} onDone={closeAndRefresh} />}
            </HStack>
          ) : null}

          {files.error && files.rows.length === 0 ? (
            <LoadFailed
              title={t('images.loadFailed')}
              description={files.refused ?? undefined}
              onRetry={() => void files.refetch()}
              retryText={t('images.retry')}
            />
          ) : files.loading && files.rows.length === 0 ? (
            <HStack justify="center" py="10">
              <Spinner aria-label={t('images.loading')} />
            </HStack>
          ) : files.rows.length === 0 ? (
            <EmptyNote>{t(bin ? 'images.binEmpty' : 'images.empty')}</EmptyNote>
          ) : (
            <SimpleGrid as="ul" columns={{ base: 2, sm: 3, lg: 5, xl: 6 }} gap="3" aria-label={t(bin ? 'images.tab.bin' : 'images.tab.files')}>
              {files.rows.map((file) => (
                <FileCard
                  key={file.id}
                  file={file}
                  bin={bin}
                  ticked={ticked.has(file.id)}
                  onTick={(on) => tick(file.id, on)}
                  onOpen={() => setDialog({ kind: 'detail', file })}
                />
              ))}
            </SimpleGrid>
          )}

          {files.total > 0 ? (
            <HStack justify="flex-end" gap="2">
              <Text textStyle="sm" color="fg.muted">
                {t('images.pageOf', { page, pages, total: files.total })}
              </Text>
              <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => (setPage(page - 1), setTicked(new Set()))}>
                {t('images.prev')}
              </Button>
              <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => (setPage(page + 1), setTicked(new Set()))}>
                {t('images.next')}
              </Button>
            </HStack>
          ) : null}
        </Stack>
      </Flex>

      {dialog?.kind === 'group' ? <GroupDialog group={dialog.group} commands={commands} onClose={() => setDialog(null)} onSaved={closeAndRefresh} /> : null}
      {dialog?.kind === 'move' ? (
        <MoveDialog ids={dialog.ids} groups={groups} commands={commands} onClose={() => setDialog(null)} onDone={closeAndRefresh} />
      ) : null}
      {dialog?.kind === 'url' ? <UrlDialog groupId={uploadGroup} commands={commands} onClose={() => setDialog(null)} onDone={closeAndRefresh} /> : null}
      {dialog?.kind === 'detail' ? <DetailDialog file={dialog.file} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}

function FileCard({ file, bin, ticked, onTick, onOpen }: { file: ImageRow; bin: boolean; ticked: boolean; onTick: (on: boolean) => void; onOpen: () => void }) {
  const t = useFeatureText(imagesMessages);
  const size =
    file.kind === 'image' && file.width > 0
      ? t('images.size', { width: file.width, height: file.height, kb: kb(file.bytes) })
      : t('images.sizeKb', { kb: kb(file.bytes) });
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" overflow="hidden" borderColor={ticked ? 'teal.500' : 'border'} aria-label={file.name}>
      <Box as="button" onClick={onOpen} aria-label={t('images.detailsOf', { name: file.name })} width="full" bg="bg.muted" height="32" display="block">
        {file.kind === 'video' ? (
          <Flex align="center" justify="center" height="full" color="fg.muted">
            <LuFilm size={32} />
          </Flex>
        ) : (
          <Image src={file.url} alt={file.name} width="full" height="full" objectFit="contain" loading="lazy" />
        )}
      </Box>
      <Stack gap="0.5" p="2">
        <HStack gap="1.5" align="start">
          <Checkbox.Root size="sm" checked={ticked} onCheckedChange={(d) => onTick(d.checked === true)}>
            <Checkbox.HiddenInput aria-label={t('images.select', { name: file.name })} />
            <Checkbox.Control />
          </Checkbox.Root>
          <Text textStyle="xs" fontWeight="medium" truncate title={file.name}>
            {file.name}
          </Text>
          {file.kind === 'video' ? (
            <Badge size="xs" ml="auto">
              {t('images.kind.video')}
            </Badge>
          ) : null}
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {size}
        </Text>
        {bin && file.recycledAt && file.purgeAt ? (
          <Text textStyle="xs" color="orange.fg">
            {t('images.purgeAt', { date: formatDateTime(file.purgeAt).slice(0, 10), days: imageDaysLeft(new Date(file.recycledAt), new Date()) })}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
