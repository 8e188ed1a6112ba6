import type { Entries } from '../../../i18n/featureIntl';

/** /aboutUs */
export const aboutTexts = {
  'public.about.title': ['关于我们', 'About us'],
  'public.about.lead': [
    '我们为跨境电商卖家做后台软件：把原来分散在各个平台后台、表格和聊天记录里的工作，收进一个系统。',
    'We build back-office software for cross-border sellers: the work that used to be scattered across marketplace seller centers, spreadsheets and chat threads, in one system.',
  ],
  'public.about.why.title': ['为什么做这个产品', 'Why we built it'],
  'public.about.why.body': [
    '一家跨境卖家往往同时在多个平台、多个站点销售，每个平台都有自己的订单格式、刊登规则和消息后台，但库存、采购和物流只有一份。\n所以我们让订单、商品、库存、采购和物流只有一套数据，每个平台只是其中的一个销售渠道；新增一个平台，不需要重新搭一套流程。',
    'A cross-border seller usually sells on several marketplaces and sites at once. Each marketplace has its own order format, listing rules and message center, yet there is only one stock, one purchasing team and one set of carriers.\nSo orders, products, stock, purchasing and logistics share one set of data, and each marketplace is just another sales channel: adding a marketplace does not mean building a new process.',
  ],
  'public.about.principles.title': ['我们坚持的原则', 'What we hold to'],
  'public.about.principle.data.title': ['数据属于你', 'Your data is yours'],
  'public.about.principle.data.body': [
    '每家公司的数据在系统中相互隔离，只有你公司的账号能访问。我们不出售你的数据，也不出售你买家的数据。',
    'Each company’s data is kept apart from every other company’s, and only your company’s accounts can reach it. We do not sell your data or your buyers’ data.',
  ],
  'public.about.principle.roles.title': ['按岗位分工', 'Work by role'],
  'public.about.principle.roles.body': [
    '权限在服务器端校验，而不只是隐藏按钮；子账号只看到自己负责的店铺和模块。',
    'Permissions are checked on the server, not just hidden in the interface; sub-accounts see only the shops and modules they are responsible for.',
  ],
  'public.about.principle.bilingual.title': ['中英双语', 'Chinese and English'],
  'public.about.principle.bilingual.body': [
    '从菜单到错误提示都有中文和英文，国内团队和海外同事用同一套系统。',
    'From menus to error messages, everything exists in Chinese and English, so teams in China and colleagues abroad use the same system.',
  ],
  'public.about.principle.numbers.title': ['数字要准', 'Numbers you can trust'],
  'public.about.principle.numbers.body': [
    '金额按精确小数记录，不用浮点数；库存每次变动都有流水，多人同时操作也不会出现负库存。',
    'Money is stored as exact decimals, never floating point; every stock change has a ledger line, and people working at the same time cannot drive stock below zero.',
  ],
  'public.about.contact.title': ['与我们交流', 'Talk to us'],
  'public.about.contact.body': [
    '想了解产品、反馈问题或洽谈合作，欢迎联系我们。',
    'Whether you want to know more, report a problem or discuss a partnership, we would like to hear from you.',
  ],
} as const satisfies Entries;
