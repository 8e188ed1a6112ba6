/** Moved to the resource kit (ui/resource/outcome.ts); kept as a re-export while screens move over. */
export {
  isPlanLimit,
  PLAN_LIMIT_MESSAGE_ID,
  settle,
  showFailure,
  THROWN,
  type Failure as MutationFailure,
  type Outcome,
  type SuccessData,
} from '../../ui/resource/outcome';
