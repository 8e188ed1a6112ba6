// Screens of features/event-catalogue (issue 17).
export { EventCataloguePage } from './EventCataloguePage';
export { eventCatalogueMessages } from './messages';
