export { SystemLogisticsPage } from './SystemLogisticsPage';
export { CustomLogisticsPage } from './CustomLogisticsPage';
export { SegmentManagementPage } from './SegmentManagementPage';
export { ChannelSelect, type ChannelSelectProps } from './ChannelSelect';
export { useChannelOptions, type ChannelOption } from './pickers';
export { logisticsMessages } from './messages';
