import { DomainError } from '@carewith/contracts';

// The error a pure rule throws, as it crosses the bus (code, message, field errors), or null when it
// passes; anything but a DomainError is a bug and is thrown on.
export function refusal(rule: () => unknown): Pick<DomainError, 'code' | 'message' | 'details'> | null {
  try {
    rule();
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message, details: error.details };
  }
}
