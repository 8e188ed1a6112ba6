// Screens of features/reviews (issue 21: /commentManagement, /allegroComment).
export { AllegroCommentPage, CommentManagementPage } from './ReviewsPage';
export { reviewsMessages } from './messages';
