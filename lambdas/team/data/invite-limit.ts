import { consumeOperatorLimit } from '../../base/rate-limits/counters';
import { operatorLimits } from '../../base/rate-limits/limits';
import { teamTexts } from '../texts';

/** One more 'Convidar operadora' by this operator today; 429 in Portuguese past her daily limit (docs/decisions/066). */
export const consumeInviteLimit = (operatorId: string) => consumeOperatorLimit('team-invite', operatorId, teamTexts.operators.inviteLimit(operatorLimits['team-invite'].perOperator));
