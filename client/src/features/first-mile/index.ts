export { FirstMileProviderPage } from './FirstMileProviderPage';
export { FirstMileChannelPage } from './FirstMileChannelPage';
export { firstMileMessages } from './messages';
