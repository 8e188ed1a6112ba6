export { AddressTemplatesPage } from './AddressTemplatesPage';
export { addressTemplatesMessages } from './messages';
