import { PLAN_LIMITS, type PlanEdition, type PlanResource } from '../constants';

/** Whether a company on `edition` that already has `current` of `resource` may add `adding` more. */
export function planAllows(edition: PlanEdition, resource: PlanResource, current: number, adding = 1): boolean {
  return current + adding <= PLAN_LIMITS[edition][resource];
}
