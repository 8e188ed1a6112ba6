export { CompanyPage } from './CompanyPage';
export { companyMessages } from './messages';
