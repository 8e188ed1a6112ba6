export { AssembleSheetsPage } from './AssembleSheetsPage';
export { assembleMessages } from './messages';
