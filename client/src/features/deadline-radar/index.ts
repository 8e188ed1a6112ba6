export { DeadlineRadarPage } from './DeadlineRadarPage';
export { DeadlineRadarCard } from './DeadlineRadarCard';
export { radarMessages } from './messages';
