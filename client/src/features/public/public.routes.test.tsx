import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { publicMessages, type PublicMessageId } from './messages';
import { PUBLIC_PATHS } from './paths';
import { publicRoutes } from './routes';
import { renderFeatureRoutes } from './testing';

const HEADINGS: [path: string, id: PublicMessageId][] = [
  ['/homeIndex', 'public.home.title'],
  ['/rates', 'public.rates.title'],
  ['/helpCenter', 'public.help.title'],
  ['/aboutUs', 'public.about.title'],
  ['/contactUs', 'public.contact.title'],
  ['/policyTerms', 'public.terms.title'],
  ['/privacyPolicy', 'public.privacy.title'],
  ['/amazonErp', 'public.amazon.title'],
  ['/multiPlatformErp', 'public.multi.title'],
  ['/ERPFunctionAnalysis', 'public.features.title'],
  ['/erpApp', 'public.app.title'],
  ['/appServiceAgree', 'public.agreement.title'],
];

describe('public routes', () => {
  it('exports exactly the public pages of the spec', () => {
    expect(publicRoutes.map((r) => r.path).sort()).toEqual(HEADINGS.map(([p]) => p).sort());
    expect(Object.values(PUBLIC_PATHS).sort()).toEqual(HEADINGS.map(([p]) => p).sort());
  });

  describe.each(['zh', 'en'] as const)('in %s', (lang) => {
    it.each(HEADINGS)('%s renders its heading, with every text resolved', async (path, id) => {
      if (lang === 'en') setLang('en');
      renderFeatureRoutes(path);
      expect(await screen.findByRole('heading', { level: 1, name: publicMessages[lang][id] })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toContain(publicMessages[lang][id]);
      // no message id leaked into the page
      expect(document.body.textContent).not.toMatch(/\b(public|mobile)\.[a-z]+\.[a-zA-Z]/);
    });
  });

  it('links the header to sign in and register, and switches language', async () => {
    const user = userEvent.setup();
    const { router } = renderFeatureRoutes('/homeIndex');
    const header = screen.getByRole('banner');

    await user.click(within(header).getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: publicMessages.en['public.home.title'] })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');

    await user.click(within(header).getByRole('link', { name: 'Register free' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('opens the collapsed menu on small screens and navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderFeatureRoutes('/homeIndex');

    const toggle = screen.getByRole('button', { name: '打开菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');

    const menu = document.getElementById('public-mobile-nav')!;
    await user.click(within(menu).getByRole('link', { name: '价格版本' }));
    expect(router.state.location.pathname).toBe('/rates');
    expect(screen.getByRole('heading', { level: 1, name: '价格与版本' })).toBeInTheDocument();
  });

  it('footer links reach the policy pages', async () => {
    const user = userEvent.setup();
    const { router } = renderFeatureRoutes('/aboutUs');
    const legal = screen.getByRole('navigation', { name: '条款与政策' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['服务条款', '隐私政策', '应用服务协议']);

    await user.click(within(legal).getByRole('link', { name: '隐私政策' }));
    expect(router.state.location.pathname).toBe('/privacyPolicy');
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
  });

  it('shows "open the app" instead of sign in when a session exists', async () => {
    document.cookie = 'info=tok; path=/';
    renderFeatureRoutes('/helpCenter');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: '进入系统' })).toHaveAttribute('href', '/home');
    expect(within(header).queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });
});
