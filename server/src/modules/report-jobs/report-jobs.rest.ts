// REST compat of the task queue (spec 01 §7).
import type { RestRoute } from '../../rest/router';

export const reportJobRoutes: RestRoute[] = [];
