import { Injectable } from '@nestjs/common';
import type { DependencyState } from '@carewith/contracts';

// Readiness a service adds beyond its connections (the games service: its play projection).
// /ready and `<service>.health` report each one by name.
@Injectable()
export class ReadinessChecks {
  private readonly checks = new Map<string, () => DependencyState | undefined>();

  // A check answering undefined has nothing to report (e.g. a stopped component).
  register(name: string, check: () => DependencyState | undefined): void {
    this.checks.set(name, check);
  }

  states(): [string, DependencyState][] {
    return [...this.checks].flatMap(([name, check]) => {
      const state = check();
      return state ? [[name, state] as [string, DependencyState]] : [];
    });
  }
}
