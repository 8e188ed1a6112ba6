import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../i18n/lang';
import { businessError, mockOperation, refusal, success } from '../../test/graphql';
import { renderPage } from '../../test/renderPage';
import { openDialog } from '../../test/dialogs';
import { ImageToolsButton, WatermarkManagePage } from './index';
import { findRow, expectTexts } from '../../test/rows';

afterEach(() => setLang('zh'));

const brand = {
  __typename: 'WatermarkTemplate',
  id: 1,
  name: 'Brand',
  kind: 'text',
  text: 'SHOP',
  color: '#ff0000',
  imageFileId: null,
  position: 'bottomRight',
  opacity: 60,
  size: 20,
  margin: 2,
  updatedAt: '2026-01-02T03:04:00.000Z',
};
const templates = (nodes: unknown[] = [brand]) => ({
  watermarkTemplates: {
    __typename: 'QueryWatermarkTemplatesConnection',
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ __typename: 'QueryWatermarkTemplatesConnectionEdge', node })),
  },
});
const runOf = (over: Record<string, unknown> = {}) => ({
  __typename: 'ImageToolRun',
  id: 9,
  operation: 'resize',
  status: 'queued',
  total: 2,
  done: 0,
  results: [],
  ...over,
});

describe('WatermarkManagePage', () => {
  it('lists templates and adds a text watermark, checking the shared rules first', async () => {
    const user = userEvent.setup();
    mockOperation('WatermarkTemplates', templates());
    const inputs = mockOperation('CreateWatermarkTemplate', success('createWatermarkTemplate', { ...brand, id: 2, name: 'Sale' }), 'input');
    renderPage(<WatermarkManagePage />, { path: '/watermarkManage', permissions: ['watermark.update'] });
    const row = await findRow('Brand');
    expectTexts(row, '文字水印', '右下', '60%');
    const dialog = await openDialog(user, '添加水印模板', '添加水印模板');
    await user.type(within(dialog).getByLabelText(/^名称/), 'Sale');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByLabelText(/^水印文字/)).toHaveAccessibleErrorMessage('请输入水印文字');
    expect(inputs).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^水印文字/), 'SALE');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(inputs).toEqual([
        { name: 'Sale', kind: 'text', text: 'SALE', color: '#ffffff', imageFileId: null, position: 'bottomRight', opacity: 60, size: 20, margin: 2 },
      ]),
    );
    expect(await screen.findByText('水印模板 Sale 已保存')).toBeInTheDocument();
  });

  it('speaks English and hides editing without watermark.update', async () => {
    setLang('en');
    mockOperation('WatermarkTemplates', templates());
    renderPage(<WatermarkManagePage />, { path: '/watermarkManage' });
    expect((await screen.findByText('Brand')).closest('tr')).toHaveTextContent('Bottom right');
    expect(screen.getByRole('heading', { name: 'Watermarks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add template' })).not.toBeInTheDocument();
  });
});

describe('the image tools dialog', () => {
  it('queues a resize of the ticked pictures and shows the progress, then each result', async () => {
    const user = userEvent.setup();
    mockOperation('WatermarkTemplates', templates());
    const inputs = mockOperation('ProcessImages', success('processImages', runOf()), 'input');
    let polls = 0;
    mockOperation('ImageToolRun', () => {
      polls++;
      return {
        imageToolRun:
          polls < 2
            ? runOf({ status: 'processing', done: 1 })
            : runOf({
                status: 'finished',
                done: 2,
                results: [
                  {
                    __typename: 'ImageToolResult',
                    imageId: 1,
                    name: 'shirt.png',
                    status: 'done',
                    message: '',
                    resultId: 5,
                    resultUrl: '/files/images/1/a.png',
                  },
                  {
                    __typename: 'ImageToolResult',
                    imageId: 2,
                    name: 'spin.gif',
                    status: 'skipped',
                    message: 'GIF 图片已跳过（处理会丢失动画帧）',
                    resultId: null,
                    resultUrl: '',
                  },
                ],
              }),
      };
    });
    const onDone = vi.fn();
    renderPage(<ImageToolsButton ids={[1, 2]} onDone={onDone} />, { path: '/imageManagement', permissions: ['imageTools.process'] });
    const dialog = await openDialog(user, '图片处理', '图片处理（已选 2 张）');
    await user.selectOptions(within(dialog).getByLabelText('比例'), '16:9');
    await user.selectOptions(within(dialog).getByLabelText('方式'), 'crop');
    await user.click(within(dialog).getByRole('button', { name: '开始处理' }));
    await waitFor(() => expect(inputs).toEqual([{ ids: [1, 2], operation: 'resize', ratio: '16:9', fit: 'crop' }]));
    expect(await screen.findByText('处理完成', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('GIF 图片已跳过（处理会丢失动画帧）')).toBeInTheDocument();
    expect(screen.getByText('a.png')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '关闭' })[0]!);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('refuses more than 20 pictures for a translation before sending, and shows "not configured"', async () => {
    const user = userEvent.setup();
    mockOperation('WatermarkTemplates', templates());
    const sent = mockOperation(
      'TranslateImages',
      refusal('translateImages', businessError('图片翻译失败：未配置文字识别（OCR）服务，请联系管理员配置', 'imageTools.ocrNotConfigured')),
      'input',
    );
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    const { unmount } = renderPage(<ImageToolsButton ids={ids} onDone={() => undefined} />, { path: '/imageManagement', permissions: ['imageTools.process'] });
    let dialog = await openDialog(user, '图片处理', '图片处理（已选 21 张）');
    await user.selectOptions(within(dialog).getByLabelText('处理方式'), 'translate');
    expect(within(dialog).getByText('已选 21 张，超过每次 20 张的上限')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '开始处理' })).toBeDisabled();
    unmount();
    renderPage(<ImageToolsButton ids={[1]} onDone={() => undefined} />, { path: '/imageManagement', permissions: ['imageTools.process'] });
    dialog = await openDialog(user, '图片处理', '图片处理（已选 1 张）');
    await user.selectOptions(within(dialog).getByLabelText('处理方式'), 'translate');
    await user.click(within(dialog).getByRole('button', { name: '开始处理' }));
    await waitFor(() => expect(sent).toEqual([{ ids: [1], target: 'en' }]));
    expect(await screen.findByText('图片翻译失败：未配置文字识别（OCR）服务，请联系管理员配置')).toBeInTheDocument();
  });

  it('is not offered without imageTools.process', async () => {
    renderPage(<ImageToolsButton ids={[1]} onDone={() => undefined} />, { path: '/imageManagement', permissions: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: '图片处理' })).not.toBeInTheDocument();
  });
});
