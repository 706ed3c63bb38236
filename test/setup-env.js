// Keeps test output readable and makes sure no test reaches a real AWS account.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_REGION = process.env.AWS_REGION || 'us-east-1';
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';
delete process.env.AWS_PROFILE;
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
// The pepper of e-mail hashes (lambdas/base/secrets/hash-pepper.ts) as unit tests see it; a local stack sets its own.
process.env.HASH_PEPPER = 'carey-unit-test-hash-pepper';
