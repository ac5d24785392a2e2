// Embedded-profile defaults, set before any module reads the environment (imported first by main.ts).
process.env.PROFILE ??= 'embedded';
process.env.BUS ??= 'inprocess';
process.env.QUEUE ??= 'inprocess';
process.env.EVENT_STORE ??= 'postgres';
process.env.SERVICE_NAME ??= 'embedded';
export const startedAt = performance.now();
