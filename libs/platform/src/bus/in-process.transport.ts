import {
  BaseRpcContext,
  ClientProxy,
  CustomTransportStrategy,
  MessageHandler,
  ReadPacket,
  Server,
  WritePacket,
} from '@nestjs/microservices';

// The embedded profile's bus: the same Nest client/pattern API as NATS, inside one process.
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

  dispatch(pattern: string, packet: ReadPacket, callback: (packet: WritePacket) => void) {
    const route = this.getHandlerByPattern(pattern);
    if (!route) {
      callback({ err: `There is no matching message handler defined in the remote service.`, isDisposed: true });
      return;
    }
    const context = new InProcessContext([pattern]);
    Promise.resolve(route(copy(packet.data), context))
      .then((result) => this.send(this.transformToObservable(result), (reply) => callback(copy(reply))))
      .catch((error: unknown) => callback({ err: error, isDisposed: true }));
  }
}

export class InProcessClient extends ClientProxy {
  async connect(): Promise<void> {
    // Nothing to connect to.
  }

  close() {
    // Nothing to close.
  }

  unwrap<T>(): T {
    return inProcessBroker as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern);
    const route = inProcessBroker.resolve(pattern);
    if (!route) {
      callback({
        err: new Error(`Empty response. There are no subscribers listening to that message ("${pattern}")`),
        isDisposed: true,
      });
      return () => undefined;
    }
    // Answer on a later tick, as a network transport would.
    setImmediate(() => route.server.dispatch(pattern, packet, callback));
    return () => undefined;
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const pattern = this.normalizePattern(packet.pattern);
    const route = inProcessBroker.resolve(pattern);
    if (route) await Promise.resolve(route.handler(copy(packet.data), new InProcessContext([pattern])));
    return undefined as T;
  }
}
