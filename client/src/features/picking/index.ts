export { PickListTemplatePage } from './PickListTemplatePage';
export { ScanSortingPage, SecondarySortingPage } from './SortingPages';
export { ForecastSortingPage } from './ForecastSortingPage';
export { pickingMessages } from './messages';
