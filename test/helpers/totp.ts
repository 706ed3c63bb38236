// The RFC 6238 code of an authenticator app: one implementation, shared with the local seed.
export { totpCode } from '../../infra/local/totp';
