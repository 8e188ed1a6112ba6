// /aiCommandTemplate and /chatGPT (issue 24 item 7): templates listed and added (an empty prompt
// refused in the form); the "not configured" notice; more than 20 entries refused before sending;
// a streamed answer shown as it arrives, then applied to the listing draft; a provider failure in
// the chat shown with the question kept.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { connectionOf, mockGraphql, success } from '../../test/graphql';
import { api, http, HttpResponse, server } from '../../test/server';
import { renderPage } from '../../test/renderPage';
import { AiCommandTemplatePage, ChatGptPage } from './index';
import { splitEvents } from './stream';

const TEMPLATE = {
  __typename: 'AiCommandTemplate',
  id: 3,
  name: 'Short title',
  kind: 'title',
  prompt: 'Title for {{title}}',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const status = (configured: boolean) => ({ aiWritingStatus: { __typename: 'AiWritingStatus', configured, model: configured ? 'test-model' : '' } });

/** An SSE answer delivered in pieces. */
function sse(events: unknown[]) {
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    start(c) {
      for (const e of events) c.enqueue(encoder.encode(`data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n\n`));
      c.close();
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
}

describe('stream parsing', () => {
  it('splits complete events and keeps the rest', () => {
    expect(splitEvents('data: {"delta":"a"}\n\ndata: [DONE]\n\ndata: {"de')).toEqual({ events: ['{"delta":"a"}', '[DONE]'], rest: 'data: {"de' });
  });
});

describe('/aiCommandTemplate', () => {
  it('lists templates and adds one, refusing an empty prompt in the form', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({
      AiWritingStatus: status(true),
      AiCommandTemplates: connectionOf('aiCommandTemplates', [TEMPLATE]),
      CreateAiCommandTemplate: success('createAiCommandTemplate', { __typename: 'AiCommandTemplate', id: 4 }),
    });
    renderPage(<AiCommandTemplatePage />, { path: '/aiCommandTemplate', permissions: ['aiCommandTemplate', 'aiCommandTemplate.update'] });
    expect((await screen.findByText('Short title')).closest('tr')).toHaveTextContent('标题');
    await user.click(screen.getByRole('button', { name: '新增模板' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/模板名称/), 'Bullets');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入指令内容')).toBeInTheDocument();
    expect(calls.CreateAiCommandTemplate).toEqual([]);
    await user.type(within(dialog).getByLabelText(/指令内容/), 'Five points for {{{{title}}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.CreateAiCommandTemplate).toEqual([{ input: { name: 'Bullets', kind: 'title', prompt: 'Five points for {{title}}' } }]));
  });
});

describe('/chatGPT', () => {
  const base = () => ({
    AiCommandTemplates: connectionOf('aiCommandTemplates', [TEMPLATE]),
    AiChatMessages: { aiChatMessages: [] },
    ApplyAiToListing: success('applyAiToListing', { __typename: 'AiAppliedListing', listingId: 12, title: 'Keramikbecher Rot', status: 'draft' }),
  });

  it('says how to configure the AI service when none is', async () => {
    mockGraphql({ ...base(), AiWritingStatus: status(false) });
    renderPage(<ChatGptPage />, { path: '/chatGPT', permissions: ['chatGPT', 'chatGPT.generate'] });
    expect(await screen.findByText('未配置 AI 服务')).toBeInTheDocument();
    expect(screen.getAllByText(/AI_BASE_URL/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /生成/ })).toBeDisabled();
  });

  it('refuses more than 20 entries, streams an answer and applies it to the listing draft', async () => {
    const user = userEvent.setup();
    const calls = mockGraphql({ ...base(), AiWritingStatus: status(true) });
    const bodies: unknown[] = [];
    server.use(
      http.post(api('ai/generateStream'), async ({ request }) => {
        bodies.push(await request.json());
        return sse([
          { delta: 'Keramik' },
          { delta: 'becher Rot' },
          {
            result: {
              kind: 'title',
              text: 'Keramikbecher Rot',
              language: 'German',
              marketplace: 'eBay',
              limit: 100,
              listingId: 12,
              title: 'Keramikbecher Rot',
            },
          },
          '[DONE]',
        ]);
      }),
    );
    renderPage(<ChatGptPage />, { path: '/chatGPT', permissions: ['chatGPT', 'chatGPT.generate'] });
    const form = await screen.findByRole('form', { name: 'AI 文案' });
    const generate = within(form).getByRole('button', { name: /生成/ });
    await waitFor(() => expect(generate).toBeEnabled());
    await user.type(within(form).getByLabelText('补充信息（每行一条）'), Array.from({ length: 21 }, (_, i) => `e${i}`).join('\n'));
    expect(within(form).getByText('AI 输入最多 20 条')).toBeInTheDocument();
    expect(generate).toBeDisabled();
    await user.clear(within(form).getByLabelText('补充信息（每行一条）'));
    await user.type(within(form).getByLabelText('刊登草稿 ID'), '12');
    await user.click(generate);
    expect(await screen.findByTestId('ai-output')).toHaveTextContent('Keramikbecher Rot');
    expect(screen.getByText('German · 上限 100')).toBeInTheDocument();
    expect(bodies).toEqual([{ kind: 'title', listingId: 12 }]);
    await user.click(screen.getByRole('button', { name: /应用到刊登草稿/ }));
    await waitFor(() => expect(calls.ApplyAiToListing).toEqual([{ input: { listingId: 12, title: 'Keramikbecher Rot' } }]));
  });

  it('shows a provider failure of the chat and keeps the question', async () => {
    const user = userEvent.setup();
    mockGraphql({ ...base(), AiWritingStatus: status(true) });
    server.use(
      http.post(api('ai/chatStream'), () =>
        sse([{ error: { messageId: 'aiWriting.providerFailed', message: 'AI 服务返回错误（HTTP 500: overloaded），未保存任何内容' } }, '[DONE]']),
      ),
    );
    renderPage(<ChatGptPage />, { path: '/chatGPT', permissions: ['chatGPT', 'chatGPT.generate'] });
    const chat = await screen.findByRole('region', { name: 'AI 对话' });
    await user.type(within(chat).getByLabelText('消息'), 'Hallo?');
    const send = within(chat).getByRole('button', { name: /发送/ });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(chat).findByText(/HTTP 500: overloaded/)).toBeInTheDocument();
    expect(within(chat).getByLabelText('消息')).toHaveValue('Hallo?');
  });
});
