import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './ConfirmDialog';
import { renderUi } from './test/renderUi';
import { openDialog } from '../test/dialogs';

function Demo({ onResult }: { onResult: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onResult(await confirm({ title: '删除订单', message: '确定删除所选订单吗？', danger: true }))}>
      删除
    </button>
  );
}

function Queue() {
  const confirm = useConfirm();
  const [log, setLog] = useState<string[]>([]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm({ message: '第一个' }).then((ok) => setLog((l) => [...l, `1:${ok}`]));
          void confirm({ message: '第二个' }).then((ok) => setLog((l) => [...l, `2:${ok}`]));
        }}
      >
        两次
      </button>
      <output>{log.join(',')}</output>
    </>
  );
}

/** Renders the demo under a ConfirmProvider; returns the answers the confirmations gave. */
function renderDemo(lang?: 'en') {
  const results: boolean[] = [];
  renderUi(
    <ConfirmProvider>
      <Demo onResult={(ok) => results.push(ok)} />
    </ConfirmProvider>,
    lang ? { lang } : undefined,
  );
  return results;
}

describe('ConfirmDialog', () => {
  it('resolves true on OK', async () => {
    const user = userEvent.setup();
    const results = renderDemo();
    const dialog = await openDialog(user, '删除', '删除订单', 'alertdialog');
    expect(dialog).toHaveTextContent('确定删除所选订单吗？');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(results).toEqual([true]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on cancel and on Escape, in English too', async () => {
    const user = userEvent.setup();
    const results = renderDemo('en');
    await user.click(screen.getByRole('button', { name: '删除' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(results).toEqual([false]));

    await user.click(screen.getByRole('button', { name: '删除' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(results).toEqual([false, false]));
  });

  it('shows queued confirmations one after another', async () => {
    const user = userEvent.setup();
    renderUi(
      <ConfirmProvider>
        <Queue />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: '两次' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('第一个');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('第二个'));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1:true,2:false'));
  });

  it('explains a missing provider', () => {
    function Bare() {
      useConfirm();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => act(() => renderUi(<Bare />))).toThrow(/ConfirmProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
