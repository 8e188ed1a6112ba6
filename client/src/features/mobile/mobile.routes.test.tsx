import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../api/session';
import { setLang } from '../../i18n/lang';
import { mobileMessages } from './messages';
import { MOBILE_PATHS, mobileRedirect } from './paths';
import { mobileRoutes } from './routes';
import { renderFeatureRoutes } from '../public/testing';

describe('mobile routes', () => {
  it('exports the mobile pages of the spec', () => {
    expect(mobileRoutes.map((r) => r.path)).toEqual(['/homeIndexWap', '/loginWap', '/registerWap', '/forgotPasswordWap', '/homeWap']);
  });

  it.each([
    ['zh', '/homeIndexWap', mobileMessages.zh['mobile.landing.title']],
    ['en', '/homeIndexWap', mobileMessages.en['mobile.landing.title']],
    ['zh', '/loginWap', '登录'],
    ['en', '/loginWap', 'Sign in'],
    ['zh', '/registerWap', '注册'],
    ['en', '/registerWap', 'Register'],
    ['zh', '/forgotPasswordWap', '找回密码'],
    ['en', '/forgotPasswordWap', 'Reset password'],
  ] as const)('%s %s renders its heading', async (lang, path, heading) => {
    if (lang === 'en') setLang('en');
    renderFeatureRoutes(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\bmobile\.[a-z]+\.[a-zA-Z]/);
  });

  it('landing leads to sign in and register, or home when signed in', async () => {
    const user = userEvent.setup();
    const { router, unmount } = renderFeatureRoutes('/homeIndexWap');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/registerWap');
    await user.click(screen.getByRole('link', { name: '登录' }));
    expect(router.state.location.pathname).toBe('/loginWap');
    unmount();

    setToken('tok');
    renderFeatureRoutes('/homeIndexWap');
    expect(await screen.findByRole('link', { name: '进入我的首页' })).toHaveAttribute('href', '/homeWap');
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('only redirects to signed-in mobile pages after sign-in', () => {
    expect(mobileRedirect(null)).toBe(MOBILE_PATHS.home);
    expect(mobileRedirect('/chatGptWapList?x=1')).toBe('/chatGptWapList?x=1');
    expect(mobileRedirect('/orders')).toBe(MOBILE_PATHS.home);
    expect(mobileRedirect('//evil.example/homeWap')).toBe(MOBILE_PATHS.home);
    expect(mobileRedirect('/loginWap')).toBe(MOBILE_PATHS.home);
  });
});
