import type { Entries } from '../../../i18n/featureIntl';

/** /privacyPolicy */
export const privacyTexts = {
  'public.privacy.title': ['隐私政策', 'Privacy policy'],
  'public.privacy.lead': [
    '本政策说明我们在提供跨境电商 ERP 服务时收集哪些信息、如何使用和保护这些信息，以及你拥有的权利。',
    'This policy explains which information we collect while providing the cross-border e-commerce ERP service, how we use and protect it, and the rights you have.',
  ],
  'public.privacy.collect.title': ['1. 我们收集的信息', '1. Information we collect'],
  'public.privacy.collect.body': [
    '账号信息：公司名称、用户名、姓名、手机号、邮箱，以及密码（仅保存不可逆的加密摘要）。\n使用记录：登录时间、操作日志，以及页面出错时浏览器上报的错误信息（同一错误一小时内只记录一次）。\n你上传的内容：商品资料、图片、视频、导入的表格和附件。',
    'Account details: company name, username, name, phone, e-mail and your password (stored only as an irreversible hash).\nUsage records: sign-in times, the operation log, and error reports the browser sends when a page fails (the same error is recorded at most once an hour).\nContent you upload: product data, pictures, videos, imported spreadsheets and attachments.',
  ],
  'public.privacy.marketplace.title': ['2. 电商平台数据与买家信息', '2. Marketplace data and buyer information'],
  'public.privacy.marketplace.body': [
    '你授权店铺后，我们会从平台同步订单、商品、库存和买家消息。其中包含买家的姓名、收货地址、电话和消息内容。\n对这些买家信息，你是负责决定处理目的的一方，我们只按你的指示、为提供服务而处理，详见应用服务协议。',
    'When you authorize a shop, we sync orders, products, stock and buyer messages from the marketplace. These include buyers’ names, delivery addresses, phone numbers and message contents.\nFor this buyer information you decide why it is processed; we process it only on your instructions and to provide the service, as the application service agreement sets out.',
  ],
  'public.privacy.use.title': ['3. 我们如何使用信息', '3. How we use information'],
  'public.privacy.use.body': [
    '提供和维护服务：登录、同步、刊登、发货、报表和消息。\n安全：识别异常登录、防止滥用、排查故障。\n联系你：发送验证码、服务通知和你请求的回复。\n我们不会出售你的信息或你买家的信息，也不会用它们投放广告。',
    'To provide and run the service: sign-in, sync, listing, shipping, reports and messages.\nFor security: spotting unusual sign-ins, preventing abuse and fixing faults.\nTo contact you: verification codes, service notices and answers you asked for.\nWe do not sell your information or your buyers’ information, and we do not use it for advertising.',
  ],
  'public.privacy.sharing.title': ['4. 信息共享', '4. Sharing'],
  'public.privacy.sharing.body': [
    '只在提供服务所必需时共享：按你的授权与电商平台交换数据；你选择物流渠道发货时，把收货信息交给对应的物流商；你使用 1688 采购时，把采购信息交给 1688；你使用翻译或 AI 文案时，把你提交的文字交给相应的服务商处理。\n为托管和存储服务，我们会使用云服务商，并要求其遵守保密和安全义务。法律要求时，我们会依法提供信息。',
    'Only where the service needs it: with marketplaces, as you authorized; with the carrier you choose, which receives the delivery details; with 1688 when you purchase through it; and with translation or AI text providers, which receive the text you submit.\nWe use cloud providers for hosting and storage and hold them to confidentiality and security obligations. We disclose information where the law requires it.',
  ],
  'public.privacy.storage.title': ['5. 保存期限', '5. How long we keep it'],
  'public.privacy.storage.body': [
    '账号存续期间，我们保存你的业务数据。账号注销或服务终止后，我们在约定的导出期限届满后删除数据，法律要求保留的记录（例如财务凭证）除外。',
    'We keep your business data for as long as your account exists. When the account is closed or the service ends, we delete the data after the agreed export period, except records the law requires us to keep, such as financial records.',
  ],
  'public.privacy.security.title': ['6. 安全措施', '6. Security'],
  'public.privacy.security.body': [
    '数据传输使用加密连接；密码只保存加密摘要；每家公司的数据相互隔离，每次访问都按公司和权限校验；子账号可以限定只访问部分店铺；重要操作记录在操作日志中。',
    'Data travels over encrypted connections; passwords are stored only as hashes; each company’s data is kept apart and every access is checked against the company and the account’s permissions; sub-accounts can be limited to some shops; important actions are written to the operation log.',
  ],
  'public.privacy.cookies.title': ['7. Cookie 与本地存储', '7. Cookies and local storage'],
  'public.privacy.cookies.body': [
    '名为 info 的 Cookie 保存登录令牌，有效期 {days} 天，用于保持登录状态。\n浏览器本地存储保存界面语言（lang）、登录信息和菜单（info、router）、已打开的标签页（list_tabs、list_tabs_checked 等）。退出登录会清除登录令牌、登录信息和菜单。\n我们不使用第三方广告或跟踪 Cookie。',
    'A cookie named info holds your sign-in token for {days} days to keep you signed in.\nThe browser’s local storage keeps the interface language (lang), your sign-in details and menu (info, router) and the tabs you have open (list_tabs, list_tabs_checked and similar). Signing out removes the token, the sign-in details and the menu.\nWe use no third-party advertising or tracking cookies.',
  ],
  'public.privacy.rights.title': ['8. 你的权利', '8. Your rights'],
  'public.privacy.rights.body': [
    '你可以在系统中查看和修改个人资料、修改密码；主账号可以管理子账号和公司信息。你也可以联系我们，要求查阅、更正、导出或删除你的个人信息，我们会在核实身份后处理。\n买家要求查阅或删除其信息时，请你作为店铺经营者处理；需要我们协助的，我们会配合。',
    'In the app you can view and edit your profile and change your password; the main account manages sub-accounts and company details. You can also ask us to access, correct, export or delete your personal information, and we will act once we have confirmed who you are.\nIf a buyer asks to see or delete their information, please handle it as the shop operator; we help where you need us to.',
  ],
  'public.privacy.changes.title': ['9. 政策更新', '9. Changes to this policy'],
  'public.privacy.changes.body': [
    '本政策更新时，我们会修改页面上的更新日期；重大变更会通过系统通知或邮件告诉主账号。',
    'When this policy changes we update the date on this page, and we tell the main account about material changes by an in-app notice or e-mail.',
  ],
} as const satisfies Entries;
