import type { Entries } from '../../../i18n/featureIntl';

/** /policyTerms — terms of service. */
export const termsTexts = {
  'public.terms.title': ['服务条款', 'Terms of service'],
  'public.terms.lead': [
    '本条款约定你（注册本系统的公司及其使用者）与我们（本系统的提供方）之间关于使用本跨境电商 ERP 服务的权利和义务。注册或使用本服务，即表示你同意本条款。',
    'These terms set out the rights and obligations between you (the company that registers for this system and the people who use it) and us (the provider of the system) for the use of this cross-border e-commerce ERP service. By registering for or using the service you accept these terms.',
  ],
  'public.terms.scope.title': ['1. 服务内容', '1. The service'],
  'public.terms.scope.body': [
    '本服务是通过浏览器使用的在线软件，帮助你管理多个电商平台的店铺、订单、刊登、商品、库存、采购、物流、财务、报表和买家消息，并提供 GraphQL 与 REST 接口。\n各模块的具体功能以系统中实际提供的为准；我们会持续改进功能，并可能调整页面和操作方式。',
    'The service is online software used in a browser. It helps you manage shops, orders, listings, products, stock, purchasing, logistics, finance, reports and buyer messages across many e-commerce marketplaces, and it offers GraphQL and REST interfaces.\nWhat each module does is what the system actually provides; we keep improving it and may change screens and workflows.',
  ],
  'public.terms.accounts.title': ['2. 账号与子账号', '2. Accounts and sub-accounts'],
  'public.terms.accounts.body': [
    '注册时创建的账号为公司的主账号，拥有全部权限。主账号可以创建角色和子账号，并决定每个子账号能使用哪些功能、能看到哪些店铺。\n子账号以你公司的名义操作，其所有操作视为你公司的操作，并记录在操作日志中。请为每位员工单独开设子账号，不要共用账号。\n你应妥善保管密码，发现账号被他人使用时立即修改密码并通知我们。因你保管不善造成的损失由你承担。',
    'The account created at registration is the company’s main account and holds every permission. The main account creates roles and sub-accounts and decides which functions each sub-account may use and which shops it may see.\nSub-accounts act on behalf of your company: everything they do counts as done by your company and is recorded in the operation log. Please give every member of staff their own sub-account instead of sharing one.\nKeep your passwords safe. If you notice someone else using an account, change its password at once and tell us. Losses caused by careless handling of credentials are yours.',
  ],
  'public.terms.plans.title': ['3. 版本与付费', '3. Editions and payment'],
  'public.terms.plans.body': [
    '本服务分为标准版、专业版和旗舰版，各版本可授权的店铺数、账号数和仓库数不同，具体见价格版本页面。新注册的公司默认使用标准版。\n付费版本的价格、计费周期和付款方式以开通时双方确认的为准。费用按周期预付；除法律另有规定外，已开始的计费周期不退款。\n降级到较低版本前，需要先把店铺、账号和仓库数量减少到该版本的上限以内。',
    'The service comes in Standard, Professional and Flagship editions, which differ in the number of shops you can authorize, accounts you can use and warehouses you can set up, as shown on the plans page. A new company starts on Standard.\nPrices, billing periods and means of payment for paid editions are those agreed when the edition is taken. Fees are paid in advance per period; unless the law says otherwise, a billing period that has started is not refunded.\nBefore moving to a smaller edition, reduce your shops, accounts and warehouses to within that edition’s limits.',
  ],
  'public.terms.use.title': ['4. 合理使用', '4. Acceptable use'],
  'public.terms.use.body': [
    '你应遵守所在地和销售地的法律，以及各电商平台的规则。不得利用本服务刊登侵权、假冒或违禁商品，不得发送垃圾信息或骚扰买家。\n不得干扰或攻击本服务，不得绕过权限控制访问其他公司的数据，不得以超出正常业务需要的频率调用接口。\n侵权词检查、AI 文案等工具只是辅助，发布前请自行核对内容是否合规。',
    'Follow the laws where you are and where you sell, and the rules of each marketplace. Do not use the service to list infringing, counterfeit or prohibited goods, and do not send spam to or harass buyers.\nDo not disrupt or attack the service, try to get around permission checks to reach another company’s data, or call the interfaces far more often than your business needs.\nTools such as the restricted-words check and AI-written text are aids only; check that content is compliant before you publish it.',
  ],
  'public.terms.data.title': ['5. 你的数据', '5. Your data'],
  'public.terms.data.body': [
    '你录入、上传或通过店铺授权同步到本系统的数据（商品、订单、买家信息、库存、财务记录等）归你公司所有。我们仅为向你提供服务而处理这些数据，具体见隐私政策和应用服务协议。\n你可以通过系统的导出功能取得你的数据。你应确保有权向我们提供这些数据，包括买家的个人信息。',
    'The data you enter, upload or sync into the system through shop authorizations (products, orders, buyer details, stock, financial records and so on) belongs to your company. We process it only to provide the service to you, as the privacy policy and the application service agreement describe.\nYou can obtain your data through the export functions of the system. You are responsible for having the right to give us this data, including buyers’ personal information.',
  ],
  'public.terms.marketplaces.title': ['6. 电商平台与第三方服务', '6. Marketplaces and third-party services'],
  'public.terms.marketplaces.body': [
    '店铺授权、订单同步、刊登、物流渠道和 1688 采购依赖各平台和服务商提供的接口。你与这些平台之间的关系受其各自条款约束。\n平台接口变更、限流、授权过期或被平台撤销，可能导致同步延迟或失败；我们会尽快适配，但对第三方造成的中断不承担责任。授权失败的店铺会在店铺列表中显示，需要你重新授权。',
    'Shop authorization, order sync, listing, carrier channels and 1688 purchasing rely on interfaces offered by the marketplaces and service providers. Your relationship with them is governed by their own terms.\nInterface changes, rate limits, expired authorizations or authorizations revoked by a marketplace can delay or stop synchronization. We adapt as quickly as we can but are not liable for interruptions caused by third parties. A shop whose authorization failed is flagged in the shop list and needs to be authorized again.',
  ],
  'public.terms.availability.title': ['7. 服务可用性与变更', '7. Availability and changes'],
  'public.terms.availability.body': [
    '我们尽力保持服务稳定可用，并会尽量在业务低峰期进行维护，重大维护提前通知。\n由于网络、第三方平台或不可抗力造成的中断，我们会尽快恢复，但不保证服务永不中断或没有错误。',
    'We work to keep the service stable and available, schedule maintenance at quiet times where possible and announce major maintenance in advance.\nWe restore service as quickly as we can after interruptions caused by networks, third-party platforms or force majeure, but we do not promise that the service will never be interrupted or free of errors.',
  ],
  'public.terms.liability.title': ['8. 责任限制', '8. Limitation of liability'],
  'public.terms.liability.body': [
    '在法律允许的范围内，我们不对间接损失、利润损失或因平台处罚、刊登内容、物流延误造成的损失承担责任。\n我们对任何索赔承担的赔偿总额，以你在索赔事件发生前十二个月内为本服务实际支付的费用为限。法律规定不得限制的责任不受本条影响。',
    'To the extent the law allows, we are not liable for indirect losses, lost profits, or losses arising from marketplace penalties, listing content or carrier delays.\nOur total liability for any claim is limited to the fees you actually paid for the service in the twelve months before the event giving rise to the claim. Liability that the law does not allow to be limited is not affected by this section.',
  ],
  'public.terms.termination.title': ['9. 暂停与终止', '9. Suspension and termination'],
  'public.terms.termination.body': [
    '你可以随时停止使用本服务。你严重违反本条款（例如攻击系统、刊登违禁商品）时，我们可以暂停或终止你的账号，并尽可能事先通知。\n服务终止后，我们会在通知中说明的期限内保留你的数据以便导出，期满后删除，法律要求保留的除外。',
    'You can stop using the service at any time. If you seriously breach these terms (for example by attacking the system or listing prohibited goods), we may suspend or close your account, giving notice beforehand where we can.\nAfter the service ends we keep your data for the period stated in our notice so that you can export it, then delete it, except where the law requires us to keep it.',
  ],
  'public.terms.changes.title': ['10. 条款变更', '10. Changes to these terms'],
  'public.terms.changes.body': [
    '我们可能更新本条款。重大变更会在生效前通过系统通知或邮件告知主账号；变更生效后继续使用本服务，即表示你接受更新后的条款。',
    'We may update these terms. We tell the main account about material changes by an in-app notice or e-mail before they take effect; using the service after that means you accept the updated terms.',
  ],
} as const satisfies Entries;
