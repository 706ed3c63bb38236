/** The Cognito calls of the sign-in, e-mail, password and reset forms, loaded by `./auth` when a form needs one. */
export { confirmResetPassword, confirmSignIn, confirmSignUp, resendSignUpCode, signIn, updatePassword } from 'aws-amplify/auth';
