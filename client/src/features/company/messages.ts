/** Texts of /company (ids `company.*`), Simplified Chinese and English. */
import { splitEntries } from '../../i18n/featureIntl';

const entries = {
  'company.title': ['公司信息', 'Company'],
  'company.description': [
    '公司资料用于发票、联系和账号找回；套餐决定可用的店铺、账号和仓库数量。',
    'Company details are used on invoices and for contact; the plan sets how many shops, accounts and warehouses you may have.',
  ],
  'company.info': ['公司资料', 'Company details'],
  'company.field.name': ['公司名称', 'Company name'],
  'company.field.contact': ['联系人', 'Contact person'],
  'company.field.phone': ['联系电话', 'Phone'],
  'company.field.email': ['联系邮箱', 'E-mail'],
  'company.field.address': ['地址', 'Address'],
  'company.save': ['保存', 'Save'],
  'company.saved': ['公司信息已保存', 'Company details saved'],
  'company.saveFailed': ['保存失败，请稍后重试', 'Could not save; please try again'],
  'company.readOnly': ['你没有编辑公司信息的权限，只能查看', 'You may view but not change the company details'],
  'company.loadFailed': ['公司信息加载失败', 'The company details could not be loaded'],
  'company.retry': ['重试', 'Retry'],
  'company.createdAt': ['注册于 {date}', 'Registered on {date}'],

  'company.plan': ['套餐', 'Plan'],
  'company.edition.standard': ['标准版', 'Standard'],
  'company.edition.professional': ['专业版', 'Professional'],
  'company.edition.flagship': ['旗舰版', 'Flagship'],
  'company.usage.shops': ['店铺', 'Shops'],
  'company.usage.accounts': ['账号（含主账号）', 'Accounts (incl. main)'],
  'company.usage.warehouses': ['仓库', 'Warehouses'],
  'company.usage.value': ['{used} / {limit}', '{used} of {limit}'],
  'company.usage.full': ['已用完', 'Limit reached'],
  'company.usage.almost': ['即将用完', 'Almost full'],
  'company.upgradeHint': ['需要更多店铺或账号？升级到更高版本的套餐即可。', 'Need more shops or accounts? Upgrade to a higher plan edition.'],
  'company.comparePlans': ['查看套餐对比', 'Compare plans'],
} as const;

export const companyMessages = splitEntries(entries);
export type CompanyMessageId = keyof typeof entries;
