import { AddressInfo, createServer, Server, Socket } from 'node:net';

// A network link between two "hosts" that a test controls: a TCP relay on a loopback port in
// front of one server (NATS, PostgreSQL), through which one or more processes reach it. This
// machine's kernel has no netem queueing discipline (nor nft or iptables tools), so latency, loss
// and partitions are made here, as TCP would show them to the programs at either end:
// - latency: each chunk is delivered `latencyMs` after it was sent, in order, in both directions;
// - loss: a lost segment is sent again by TCP after its retransmission timeout, and everything
//   behind it waits (head-of-line blocking): a chunk "lost" with probability `loss` arrives
//   `retransmitMs` late, and the chunks after it wait for it;
// - partition: nothing crosses, in either direction, and nothing is dropped either. Each side's
//   writes pile up in its kernel buffers (they are no longer read), a new connection gets no further
//   than its first bytes, and a close or reset at one end is not seen at the other. On heal,
//   everything held back is delivered in order, as TCP's retransmissions would, then any close.
// Unlike a real partition, the kernel's own keepalive probes are answered by the relay's sockets, so
// a program that counts on TCP keepalive to notice a dead peer cannot notice one here; the system
// must not count on it (a partition of hours outlasts any default keepalive anyway).
export type LinkConditions = { latencyMs: number; loss: number; retransmitMs: number };

type Held = Buffer | 'end' | 'reset';

// One direction of one connection.
class Direction {
  private lastDue = 0;
  private readonly held: Held[] = [];

  constructor(
    private readonly link: Link,
    readonly from: Socket,
    private readonly to: Socket,
  ) {}

  send(item: Held): void {
    const { latencyMs, loss, retransmitMs } = this.link.conditions;
    let due = Date.now() + latencyMs;
    if (item instanceof Buffer && loss > 0 && Math.random() < loss) due += retransmitMs;
    due = Math.max(due, this.lastDue);
    this.lastDue = due;
    if (due <= Date.now() && !this.held.length) return this.deliver(item);
    setTimeout(() => this.deliver(item), due - Date.now());
  }

  private deliver(item: Held): void {
    // On the wire when the partition began: held, and sent again once it heals.
    if (this.link.partitioned || this.held.length) {
      this.held.push(item);
      return;
    }
    this.write(item);
  }

  private write(item: Held): void {
    if (this.to.destroyed) return;
    if (item === 'end') this.to.end();
    else if (item === 'reset') this.to.resetAndDestroy();
    else this.to.write(item);
  }

  heal(): void {
    for (const item of this.held.splice(0)) this.write(item);
    if (!this.from.destroyed) this.from.resume();
  }
}

export class Link {
  conditions: LinkConditions = { latencyMs: 0, loss: 0, retransmitMs: 0 };
  partitioned = false;
  private server?: Server;
  private readonly directions = new Set<Direction>();
  // Connections accepted during a partition: their server side is dialled once it heals.
  private readonly waiting: Socket[] = [];
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  // A URL like `target` with the link's own host and port (credentials and path kept).
  static async to(target: string): Promise<Link> {
    const url = new URL(target);
    const link = new Link(url.hostname, Number(url.port));
    await link.listen();
    return link;
  }

  url(like: string): string {
    const url = new URL(like);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString().replace(/\/$/, '');
  }

  private async listen(): Promise<void> {
    this.server = createServer({ pauseOnConnect: true }, (client) => {
      client.setNoDelay(true);
      if (this.partitioned) this.waiting.push(client);
      else this.dial(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  private dial(client: Socket): void {
    const upstream = new Socket();
    upstream.setNoDelay(true);
    upstream.pause();
    const up = new Direction(this, client, upstream);
    const down = new Direction(this, upstream, client);
    for (const direction of [up, down]) {
      this.directions.add(direction);
      direction.from.on('data', (chunk: Buffer) => {
        direction.send(chunk);
        // Reading stops while partitioned: the sender's writes wait in its kernel buffers.
        if (this.partitioned) direction.from.pause();
      });
      direction.from.on('end', () => direction.send('end'));
      direction.from.on('error', () => direction.send('reset'));
      direction.from.on('close', () => this.directions.delete(direction));
    }
    upstream.connect(this.targetPort, this.targetHost, () => {
      if (!this.partitioned) {
        client.resume();
        upstream.resume();
      }
    });
  }

  // The link's delay and loss from now on (a partition is separate: `partition` and `heal`).
  set(conditions: Partial<LinkConditions>): void {
    this.conditions = { ...this.conditions, ...conditions };
  }

  partition(): void {
    this.partitioned = true;
    for (const direction of this.directions) direction.from.pause();
  }

  heal(): void {
    this.partitioned = false;
    for (const direction of this.directions) direction.heal();
    for (const client of this.waiting.splice(0)) this.dial(client);
  }

  async close(): Promise<void> {
    for (const direction of this.directions) direction.from.destroy();
    for (const client of this.waiting.splice(0)) client.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
