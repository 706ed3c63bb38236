import { serverSecret } from '../base/secrets/server-secret';

/** The key that signs sign-ups for the PreSignUp trigger (SIGNUP_SIGNATURE_SECRET locally, SIGNUP_SIGNATURE_SECRET_ID in AWS, pinned by SIGNUP_SIGNATURE_SECRET_VERSION_ID). */
export const signupSignatureSecret = serverSecret('SIGNUP_SIGNATURE_SECRET', 'SIGNUP_SIGNATURE_SECRET_ID', 'sign-up signature', 'SIGNUP_SIGNATURE_SECRET_VERSION_ID');
