import type { Entries } from '../../../i18n/featureIntl';

/** Header, navigation, footer and shared calls to action of the public site. */
export const layoutTexts = {
  'public.brand.tagline': ['面向跨境卖家的一站式 ERP', 'The all-in-one ERP for cross-border sellers'],
  'public.skip': ['跳到正文', 'Skip to content'],

  'public.nav.label': ['网站导航', 'Site navigation'],
  'public.nav.home': ['首页', 'Home'],
  'public.nav.features': ['功能解析', 'Features'],
  'public.nav.amazon': ['亚马逊 ERP', 'Amazon ERP'],
  'public.nav.multi': ['多平台 ERP', 'Multi-marketplace ERP'],
  'public.nav.rates': ['价格版本', 'Plans'],
  'public.nav.app': ['手机版', 'Mobile'],
  'public.nav.help': ['帮助中心', 'Help center'],
  'public.nav.about': ['关于我们', 'About us'],
  'public.nav.contact': ['联系我们', 'Contact us'],
  'public.nav.terms': ['服务条款', 'Terms of service'],
  'public.nav.privacy': ['隐私政策', 'Privacy policy'],
  'public.nav.agreement': ['应用服务协议', 'Application service agreement'],
  'public.nav.openMenu': ['打开菜单', 'Open menu'],
  'public.nav.closeMenu': ['关闭菜单', 'Close menu'],

  'public.cta.signIn': ['登录', 'Sign in'],
  'public.cta.register': ['免费注册', 'Register free'],
  'public.cta.enter': ['进入系统', 'Open the app'],
  'public.cta.contact': ['联系我们', 'Contact us'],
  'public.cta.plans': ['查看版本', 'See the plans'],

  'public.footer.product': ['产品', 'Product'],
  'public.footer.company': ['公司', 'Company'],
  'public.footer.legal': ['条款与政策', 'Legal'],
  'public.footer.languages': ['界面支持简体中文与英文', 'Available in Simplified Chinese and English'],
  'public.footer.copyright': ['© {year} {name}。保留所有权利。', '© {year} {name}. All rights reserved.'],

  'public.legal.updated': ['更新日期：{date}', 'Last updated: {date}'],
  'public.legal.contents': ['目录', 'Contents'],
  'public.legal.questions': [
    '对本文件有疑问，请通过联系我们页面告诉我们。',
    'If you have questions about this document, please reach us through the contact page.',
  ],
} as const satisfies Entries;
