import { consumeOperatorLimit } from '../../base/rate-limits/counters';
import { operatorLimits } from '../../base/rate-limits/limits';
import { teamTexts } from '../texts';

/** One more deletion by this operator today; 429 in Portuguese past her daily limit (docs/decisions/051). */
export const consumeDeletionLimit = (operatorId: string) => consumeOperatorLimit('team-deletion', operatorId, teamTexts.deletionLimit(operatorLimits['team-deletion'].perOperator));
