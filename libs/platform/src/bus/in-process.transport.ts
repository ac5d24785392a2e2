import { BaseRpcContext, CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import type { BusReply } from '@carewith/contracts';
import { answerWith, BusPacket, BusRequester, BusTransportError } from './bus-transport';

// The embedded profile's bus: the same client and handler API as NATS, inside one process.
// Payloads are copied through JSON so handlers see exactly what they would see over NATS.
type Route = { server: InProcessServer; handler: MessageHandler };

class InProcessBroker {
  private readonly routes = new Map<string, Route[]>();
  private readonly cursor = new Map<string, number>();

  register(pattern: string, route: Route) {
    const list = this.routes.get(pattern) ?? [];
    list.push(route);
    this.routes.set(pattern, list);
  }

  unregister(server: InProcessServer) {
    for (const [pattern, list] of this.routes) {
      const kept = list.filter((r) => r.server !== server);
      if (kept.length) this.routes.set(pattern, kept);
      else this.routes.delete(pattern);
    }
  }

  // Round robin across servers of one pattern, as a NATS queue group spreads requests.
  resolve(pattern: string): Route | undefined {
    const list = this.routes.get(pattern);
    if (!list?.length) return undefined;
    const i = (this.cursor.get(pattern) ?? 0) % list.length;
    this.cursor.set(pattern, i + 1);
    return list[i];
  }
}

export const inProcessBroker = new InProcessBroker();

export class InProcessContext extends BaseRpcContext<[string]> {
  getPattern() {
    return this.args[0];
  }
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export class InProcessServer extends Server implements CustomTransportStrategy {
  listen(callback: (...optionalParams: unknown[]) => void) {
    for (const [pattern, handler] of this.getHandlers()) {
      inProcessBroker.register(pattern, { server: this, handler });
    }
    callback();
  }

  close() {
    inProcessBroker.unregister(this);
  }

  on() {
    // No transport-level events in process.
  }

  unwrap<T>(): T {
    return inProcessBroker as T;
  }

  // One request through the handler's Nest pipeline, the reply copied as the wire would.
  async answer(route: Route, pattern: string, packet: BusPacket): Promise<BusReply<unknown>> {
    return copy(await answerWith(route.handler, copy(packet), new InProcessContext([pattern])));
  }
}

type Pending = { reject: (error: Error) => void; timer: NodeJS.Timeout };

export class InProcessClient implements BusRequester {
  private readonly pending = new Set<Pending>();
  private closed = false;

  async connect(): Promise<void> {
    // Nothing to connect to.
  }

  get pendingCount() {
    return this.pending.size;
  }

  requestReply(pattern: string, packet: BusPacket, timeoutMs: number): Promise<BusReply<unknown>> {
    if (this.closed) return Promise.reject(new BusTransportError('unreachable', 'The bus client is closed'));
    const route = inProcessBroker.resolve(pattern);
    if (!route) return Promise.reject(new BusTransportError('no-responders', `No handler for "${pattern}"`));
    return new Promise((resolve, reject) => {
      const entry: Pending = {
        reject,
        timer: setTimeout(() => {
          this.pending.delete(entry);
          reject(new BusTransportError('timeout', `No reply to "${pattern}" within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      this.pending.add(entry);
      const settle = (outcome: () => void) => {
        if (!this.pending.delete(entry)) return; // timed out or closed meanwhile
        clearTimeout(entry.timer);
        outcome();
      };
      // Answer on a later tick, as a network transport would.
      setImmediate(() => {
        route.server.answer(route, pattern, packet).then(
          (reply) => settle(() => resolve(reply)),
          (error: unknown) => settle(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new BusTransportError('unreachable', 'The bus client was closed'));
    }
    this.pending.clear();
  }
}
