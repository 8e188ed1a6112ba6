/**
 * Simplified Chinese client texts (the default language).
 * Ids are `area.page.thing`; en.ts must have exactly the same keys (checked by the compiler).
 * Server messages (validation, errors) arrive already translated and are shown as they come.
 */
export const zh = {
  'app.name': '跨境电商 ERP',
  'app.loading': '加载中…',

  'lang.label': '语言',
  'lang.zh': '中文',
  'lang.en': 'English',

  'common.required': '{field}不能为空',
  'common.submit': '提交',
  'common.back': '返回',
  'common.retry': '重试',

  'error.network': '网络异常，请检查网络后重试',
  'error.timeout': '数据请求超时，请刷新后重试',
  'error.notFound': '请求的资源不存在',
  'error.server': '接口报错，请将此问题反馈给客服',
  'error.tooMany': '操作过于频繁，请稍后再试',
  'error.unknown': '请求失败，请稍后重试',

  'auth.username': '用户名',
  'auth.password': '密码',
  'auth.password2': '确认密码',
  'auth.companyName': '公司名称',
  'auth.realname': '姓名',
  'auth.phone': '手机号',
  'auth.email': '邮箱',
  'auth.code': '验证码',
  'auth.newPassword': '新密码',
  'auth.newPassword2': '确认新密码',

  'auth.login.title': '登录',
  'auth.login.subtitle': '欢迎使用跨境电商 ERP',
  'auth.login.submit': '登录',
  'auth.login.toRegister': '没有账号？立即注册',
  'auth.login.toForgot': '忘记密码？',
  'auth.login.success': '登录成功',

  'auth.register.title': '注册',
  'auth.register.subtitle': '创建公司账号，开始使用',
  'auth.register.submit': '注册',
  'auth.register.toLogin': '已有账号？去登录',
  'auth.register.success': '注册成功',

  'auth.forgot.title': '找回密码',
  'auth.forgot.step1': '输入用户名，我们会把验证码发送到账号绑定的邮箱',
  'auth.forgot.step2': '输入收到的 6 位验证码并设置新密码',
  'auth.forgot.sendCode': '发送验证码',
  'auth.forgot.codeSent': '验证码已发送',
  'auth.forgot.resend': '重新发送',
  'auth.forgot.submit': '重置密码',
  'auth.forgot.success': '密码已重置，请使用新密码登录',
  'auth.forgot.toLogin': '返回登录',

  'validation.passwordMin': '密码至少 {min} 个字符',
  'validation.passwordMismatch': '两次输入的密码不一致',
  'validation.phone': '手机号只能包含数字、+、- 和空格',
  'validation.email': '请输入正确的邮箱地址',
  'validation.username': '用户名只能包含字母、数字、下划线、横线、点和 @({min} 到 {max} 个字符)',
  'validation.code': '验证码必须为 {length} 个字符',

  'home.welcome': '欢迎，{realname}',
  'home.company': '公司：{company}',
  'home.edition': '版本：{edition}',
  'home.menu': '功能菜单',
  'home.noMenu': '暂无可用菜单',
  'home.logout': '退出登录',
  'home.account': '账号信息',
  'home.role': '角色',
  'home.mainAccount': '主账号',
  'home.lastLogin': '上次登录',
  'home.loadError': '加载用户信息失败',

  'edition.standard': '标准版',
  'edition.professional': '专业版',
  'edition.flagship': '旗舰版',

  'notFound.title': '404',
  'notFound.text': '页面不存在',
  'notFound.home': '返回首页',
} as const;

export type MessageId = keyof typeof zh;
