import { createHashRouter } from 'react-router';
import { routes } from './routes';

/** The app's hash router (`#/orders`); the gate inside registers the REST layer's "go to login". */
export function createAppRouter() {
  return createHashRouter(routes);
}
