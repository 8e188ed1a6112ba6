export { PublicationStatisticsPage, PublicationTrendPage } from './PublicationStatisticsPage';
export { publicationMessages } from './messages';
