// Imported first by local entry points: cognito-local still uses the v2 SDK, and v3 warns about Node 20.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
export {};
