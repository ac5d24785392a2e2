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

// What a refused request came back with over the bus, or a failure of the test when it was not refused.
export async function refusalOf(work: Promise<unknown>): Promise<Pick<DomainError, 'code' | 'message' | 'details'>> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected the request to be refused');
}
