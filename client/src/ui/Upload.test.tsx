import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from './test/renderUi';
import { Toaster } from './toaster';
import { Upload, type UploadedFile, type UploadProps } from './Upload';

const MB = 1024 * 1024;
/** A File whose size is reported as `size` without allocating it. */
function fakeFile(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function Harness(props: Partial<UploadProps> & { upload: UploadProps['upload']; initial?: UploadedFile[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <>
      <Upload value={value} onChange={setValue} compress={async (f) => f} {...rest} />
      <output data-testid="urls">{value.map((v) => v.url).join(' ')}</output>
      <Toaster />
    </>
  );
}

describe('Upload', () => {
  it('compresses and uploads pictures, shows them and confirms success', async () => {
    const user = userEvent.setup();
    const compress = vi.fn(async (f: File) => new File(['small'], f.name, { type: f.type }));
    const upload = vi.fn(async (f: File) => ({ url: `https://files.example.com/${f.name}` }));
    renderUi(<Harness upload={upload} compress={compress} maxCount={6} />);
    await user.upload(screen.getByLabelText('选择图片'), [fakeFile('a.png', 'image/png'), fakeFile('b.webp', 'image/webp')]);
    await waitFor(() => expect(screen.getByTestId('urls')).toHaveTextContent('https://files.example.com/a.png https://files.example.com/b.webp'));
    expect(compress).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]![0].size).toBe(5); // the compressed file went up
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute('src', 'https://files.example.com/a.png');
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(screen.getByText('支持 png、jpeg、gif、webp，单张不超过 5M，最多 6 张')).toBeInTheDocument();
  });

  it('gathers refusals and per-file failures and shows them together', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn(async (f: File) => {
      if (f.name === 'down.png') throw new Error('文件服务不可用');
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown non-Error is the case under test
      if (f.name === 'odd.png') throw {};
      return { url: `u/${f.name}` };
    });
    renderUi(<Harness upload={upload} maxCount={9} />);
    await user.upload(screen.getByLabelText('选择图片'), [
      fakeFile('ok.png', 'image/png'),
      fakeFile('商品.png', 'image/png'),
      fakeFile('huge.jpg', 'image/jpeg', 6 * MB),
      fakeFile('doc.pdf', 'application/pdf'),
      fakeFile('down.png', 'image/png'),
      fakeFile('odd.png', 'image/png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('以下文件未能上传');
    const items = [...alert.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      '所选图片名称不能包含中文：商品.png',
      'huge.jpg 图片大于 5M',
      'doc.pdf 格式不支持，只能上传 png、jpeg、gif、webp 图片',
      'down.png 上传失败，文件服务不可用',
      'odd.png 上传失败，请稍后重试',
    ]);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('urls')).toHaveTextContent('u/ok.png');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a selection over the count limit, in English', async () => {
    const user = userEvent.setup();
    const upload = vi.fn();
    const onProblems = vi.fn();
    renderUi(<Harness upload={upload} maxCount={3} initial={[{ url: 'u/1.png' }, { url: 'u/2.png' }]} onProblems={onProblems} />, { lang: 'en' });
    await user.upload(screen.getByLabelText('Choose pictures'), [fakeFile('a.png', 'image/png'), fakeFile('b.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 pictures can be uploaded');
    expect(onProblems).toHaveBeenCalledWith(['Only 3 pictures can be uploaded']);
    expect(upload).not.toHaveBeenCalled();
  });

  it('removes an uploaded picture and disables the picker when full', async () => {
    const user = userEvent.setup();
    renderUi(
      <Harness
        upload={vi.fn()}
        maxCount={2}
        initial={[
          { url: 'u/1.png', name: 'one.png' },
          { url: 'u/2.png', name: 'two.png' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: /选择图片/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '删除 one.png' }));
    expect(screen.getByTestId('urls')).toHaveTextContent(/^u\/2\.png$/);
    expect(screen.getByRole('button', { name: /选择图片/ })).toBeEnabled();
  });

  it('uploads an mp4 video without compressing and refuses one over 1G', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const compress = vi.fn(async (f: File) => f);
    const upload = vi.fn(async (f: File) => ({ url: `v/${f.name}` }));
    renderUi(<Harness kind="video" upload={upload} compress={compress} />);
    expect(screen.getByLabelText('选择视频')).toHaveAttribute('accept', 'video/mp4,.mp4');
    await user.upload(screen.getByLabelText('选择视频'), fakeFile('big.mp4', 'video/mp4', 1001 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.mp4 视频大于 1G');
    await user.upload(screen.getByLabelText('选择视频'), fakeFile('demo.mp4', 'video/mp4', 50 * MB));
    await waitFor(() => expect(screen.getByTestId('urls')).toHaveTextContent('v/demo.mp4'));
    expect(compress).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads the original when compression fails', async () => {
    const user = userEvent.setup();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const upload = vi.fn(async (f: File) => ({ url: `u/${f.name}` }));
    renderUi(<Harness upload={upload} compress={async () => Promise.reject(new Error('decode'))} />);
    const original = fakeFile('x.jpeg', 'image/jpeg');
    await user.upload(screen.getByLabelText('选择图片'), original);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(original));
    expect(quiet).toHaveBeenCalled();
  });
});
