import { createHash, randomBytes } from 'node:crypto';

/**
 * A DTU's registration string (server/docs/field-gateway.md): `IRR` and 24 hex digits, 96 random
 * bits. It travels in clear at every connection, so it is a weak secret; the server keeps its
 * sha256 only, which finds the device in one index look-up (a salted hash could not be looked up)
 * and is as good as a salted one against a leaked table: nobody guesses 96 random bits.
 */
export const newRegistrationString = () => `IRR${randomBytes(12).toString('hex').toUpperCase()}`;

/** What the device row keeps of a registration string, and what a received one is looked up by. */
export const registrationKey = (registration: string) => createHash('sha256').update(registration, 'latin1').digest('hex');
