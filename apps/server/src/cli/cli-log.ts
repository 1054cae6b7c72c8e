import type { ServiceLog } from '../composition/types.ts';

/** The services' logger for a one-off command: structured details after the message, on the console. */
export const cliLog: ServiceLog = {
  info: (details, message) => console.log(message, details),
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
