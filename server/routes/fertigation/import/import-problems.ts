import { IMPORT_MAX_FAILURES, type ImportFailure } from '../../../../src/api/contract/fertigation/import';
import { ErrorCode } from '../../../../src/api/contract/error-codes';
import { BusinessError } from '../../../http/business-error';
import { importMessages as msg } from './import-messages';

/** A refusal of the whole file (empty, too large, unreadable): the message and an empty list. */
export const refuseFile = (message: string): BusinessError => new BusinessError(ErrorCode.FAILED, message, []);

/** The failures found in a file, by line; thrown as the import error result once checking is done. */
export class ImportProblems {
  private readonly found: ImportFailure[] = [];

  add(line: number, tips: string): void {
    this.found.push({ line, tips });
  }

  get count(): number {
    return this.found.length;
  }

  /** Refuses the file if anything was found: every failure, by line (a row's own order kept), up to IMPORT_MAX_FAILURES. */
  throwIfAny(): void {
    if (this.found.length === 0) return;
    const listed = [...this.found].sort((a, b) => a.line - b.line).slice(0, IMPORT_MAX_FAILURES);
    throw new BusinessError(ErrorCode.FAILED, msg.failed(this.found.length, listed.length), listed);
  }
}
