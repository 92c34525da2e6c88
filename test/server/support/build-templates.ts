/**
 * Builds the seeded templates the test files copy (test-database.ts), before they start: the
 * embedded one, and PostgreSQL's when TEST_DATABASE_URL is set. `npm test` runs it first, so that
 * no two files build one at once; a file that finds none builds it itself.
 */
import { pgliteTemplate, postgresTemplate } from './test-database';

const adminUrl = process.env.TEST_DATABASE_URL;
await Promise.all([pgliteTemplate(), adminUrl ? postgresTemplate(adminUrl) : undefined]);
