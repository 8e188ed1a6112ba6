import type { Entries } from '../../../i18n/featureIntl';

/** /helpCenter */
export const helpTexts = {
  'public.help.title': ['帮助中心', 'Help center'],
  'public.help.lead': [
    '从注册到发出第一单，按下面的步骤操作即可。文中的菜单名称与系统中显示的一致。',
    'From registering to shipping your first order, follow these steps. Menu names are the ones you see in the app.',
  ],
  'public.help.start.title': ['快速上手', 'Getting started'],
  'public.help.step.register.title': ['注册公司账号', 'Register your company'],
  'public.help.step.register.body': [
    '在注册页填写公司名称、用户名、姓名和密码（至少 {min} 个字符），手机号和邮箱选填。这个账号就是公司的主账号，拥有全部权限。',
    'On the registration page enter the company name, a username, your name and a password of at least {min} characters; phone and e-mail are optional. This account becomes the company’s main account and holds every permission.',
  ],
  'public.help.step.shop.title': ['授权店铺', 'Authorize a shop'],
  'public.help.step.shop.body': [
    '进入「设置 → 店铺授权」，点击授权，选择平台并填写店铺名称，然后在平台页面登录卖家账号并同意授权。\n授权成功后状态显示为“已授权”。状态为“授权失败”时，可以在列表中看到原因并重新授权。同一平台下的店铺名称不能重复。',
    'Go to Settings → Shop authorization, click Authorize, choose the marketplace and name the shop, then sign in to your seller account on the marketplace and grant access.\nA successful authorization shows the status “Authorized”. If it shows “Authorization failed”, the list tells you why and you can authorize again. Shop names must be unique within a marketplace.',
  ],
  'public.help.step.roles.title': ['建立角色', 'Create roles'],
  'public.help.step.roles.body': [
    '进入「设置 → 角色管理」，新建角色（例如“采购”“仓库”“客服”），在权限树中勾选这个角色可以打开的页面和可以执行的操作，例如“审核采购单”。',
    'Go to Settings → Roles and create a role such as Purchaser, Warehouse or Customer service. In the permission tree, tick the pages the role may open and the actions it may take, for example “Approve purchase orders”.',
  ],
  'public.help.step.accounts.title': ['添加子账号', 'Add sub-accounts'],
  'public.help.step.accounts.body': [
    '进入「设置 → 子账号管理」，新建子账号并分配角色。如果员工只负责部分店铺，可以限定他能看到的店铺。\n账号数量受版本限制，主账号也计算在内。',
    'Go to Settings → Sub-accounts, create an account and give it a role. If someone looks after only some shops, limit the shops they can see.\nThe number of accounts depends on your edition and includes the main account.',
  ],
  'public.help.step.warehouse.title': ['设置仓库', 'Set up warehouses'],
  'public.help.step.warehouse.body': [
    '进入「仓库 → 仓库管理」添加本地仓或海外仓，再到「库位管理」中建好库位。之后入库、出库和盘点都会按仓库和库位记账。',
    'Go to Warehouse → Warehouses to add a local or overseas warehouse, then create its locations under Locations. From then on, receiving, shipping and stock counts are booked per warehouse and location.',
  ],
  'public.help.step.order.title': ['处理第一张订单', 'Process your first order'],
  'public.help.step.order.body': [
    '已授权店铺的订单会自动进入「订单 → 订单管理」。先把平台商品和本地 SKU 配对，然后审核订单、选择物流渠道（或让物流规则自动分配），打印面单并扫描出库，跟踪号会回传给平台。',
    'Orders from authorized shops appear under Orders → Orders. Pair the marketplace items with local SKUs, review the order, choose a carrier channel (or let logistics rules choose), print the label and scan the parcel out; the tracking number goes back to the marketplace.',
  ],

  'public.help.faq.title': ['常见问题', 'Frequently asked questions'],
  'public.help.faq.marketplaces.q': ['支持哪些平台？', 'Which marketplaces are supported?'],
  'public.help.faq.marketplaces.a': [
    '可以授权和刊登 {count} 个平台，包括 eBay、Amazon、Shopee、TikTok、Allegro、Ozon、Mercado Libre 等，完整列表见首页。',
    '{count} marketplaces, including eBay, Amazon, Shopee, TikTok, Allegro, Ozon and Mercado Libre; the home page lists all of them.',
  ],
  'public.help.faq.shops.q': ['能让子账号只看到部分店铺吗？', 'Can a sub-account see only some shops?'],
  'public.help.faq.shops.a': [
    '可以。给子账号设置可见店铺后，他只能看到这些店铺的订单、刊登和消息；不设置则可以看到全部店铺。',
    'Yes. Once you set a sub-account’s shops, it sees only the orders, listings and messages of those shops; with no shops set, it sees all of them.',
  ],
  'public.help.faq.language.q': ['可以用英文界面吗？', 'Can I use the app in English?'],
  'public.help.faq.language.a': [
    '可以。在页面顶部随时切换简体中文和英文，选择保存在当前浏览器中，服务器返回的提示也会使用同一种语言。',
    'Yes. Switch between Simplified Chinese and English at the top of the page at any time. The choice is kept in this browser, and messages from the server use the same language.',
  ],
  'public.help.faq.limit.q': ['达到版本上限会怎样？', 'What happens at my edition’s limit?'],
  'public.help.faq.limit.a': [
    '新增店铺或账号时会提示已达上限，已有的店铺、账号和数据不受影响。升级版本后即可继续添加。',
    'Adding a shop or account tells you the limit is reached; your existing shops, accounts and data stay as they are. After an upgrade you can add more.',
  ],
  'public.help.faq.password.q': ['忘记密码怎么办？', 'I forgot my password'],
  'public.help.faq.password.a': [
    '在登录页点击“忘记密码”，输入用户名，验证码会发到账号的邮箱。验证码为 {length} 位，{minutes} 分钟内有效；输入验证码后设置新密码即可。',
    'Click “Forgot password?” on the sign-in page and enter your username; a code is sent to the account’s e-mail. The code has {length} characters and is valid for {minutes} minutes; enter it and choose a new password.',
  ],
  'public.help.faq.mobile.q': ['手机上能用吗？', 'Can I use it on my phone?'],
  'public.help.faq.mobile.a': [
    '可以。用手机浏览器打开同一个网址会自动进入手机版，可以登录、注册、找回密码并查看你能使用的系统。订单处理、刊登编辑等复杂页面建议在电脑上操作。',
    'Yes. Open the same address in your phone’s browser and the mobile layout opens by itself: sign in, register, reset your password and see the systems you can use. Complex screens such as order processing and listing editing are best used on a computer.',
  ],
  'public.help.faq.session.q': ['为什么需要重新登录？', 'Why am I asked to sign in again?'],
  'public.help.faq.session.a': [
    '登录状态在浏览器中保存 {days} 天，使用期间会自动续期；超过期限或退出登录后需要重新登录。',
    'Your sign-in is kept in the browser for {days} days and renewed automatically while you work; after that, or after you sign out, you sign in again.',
  ],
  'public.help.faq.revoke.q': ['如何停止同步某个店铺？', 'How do I stop syncing a shop?'],
  'public.help.faq.revoke.a': [
    '在「店铺授权」页面停用该店铺即可停止同步。如需彻底撤销授权，也请在平台的卖家后台取消对本系统的授权。',
    'Disable the shop on the Shop authorization page to stop syncing it. To withdraw access completely, also revoke the authorization in the marketplace’s seller center.',
  ],

  'public.help.more.title': ['还有问题？', 'Still need help?'],
  'public.help.more.body': [
    '告诉我们你遇到的问题，最好附上操作步骤和截图，我们会通过邮件回复。',
    'Tell us what you ran into, ideally with the steps you took and a screenshot, and we will reply by e-mail.',
  ],
} as const satisfies Entries;
