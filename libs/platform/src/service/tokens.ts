export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const JOB_QUEUE = Symbol('JOB_QUEUE');
export const EVENT_STORE = Symbol('EVENT_STORE');
