import type { FastifyServerOptions } from 'fastify';
import { RequestLog } from './request-log';

/** pino's number for `info`: the request line's level. */
const INFO = 30;

/**
 * fastify's own pino logger, writing each line to `log` (stdout, or a test's list): a request's
 * lines carry its `reqId` (the request id, also sent as the `request-id` header), and fastify's
 * per-request lines are the one request-log.ts writes. Time in ISO form; no pid or hostname.
 */
export function loggerOptions(log: (line: string) => void): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logController: new RequestLog(),
    logger: {
      level: 'info',
      base: null,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // The request line (info) carries no level, as it always has; warnings and faults name
      // theirs ("level":"error"). pino writes the level first and the time after a comma: with no
      // level, that comma opens the line.
      formatters: { level: (label: string, number: number) => (number === INFO ? {} : { level: label }) },
      stream: { write: (line: string) => log(line.startsWith('{,') ? `{${line.slice(2, -1)}` : line.slice(0, -1)) },
    },
  };
}
