/**
 * The contract between the SPA and the API: every shape and enumeration both sides use. The web app imports
 * nothing else of the server (a lint rule checks it); the server's modules import their shared types from here.
 */
export * from './account';
export * from './caregiver';
export * from './openings';
export * from './opening-reports';
export * from './plans';
export * from './billing';
export * from './push';
export * from './runtime-config';
export * from './alerts';
export * from './password';
export * from './password-texts';
export * from './support';
export * from './paths';
export * from './legal';
export * from './sao-paulo-time';
export * from './pt-br-number';
export * from './busy-texts';
export * from './distance-texts';
export * from './phone';
export * from './phone-texts';
export * from './written-values';
