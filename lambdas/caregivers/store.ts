/**
 * What the caregivers slice offers other slices of its table access: its data/ folder (keys, item mapping) is private
 * to the slice, and another slice imports these names from here, never from data/ (eslint.config.mjs; docs/decisions/020).
 * Kept by scripts/move-to-slices.mjs: an import of data/ from another slice adds its names here.
 */
export { ACTIVE_CAREGIVER, activeCaregiverCheck, caregiverFromItem, caregiverKey, deleteCaregiverWithClaims, findEmailClaim, findPhoneClaim, getCaregiver, getClaims, isReachableCaregiverItem, isUnconfirmedSignupItem, reachStateOfItem, refusalOfInactive } from './data/caregivers';
export { CAREGIVER_LIST, normalizeName } from './data/caregiver-index';
export { listSignInRecords } from './data/sign-ins';
