import type { AppError, FieldIssue } from '../../src-shared/ipc';

/** A refusal the user can act on; adapters turn it into `{ ok: false, error }`. Nothing was written. */
export class ServiceError extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'ServiceError';
  }
  static notFound(entity: string, message: string) {
    return new ServiceError({ kind: 'not-found', entity, message });
  }
  static conflict(message: string, issues: FieldIssue[] = []) {
    return new ServiceError({ kind: 'conflict', message, issues });
  }
  static validation(message: string, issues: FieldIssue[] = []) {
    return new ServiceError({ kind: 'validation', message, issues });
  }
  static unavailable(message: string) {
    return new ServiceError({ kind: 'unavailable', message });
  }
}
