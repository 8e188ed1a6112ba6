export { AccountManagePage } from './AccountManagePage';
export { IncomeExpenditurePage } from './IncomeExpenditurePage';
export { PaymentOrderPage, ReceiptOrderPage } from './FinanceOrdersPage';
export { financeMessages } from './messages';
