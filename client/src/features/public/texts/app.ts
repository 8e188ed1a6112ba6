import type { Entries } from '../../../i18n/featureIntl';

/** /erpApp — the mobile layout. */
export const appTexts = {
  'public.app.title': ['手机版 ERP', 'The ERP on your phone'],
  'public.app.lead': [
    '无需下载安装：用手机浏览器打开同一个网址，系统识别到手机后会自动进入手机版页面。',
    'Nothing to install: open the same address in your phone’s browser, and the system recognizes the phone and opens the mobile layout.',
  ],
  'public.app.how.title': ['如何在手机上打开', 'How to open it on your phone'],
  'public.app.step.scan.title': ['扫描二维码', 'Scan the QR code'],
  'public.app.step.scan.body': [
    '用手机相机或微信扫描本页的二维码，或在手机浏览器中输入本站网址。',
    'Scan the QR code on this page with your phone’s camera or WeChat, or type this site’s address into the phone’s browser.',
  ],
  'public.app.step.signIn.title': ['登录', 'Sign in'],
  'public.app.step.signIn.body': [
    '使用与电脑上相同的账号登录。还没有账号可以直接在手机上注册，忘记密码也可以在手机上找回。',
    'Sign in with the same account you use on the computer. You can also register or reset a forgotten password on the phone.',
  ],
  'public.app.step.homeScreen.title': ['添加到主屏幕', 'Add it to your home screen'],
  'public.app.step.homeScreen.body': [
    '在浏览器菜单中选择“添加到主屏幕”，以后可以像应用一样一键打开。',
    'Choose “Add to Home Screen” in the browser menu to open it with one tap, like an app.',
  ],
  'public.app.qr.title': ['手机扫码打开', 'Scan to open on your phone'],
  'public.app.qr.label': ['手机版地址二维码', 'QR code with the address of the mobile layout'],
  'public.app.qr.address': ['手机版地址：', 'Mobile address:'],
  'public.app.can.title': ['手机版可以做什么', 'What the mobile layout does'],
  'public.app.can.items': [
    '登录、注册和找回密码，规则和提示与电脑版完全一致\n查看你的账号可以使用的系统和其中的页面\n随时切换中文和英文\n一键退出登录',
    'Sign in, register and reset your password, with exactly the same rules and messages as on the computer\nSee the systems your account can use and the pages in each\nSwitch between Chinese and English at any time\nSign out with one tap',
  ],
  'public.app.desktop.title': ['哪些工作适合在电脑上做', 'What is best done on a computer'],
  'public.app.desktop.body': [
    '订单处理、刊登编辑、仓库作业和报表分析需要大屏幕和表格操作，请在电脑浏览器中使用。手机上登录的是同一个账号，数据完全一致。',
    'Order processing, listing editing, warehouse work and report analysis need a large screen and tables, so use them in a computer browser. The phone signs in to the same account and shows the same data.',
  ],
} as const satisfies Entries;
