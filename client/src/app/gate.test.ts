import { describe, expect, it } from 'vitest';
import { decideNavigation, hashFormUrl, isMobileUserAgent, lastTabTarget, type GateDecision, type GateInput } from './gate';

const signedIn: GateInput = {
  pathname: '/orders',
  kind: 'shell',
  isMobile: false,
  hasToken: true,
  routesLoaded: true,
  firstEntry: false,
  navigationType: 'PUSH',
  storage: { info: true, router: true, tabs: ['/orders', '/shops?status=4'], checked: '/shops?status=4' },
};

function input(overrides: Partial<Omit<GateInput, 'storage'>> & { storage?: Partial<GateInput['storage']> } = {}): GateInput {
  return { ...signedIn, ...overrides, storage: { ...signedIn.storage, ...overrides.storage } };
}

const pass: GateDecision = { action: 'pass' };
const redirect = (to: string, reason: string, clearSession?: true) =>
  ({ action: 'redirect', to, reason, ...(clearSession ? { clearSession } : {}) }) as GateDecision;

// Each row: a rule of spec 01 §2 ('Mobile routes', 'Tool pages') and §4 ('Navigation gate').
const table: [rule: string, input: GateInput, expected: GateDecision][] = [
  ['public paths pass without a cookie', input({ pathname: '/homeIndex', kind: 'public', hasToken: false, routesLoaded: false }), pass],
  ['/login passes without a cookie', input({ pathname: '/login', kind: 'public', hasToken: false, routesLoaded: false }), pass],
  ['public paths pass with a cookie, before the routes are loaded', input({ pathname: '/rates', kind: 'public', routesLoaded: false }), pass],
  ['tool pages skip the login check', input({ pathname: '/scanSorting', kind: 'tool', hasToken: false, routesLoaded: false }), pass],
  ['no login cookie → /homeIndex', input({ hasToken: false, routesLoaded: false }), redirect('/homeIndex', 'noCookie')],
  ['no login cookie on /home → /homeIndex', input({ pathname: '/home', hasToken: false }), redirect('/homeIndex', 'noCookie')],
  ['cookie on the first navigation → fetch routes and menu', input({ routesLoaded: false }), { action: 'loadRoutes' }],
  ['after loading, the first navigation re-enters its target', input({ pathname: '/accounts', firstEntry: true, navigationType: 'POP' }), pass],
  ['no router data stored after login → /login (cookie deleted)', input({ storage: { router: false } }), redirect('/login', 'noRouterData', true)],
  ['later navigation without a remembered tab → /login (cookie deleted)', input({ storage: { checked: null } }), redirect('/login', 'noTabState', true)],
  ['later navigation without stored info → /login (cookie deleted)', input({ storage: { info: false } }), redirect('/login', 'noTabState', true)],
  ['later navigation without a tab list → /login (cookie deleted)', input({ storage: { tabs: null } }), redirect('/login', 'noTabState', true)],
  ['target among the open tabs → go there', input({ navigationType: 'POP' }), pass],
  ['target among the open tabs (tab opened with a query) → go there', input({ pathname: '/shops', navigationType: 'POP' }), pass],
  ['/home has no tab and always passes', input({ pathname: '/home', navigationType: 'POP' }), pass],
  ['/messageList has no tab and always passes', input({ pathname: '/messageList', navigationType: 'POP' }), pass],
  ['an in-app navigation opens a new tab', input({ pathname: '/roles', navigationType: 'PUSH' }), pass],
  [
    'a history move to a page that is not an open tab → the last checked tab',
    input({ pathname: '/roles', navigationType: 'POP' }),
    redirect('/shops?status=4', 'notAnOpenTab'),
  ],
  [
    'the checked tab was closed → the last tab',
    input({ pathname: '/roles', navigationType: 'POP', storage: { checked: '/company' } }),
    redirect('/shops?status=4', 'notAnOpenTab'),
  ],
  ['no tab left → home', input({ pathname: '/roles', navigationType: 'POP', storage: { tabs: [], checked: '/company' } }), redirect('/home', 'notAnOpenTab')],
  ['a mobile browser goes to /homeIndexWap', input({ isMobile: true }), redirect('/homeIndexWap', 'mobileBrowser')],
  [
    'a mobile browser on a public page goes to /homeIndexWap',
    input({ isMobile: true, pathname: '/homeIndex', kind: 'public' }),
    redirect('/homeIndexWap', 'mobileBrowser'),
  ],
  ['a mobile browser on a mobile route stays', input({ isMobile: true, pathname: '/loginWap', kind: 'mobile', hasToken: false }), pass],
  ['a desktop browser on a mobile-only route → /homeIndex', input({ pathname: '/homeWap', kind: 'mobile' }), redirect('/homeIndex', 'desktopOnMobileRoute')],
  ['unknown paths → /404', input({ pathname: '/nope', kind: 'unknown' }), redirect('/404', 'unknownPath')],
  ['/404 itself passes', input({ pathname: '/404', kind: 'unknown', hasToken: false }), pass],
];

describe('navigation gate (spec 01 §2, §4)', () => {
  it.each(table)('%s', (_rule, gateInput, expected) => {
    expect(decideNavigation(gateInput)).toEqual(expected);
  });

  it('finds the last tab', () => {
    expect(lastTabTarget(['/a', '/b?x=1'], '/a')).toBe('/a');
    expect(lastTabTarget(['/a', '/b?x=1'], '/gone')).toBe('/b?x=1');
    expect(lastTabTarget(['/a'], '/home')).toBe('/home');
    expect(lastTabTarget([], null)).toBe('/home');
  });

  it('recognizes mobile browsers', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36')).toBe(false);
  });

  it('forces the address into hash form', () => {
    expect(hashFormUrl({ pathname: '/orders', search: '?status=1', hash: '' })).toBe('/#/orders?status=1');
    expect(hashFormUrl({ pathname: '/', search: '', hash: '' })).toBeNull();
    expect(hashFormUrl({ pathname: '/', search: '', hash: '#/orders' })).toBeNull();
    expect(hashFormUrl({ pathname: '/index.html', search: '', hash: '' })).toBeNull();
    expect(hashFormUrl({ pathname: '/erp/shops', search: '', hash: '' }, '/erp/')).toBe('/erp/#/shops');
  });
});
