import type { Entries } from '../../../i18n/featureIntl';

/** /rates: the plan editions (limits come from PLAN_LIMITS in @erp/schema). */
export const ratesTexts = {
  'public.rates.title': ['价格与版本', 'Plans and editions'],
  'public.rates.lead': [
    '三个版本按可授权的店铺数、可用的账号数和可建的仓库数区分。新注册的公司默认使用标准版，业务扩大后可以升级。',
    'The three editions differ in how many shops you can authorize, how many accounts you can use and how many warehouses you can set up. A newly registered company starts on Standard and can upgrade as the business grows.',
  ],
  'public.rates.edition.standard': ['标准版', 'Standard'],
  'public.rates.edition.professional': ['专业版', 'Professional'],
  'public.rates.edition.flagship': ['旗舰版', 'Flagship'],
  'public.rates.suits.standard': [
    '适合刚起步的卖家和小团队：几家店铺、一两个仓库，老板带一两名助手。',
    'For sellers starting out and small teams: a few shops, one or two warehouses, the owner plus one or two helpers.',
  ],
  'public.rates.suits.professional': [
    '适合在多个平台经营的成长型团队：采购、仓库、客服分岗协作，本地仓加海外仓。',
    'For growing teams selling on several marketplaces: purchasing, warehouse and service staff in separate roles, local plus overseas warehouses.',
  ],
  'public.rates.suits.flagship': [
    '适合大规模铺货、多站点运营的公司：上百家店铺、上百个账号、多地仓库。',
    'For companies listing at scale across many sites: hundreds of shops and accounts, warehouses in many places.',
  ],
  'public.rates.short.standard': ['起步卖家、小团队', 'Sellers starting out, small teams'],
  'public.rates.short.professional': ['多平台成长型团队', 'Growing multi-marketplace teams'],
  'public.rates.short.flagship': ['大规模、多站点运营', 'Large, multi-site operations'],
  'public.rates.limit.shops': ['{count} 个店铺', '{count, plural, one {# shop} other {# shops}}'],
  'public.rates.limit.accounts': ['{count} 个账号（含主账号）', '{count, plural, one {# account} other {# accounts}} (incl. main account)'],
  'public.rates.limit.warehouses': ['{count} 个仓库', '{count, plural, one {# warehouse} other {# warehouses}}'],
  'public.rates.default': ['新公司默认', 'Default for new companies'],
  'public.rates.cta.start': ['注册开始使用', 'Register to start'],
  'public.rates.cta.upgrade': ['联系我们升级', 'Contact us to upgrade'],

  'public.rates.compare.title': ['版本对比', 'Compare the editions'],
  'public.rates.compare.item': ['项目', 'Item'],
  'public.rates.compare.shops': ['可授权店铺数', 'Authorized shops'],
  'public.rates.compare.accounts': ['账号数（含主账号）', 'Accounts (incl. main account)'],
  'public.rates.compare.subAccounts': ['其中可建子账号', 'Of which sub-accounts'],
  'public.rates.compare.warehouses': ['仓库数', 'Warehouses'],
  'public.rates.compare.suits': ['适合', 'Suited to'],

  'public.rates.notes.title': ['说明', 'Good to know'],
  'public.rates.note.accounts': [
    '账号数包含主账号。例如标准版共 {accounts} 个账号，即主账号之外还可以建 {sub} 个子账号。',
    'The account count includes the main account. Standard, for example, has {accounts} accounts: the main account plus {sub} sub-accounts.',
  ],
  'public.rates.note.limit': [
    '达到上限后，新增店铺或账号会被拒绝并提示升级，已有的店铺、账号和数据不受影响。',
    'At a limit, adding another shop or account is refused with a message suggesting an upgrade; the shops, accounts and data you already have are not affected.',
  ],
  'public.rates.note.price': [
    '各版本的价格和升级方式，请通过联系我们页面咨询。',
    'For prices and how to change edition, please ask us through the contact page.',
  ],
} as const satisfies Entries;
