import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { api, http, HttpResponse, server } from '../../test/server';
import { businessError, connectionOf, fails, mockGraphql, refusal, success, type Variables } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import type { ImageFilesQuery } from './images.generated';
import { ImageManagementPage } from './index';
import { fixture } from '../../test/fixtures';
import type { NodeOf } from '../../ui/resource';

type Node = NodeOf<ImageFilesQuery['imageFiles']>;
const ALL = ['imageManagement', 'imageManagement.update'];

const file = fixture<Node>({
  __typename: 'ImageFile',
  id: 1,
  groupId: 7,
  name: 'cup.png',
  url: '/files/cup.png',
  kind: 'image',
  ext: 'png',
  bytes: 204800,
  width: 800,
  height: 600,
  source: 'upload',
  recycledAt: null,
  purgeAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  uploadedByName: '张三',
});

const inUse = [file(), file({ id: 2, groupId: null, name: 'bag.jpg', url: '/files/bag.jpg', width: 400, height: 400, bytes: 102400 })];
const recycled = [file({ id: 3, name: 'old.gif', url: '/files/old.gif', recycledAt: '2026-11-20T00:00:00.000Z', purgeAt: '2027-02-18T00:00:00.000Z' })];

const spaceAnswer = {
  imageGroups: {
    __typename: 'ImageGroups',
    ungroupedCount: 1,
    groups: [
      { __typename: 'ImageGroup', id: 7, name: '主图', fileCount: 1, createdAt: '2026-11-01T00:00:00.000Z' },
      { __typename: 'ImageGroup', id: 8, name: '详情图', fileCount: 0, createdAt: '2026-11-01T00:00:00.000Z' },
    ],
  },
  imageSpaceUsage: {
    __typename: 'ImageSpaceUsage',
    edition: 'standard',
    fileCount: 2,
    recycledCount: 1,
    recycleDays: 90,
    usedBytes: 512 * 1024 * 1024,
    capacityBytes: 1024 * 1024 * 1024,
  },
};

/** Files answered from the filter, as the server would. */
function mockSpace() {
  return mockGraphql({
    ImageSpace: spaceAnswer,
    ImageFiles: (v: Variables) => {
      const f = v.filter ?? {};
      const rows = (f.recycled ? recycled : inUse).filter(
        (n) => (f.groupId === undefined || (f.groupId === 0 ? n.groupId === null : n.groupId === f.groupId)) && (!f.keyword || n.name.includes(f.keyword)),
      );
      return connectionOf('imageFiles', rows);
    },
  });
}

const open = (permissions = ALL) => renderPage(<ImageManagementPage />, { path: '/imageManagement', permissions });
const png = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

afterEach(() => setLang('zh'));

describe('ImageManagementPage', () => {
  it('shows the groups with counts, the space used and the files with their sizes', async () => {
    mockSpace();
    open();
    const grid = await screen.findByRole('list', { name: '图片' });
    expect(within(grid).getByText('cup.png')).toBeInTheDocument();
    expect(within(grid).getByText('800 × 600 px · 200.0 KB')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'cup.png' })).toHaveAttribute('src', '/files/cup.png');
    const groups = screen.getByRole('navigation', { name: '图片分组' });
    expect(await within(groups).findByRole('button', { name: '全部图片（2）' })).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: '未分组（1）' })).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: '主图（1）' })).toBeInTheDocument();
    expect(screen.getByText(/空间 512\.0 MB \/ 1\.0 GB/)).toBeInTheDocument();
    expect(screen.getByText(/标准版：2 个文件，回收站 1 个/)).toBeInTheDocument();
  });

  it('filters by group and by name', async () => {
    const calls = mockSpace();
    const user = userEvent.setup();
    open();
    await screen.findByText('bag.jpg');
    await user.click(await screen.findByRole('button', { name: '主图（1）' }));
    await waitFor(() => expect(screen.queryByText('bag.jpg')).not.toBeInTheDocument());
    expect(screen.getByText('cup.png')).toBeInTheDocument();
    expect(calls.ImageFiles.at(-1)!.filter).toMatchObject({ groupId: 7, recycled: false });
    await user.click(screen.getByRole('button', { name: '未分组（1）' }));
    expect(await screen.findByText('bag.jpg')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('cup.png')).not.toBeInTheDocument());
    expect(calls.ImageFiles.at(-1)!.filter).toMatchObject({ groupId: 0 });
    await user.click(screen.getByRole('button', { name: '全部图片（2）' }));
    await user.type(screen.getByRole('searchbox', { name: '按名称搜索' }), 'cup');
    await waitFor(() => expect(screen.queryByText('bag.jpg')).not.toBeInTheDocument());
    expect(calls.ImageFiles.at(-1)!.filter).toMatchObject({ keyword: 'cup' });
  });

  it('recycles ticked files after a confirm, and the bin shows the purge date with restore and purge', async () => {
    const calls = mockSpace();
    const { RecycleImages, PurgeImages } = mockGraphql({ RecycleImages: success('recycleImages', 1), PurgeImages: success('purgeImages', 1) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: '选择 cup.png' }));
    await user.click(screen.getByRole('button', { name: '移入回收站' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确认将 1 个文件移入回收站？90 天内可以还原');
    await user.click(within(ask).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(RecycleImages).toEqual([{ input: { ids: [1] } }]));

    await user.click(screen.getByRole('tab', { name: /回收站/ }));
    const bin = await screen.findByRole('list', { name: '回收站' });
    expect(within(bin).getByText('old.gif')).toBeInTheDocument();
    expect(within(bin).getByText(/2027-02-18 彻底删除（剩 \d+ 天）/)).toBeInTheDocument();
    expect(calls.ImageFiles.at(-1)!.filter).toMatchObject({ recycled: true });
    await user.click(within(bin).getByRole('checkbox', { name: '选择 old.gif' }));
    expect(screen.getByRole('button', { name: '还原' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '彻底删除' }));
    const purge = await screen.findByRole('alertdialog');
    expect(purge).toHaveTextContent('删除后不能恢复');
    await user.click(within(purge).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(PurgeImages).toEqual([{ input: { ids: [3] } }]));
  });

  it('refuses more than 20 files at once and images over 5 MB, and gathers the upload failures', async () => {
    mockSpace();
    const sent: string[] = [];
    server.use(
      http.post(api('storage/uploadFile'), async ({ request }) => {
        const form = await request.formData();
        const picked = form.get('file') as File;
        // jsdom's multipart drops the file name: the size tells the files apart
        sent.push(`${picked.size}:${form.get('cateId') as string}:${form.get('fileType') as string}`);
        if (picked.size === 2000) return HttpResponse.json({ code: 1, message: '图片空间容量不足', type: 'tips', data: null });
        return HttpResponse.json({ code: 0, message: '', type: 'tips', data: { fileUrl: '/files/ok.png' } });
      }),
    );
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('选择要上传的文件');
    await user.upload(
      input,
      Array.from({ length: 21 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByText('图片上传超出限制')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: '主图（1）' }));
    await user.upload(input, [png('ok.png'), png('huge.png', 5 * 1024 * 1024 + 1), png('bad.png', 2000)]);
    const problems = await screen.findByRole('alert');
    await waitFor(() => expect(problems).toHaveTextContent('bad.png 上传失败，图片空间容量不足'));
    expect(problems).toHaveTextContent('huge.png 图片大于5M');
    expect(sent).toEqual(['1000:7:1', '2000:7:1']);
  });

  it('uploads by URL and shows the server refusal', async () => {
    mockSpace();
    const { UploadImageByUrl } = mockGraphql({ UploadImageByUrl: refusal('uploadImageByUrl', businessError('该图片无法下载')) });
    const user = userEvent.setup();
    open();
    const dialog = await openDialog(user, '网址上传', '按网址上传图片');
    await user.type(within(dialog).getByRole('textbox', { name: /图片网址/ }), 'https://example.com/a.png');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该图片无法下载')).toBeInTheDocument();
    expect(UploadImageByUrl).toEqual([{ input: { imageUrl: 'https://example.com/a.png', cateId: 0 } }]);
  });

  it('creates a group and shows where a file is used', async () => {
    mockSpace();
    const { CreateImageGroup } = mockGraphql({
      CreateImageGroup: success('createImageGroup', { __typename: 'ImageGroup', id: 9, name: '视频' }),
      ImageUsage: success('imageUsage', [{ __typename: 'ImageUse', kind: 'product', id: 5, label: 'P-001 杯子' }], 'Query'),
    });
    const user = userEvent.setup();
    open();
    const dialog = await openDialog(user, '新建分组', '新建分组');
    await user.type(within(dialog).getByRole('textbox', { name: /分组名称/ }), '视频');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(CreateImageGroup).toEqual([{ input: { name: '视频' } }]));

    const detail = await openDialog(user, '查看 cup.png', 'cup.png');
    expect(await within(detail).findByText('商品 · P-001 杯子')).toBeInTheDocument();
  });

  it('shows the error state, then the empty state, in English', async () => {
    setLang('en');
    mockGraphql({ ImageSpace: spaceAnswer, ImageFiles: fails() });
    open();
    expect(await screen.findByText('The image space could not be loaded')).toBeInTheDocument();
    mockGraphql({ ImageFiles: connectionOf('imageFiles', []) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No files here yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'All files (2)' })).toBeInTheDocument();
  });
  it('moves ticked files to a group, filters by kind, and deletes a group after a confirm', async () => {
    const calls = mockSpace();
    const { MoveImages, DeleteImageGroup } = mockGraphql({ MoveImages: success('moveImages', 2), DeleteImageGroup: success('deleteImageGroup', true) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选 2 个')).toBeInTheDocument();
    const dialog = await openDialog(user, '移动到分组', '移动 2 个文件到分组');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '目标分组' }), '详情图');
    await user.click(within(dialog).getByRole('button', { name: '移动到分组' }));
    await waitFor(() => expect(MoveImages).toEqual([{ input: { ids: [1, 2], groupId: 8 } }]));

    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'video');
    await waitFor(() => expect(calls.ImageFiles.at(-1)!.filter).toMatchObject({ kind: 'video' }));

    await user.click(screen.getByRole('button', { name: '删除分组 详情图' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('分组中的文件会变为未分组');
    await user.click(within(ask).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(DeleteImageGroup).toEqual([{ id: 8 }]));
  });

  it('pages through the files', async () => {
    const many = Array.from({ length: 45 }, (_, i) => file({ id: 100 + i, name: `f${i}.png` }));
    const { ImageFiles } = mockGraphql({
      ImageSpace: spaceAnswer,
      ImageFiles: (v: Variables) => connectionOf('imageFiles', many.slice(v.offset ?? 0, (v.offset ?? 0) + v.first), many.length),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('第 1 / 2 页，共 45 个')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('f44.png')).toBeInTheDocument();
    expect(ImageFiles.at(-1)).toMatchObject({ first: 40, offset: 40 });
  });

  it('says the upload limit and the failures in English', async () => {
    setLang('en');
    mockSpace();
    server.use(
      http.post(api('storage/uploadFile'), () => HttpResponse.json({ code: 1, message: 'Image space capacity insufficient', type: 'tips', data: null })),
    );
    const user = userEvent.setup();
    open();
    const input = await screen.findByLabelText('Choose files to upload');
    await user.upload(
      input,
      Array.from({ length: 21 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByText('Image upload limit exceeded')).toBeInTheDocument();
    await user.upload(input, [png('a.png'), png('big.png', 6 * 1024 * 1024)]);
    const problems = await screen.findByRole('alert');
    await waitFor(() => expect(problems).toHaveTextContent('a.png upload failed, Image space capacity insufficient'));
    expect(problems).toHaveTextContent('big.png image larger than 5M');
  });
  it('shows no upload, group or batch commands without the update permission', async () => {
    mockSpace();
    const user = userEvent.setup();
    open(['imageManagement']);
    await user.click(await screen.findByRole('checkbox', { name: '选择 cup.png' }));
    expect(screen.getByText('已选 1 个')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '移入回收站' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传文件' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建分组' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除分组 主图' })).not.toBeInTheDocument();
  });
  it('uploads one file at a time with a progress bar, then reloads the files', async () => {
    const calls = mockSpace();
    let release: () => void = () => undefined;
    let count = 0;
    server.use(
      http.post(api('storage/uploadFile'), async () => {
        count += 1;
        if (count === 1) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 0, message: '', type: 'tips', data: { fileUrl: '/files/x.png' } });
      }),
    );
    const user = userEvent.setup();
    open();
    await screen.findByText('cup.png');
    const before = calls.ImageFiles.length;
    await user.upload(await screen.findByLabelText('选择要上传的文件'), [png('a.png'), png('b.png')]);
    expect(await screen.findByText('正在上传 0 / 2')).toBeInTheDocument();
    expect(count).toBe(1);
    release();
    await waitFor(() => expect(screen.queryByText(/正在上传/)).not.toBeInTheDocument());
    expect(count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('已上传 2 个文件')).toBeInTheDocument();
    await waitFor(() => expect(calls.ImageFiles.length).toBeGreaterThan(before));
  });
});
