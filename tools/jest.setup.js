// Quiet logs in tests unless asked for (LOG_LEVEL=debug npm test).
process.env.LOG_LEVEL ??= 'silent';
