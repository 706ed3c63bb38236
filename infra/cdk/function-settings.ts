/** The functions' settings (carey-function.ts), without CDK: the capacity model (`npm run bench -- --only=cost`) reads them too. */

/** Every function's memory; Lambda bills duration × this. */
export const FUNCTION_MEMORY_MB = 512;
