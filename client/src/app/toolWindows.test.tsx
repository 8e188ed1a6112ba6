import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUserRoutes, type MenuNode } from '../api/session';
import { setLang } from '../i18n/lang';
import { userRoutes } from '../test/server';
import { AppProviders } from './providers';
import { backToErp, ToolPageBar, ToolPagesMenu, toolPageUrl, toolWindowName } from './toolWindows';

const page = (id: number, name: string): MenuNode => ({
  id,
  pid: 1,
  path: `/${name}`,
  component: name,
  name,
  meta: { title: name, icon: null, roles: [], noCache: false, breadcrumb: true, affix: false },
  hidden: true,
  redirect: null,
  children: [],
});

function withTools(names: string[]) {
  const routes = userRoutes();
  routes.menu[0]!.children.push(...names.map((n, i) => page(100 + i, n)));
  storeUserRoutes(routes);
}

const setOpener = (value: unknown) => Object.defineProperty(window, 'opener', { value, configurable: true, writable: true });

afterEach(() => {
  vi.restoreAllMocks();
  setOpener(null);
});

describe('tool page windows', () => {
  it('addresses a tool page by its hash route and names one window per tool', () => {
    expect(toolPageUrl('/scanSorting', 'http://erp.example/app/?x=1#/orders')).toBe('http://erp.example/app/?x=1#/scanSorting');
    expect(toolWindowName('/scanToShip')).toBe('erp-tool-scanToShip');
  });

  it('lists the tool pages the account holds, by their catalogue names, and opens each in its own window', async () => {
    const user = userEvent.setup();
    withTools(['scanSorting', 'scanToShip']);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <AppProviders>
        <ToolPagesMenu />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: '作业工具（在新窗口打开）' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['扫描分拣', '扫描发货']); // no pick list or sorting rights
    expect(items[0]).toHaveAttribute('href', toolPageUrl('/scanSorting'));
    await user.click(items[1]!);
    expect(open).toHaveBeenCalledWith(toolPageUrl('/scanToShip'), 'erp-tool-scanToShip', expect.stringContaining('width='));
  });

  it('shows nothing to an account without tool pages', () => {
    withTools([]);
    const { container } = render(
      <AppProviders>
        <ToolPagesMenu />
      </AppProviders>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the window that opened the tool page, else to /home', () => {
    setLang('en');
    render(
      <AppProviders>
        <ToolPageBar />
      </AppProviders>,
    );
    const back = screen.getByRole('link', { name: 'Back to the ERP' });
    expect(back).toHaveAttribute('href', '#/home');

    // opened from the ERP: focus it and close this window
    const opener = { closed: false, location: { origin: window.location.origin }, focus: vi.fn() };
    setOpener(opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const prevent = vi.fn();
    backToErp({ preventDefault: prevent });
    expect(opener.focus).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
    expect(prevent).toHaveBeenCalled();

    // opened on its own: the link's address takes over
    setOpener(null);
    const prevent2 = vi.fn();
    backToErp({ preventDefault: prevent2 });
    expect(prevent2).not.toHaveBeenCalled();
  });
});
