export { AccountManagePage } from './AccountManagePage';
export { IncomeExpenditurePage } from './IncomeExpenditurePage';
export { PaymentOrderPage } from './PaymentOrderPage';
export { ReceiptOrderPage } from './ReceiptOrderPage';
export { financeMessages } from './messages';
