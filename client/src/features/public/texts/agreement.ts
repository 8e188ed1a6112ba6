import type { Entries } from '../../../i18n/featureIntl';

/** /appServiceAgree — application service agreement incl. data processing. */
export const agreementTexts = {
  'public.agreement.title': ['应用服务协议', 'Application service agreement'],
  'public.agreement.lead': [
    '本协议补充服务条款，约定我们代你处理电商平台数据（包括买家个人信息）和员工账号数据时双方的责任。',
    'This agreement adds to the terms of service. It sets out each side’s responsibilities when we process marketplace data (including buyers’ personal information) and staff account data on your behalf.',
  ],
  'public.agreement.roles.title': ['1. 双方角色', '1. Roles'],
  'public.agreement.roles.body': [
    '你（注册公司）决定为什么以及如何处理店铺数据和买家信息，是数据的控制方；我们仅按你的指示处理，是受托处理方。\n你通过系统进行的操作、接口调用和系统设置，均视为你的处理指示。',
    'You (the registered company) decide why and how shop data and buyer information are processed and are the controller; we process it only on your instructions and are the processor.\nWhat you do in the system, your interface calls and your settings are your processing instructions.',
  ],
  'public.agreement.data.title': ['2. 处理的数据', '2. Data processed'],
  'public.agreement.data.body': [
    '买家数据：姓名、收货地址、电话、邮箱、订单内容、买家消息和退货退款信息。\n员工数据：子账号的用户名、姓名、联系方式、角色、可见店铺和操作记录。\n业务数据：商品、刊登、库存、采购、供应商、物流和财务记录。',
    'Buyer data: names, delivery addresses, phone numbers, e-mail addresses, order contents, buyer messages, and return and refund details.\nStaff data: sub-account usernames, names, contact details, roles, visible shops and activity records.\nBusiness data: products, listings, stock, purchasing, suppliers, logistics and financial records.',
  ],
  'public.agreement.purpose.title': ['3. 处理目的', '3. Purpose'],
  'public.agreement.purpose.body': [
    '仅为向你提供本服务：同步订单和商品、刊登、采购、安排发货、回传跟踪号、回复买家、生成报表。我们不会把这些数据用于自己的目的，也不会出售。',
    'Only to provide the service to you: syncing orders and products, listing, purchasing, arranging shipments, returning tracking numbers, answering buyers and producing reports. We do not use this data for our own purposes and do not sell it.',
  ],
  'public.agreement.subAccounts.title': ['4. 子账号与访问控制', '4. Sub-accounts and access control'],
  'public.agreement.subAccounts.body': [
    '主账号负责给子账号分配角色和可见店铺，并在员工离职时及时停用其账号。系统在服务器端按角色权限和可见店铺校验每一次访问。\n子账号只应在其工作需要的范围内查看买家信息，你应让员工知悉并遵守保密义务。',
    'The main account gives each sub-account its role and visible shops and disables the account promptly when someone leaves. The system checks every access on the server against the role’s permissions and the visible shops.\nSub-accounts should look at buyer information only as far as their work requires; make sure your staff know and keep their duty of confidentiality.',
  ],
  'public.agreement.staff.title': ['5. 我们的人员', '5. Our staff'],
  'public.agreement.staff.body': [
    '我们只允许因维护和支持服务确有需要的人员访问你的数据，这些人员均承担保密义务。处理你的支持请求需要查看数据时，我们只查看与问题相关的部分。',
    'Only staff who need it to run and support the service can reach your data, and all of them are bound by confidentiality. When a support request requires looking at your data, we look only at what concerns the problem.',
  ],
  'public.agreement.subprocessors.title': ['6. 分包处理方', '6. Sub-processors'],
  'public.agreement.subprocessors.body': [
    '我们使用云服务商托管系统和存储文件。你选择的电商平台、物流商、1688、翻译和 AI 服务在你使用相应功能时接收必要的数据，它们按各自条款处理。\n更换托管或存储服务商前，我们会提前通知主账号。',
    'We use cloud providers to host the system and store files. The marketplaces, carriers, 1688, translation and AI services you choose receive the data they need when you use those functions, and process it under their own terms.\nWe tell the main account in advance before changing hosting or storage providers.',
  ],
  'public.agreement.security.title': ['7. 安全措施', '7. Security measures'],
  'public.agreement.security.body': [
    '加密传输；密码仅保存加密摘要；按公司隔离数据并在每次访问时校验；按角色和店铺控制权限；记录操作日志。',
    'Encrypted transport; passwords stored only as hashes; data separated per company and checked on every access; permissions by role and shop; an operation log.',
  ],
  'public.agreement.incidents.title': ['8. 安全事件', '8. Security incidents'],
  'public.agreement.incidents.body': [
    '发现影响你数据的安全事件时，我们会及时通知主账号，说明已知的影响范围和已采取的措施，并配合你履行对买家或监管机构的告知义务。',
    'If we discover a security incident affecting your data, we tell the main account without undue delay, describe what we know about its extent and the steps taken, and help you meet any duty to inform buyers or authorities.',
  ],
  'public.agreement.assistance.title': ['9. 协助义务', '9. Assistance'],
  'public.agreement.assistance.body': [
    '买家或员工要求查阅、更正或删除其个人信息时，我们会通过系统功能或在你请求时提供合理协助。',
    'When a buyer or a member of staff asks to access, correct or delete their personal information, we help through the functions of the system or, on request, with reasonable assistance.',
  ],
  'public.agreement.thirdParty.title': ['10. 第三方平台', '10. Third-party platforms'],
  'public.agreement.thirdParty.body': [
    '电商平台、1688 和物流商是独立的第三方。你应遵守它们关于数据使用的规定，例如只为履行订单使用买家信息。它们的接口变更或中断不属于我们的责任范围。',
    'Marketplaces, 1688 and carriers are independent third parties. Follow their rules on data use, for example using buyer information only to fulfil orders. Changes to or outages of their interfaces are outside our responsibility.',
  ],
  'public.agreement.ai.title': ['11. AI 文案与翻译', '11. AI text and translation'],
  'public.agreement.ai.body': [
    '使用 AI 文案或翻译功能时，你提交的文字会发送给相应服务商处理。请不要在其中包含不必要的买家个人信息，并在发布前检查生成的内容。',
    'When you use the AI text or translation functions, the text you submit is sent to the provider for processing. Do not include buyers’ personal information that is not needed, and review generated content before you publish it.',
  ],
  'public.agreement.end.title': ['12. 期限与数据删除', '12. Term and deletion'],
  'public.agreement.end.body': [
    '本协议与你使用本服务的期限相同。服务终止后，我们在通知中说明的导出期限内保留数据供你导出，期满后删除，法律要求保留的除外。',
    'This agreement lasts as long as you use the service. When the service ends we keep the data for the export period stated in our notice and then delete it, except where the law requires us to keep it.',
  ],
} as const satisfies Entries;
