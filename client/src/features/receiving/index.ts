export { SignInWarehousePage } from './SignInWarehousePage';
export { SigningPackagePage } from './SigningPackagePage';
export { QcManagePage } from './QcManagePage';
export { UnusualReceiptPage } from './UnusualReceiptPage';
export { UniteSignPage } from './UniteSignPage';
export { receivingMessages } from './messages';
