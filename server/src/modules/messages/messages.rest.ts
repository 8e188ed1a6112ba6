// REST compat of the message center (spec 01 §7).
import type { RestRoute } from '../../rest/router';

export const messageRoutes: RestRoute[] = [];
