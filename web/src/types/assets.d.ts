/** Stylesheets are imported for their side effect (Vite bundles them). */
declare module '*.css';
/** The Carey theme as CSS variables, generated at build time (web/amplify-ui-theme.mts). */
declare module 'virtual:carey-theme.css';
