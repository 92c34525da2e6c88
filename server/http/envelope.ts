import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../src/api/contract/error-codes';
import { noteErrorCode } from './request-log';

export function envelope<T>(errorCode: number, message: string, data: T): Envelope<T> {
  return { success: errorCode === 0, errorCode, message, data };
}

/** Sends an envelope and remembers its errorCode for the request log line. */
export function sendEnvelope<T>(reply: FastifyReply, status: number, body: Envelope<T>): FastifyReply {
  noteErrorCode(reply.request, body.errorCode);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
