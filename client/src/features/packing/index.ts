export { PackingPage } from './PackingPage';
export { packingMessages } from './messages';
