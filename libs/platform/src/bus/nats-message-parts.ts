import { headers, NatsConnection } from 'nats';

// NATS refuses a message larger than the server's max_payload (1 MiB unless configured): nats.js throws
// MAX_PAYLOAD_EXCEEDED at publish. The responder keeps every message under it: a batch's answers are
// split over several messages, and a message still over it goes in parts, each with a Bus-Part header
// "index/total", on the same reply subject, in order; the requester puts the parts back together.
// Requests are never split: the parts of one could reach different replicas of a queue group.
export const PART_HEADER = 'Bus-Part';
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;
// Room for the part's header ("NATS/1.0\r\nBus-Part: i/n\r\n\r\n"), which counts towards max_payload.
const PART_HEADER_ROOM = 64;
// A reply of more than this many parts is not one this app sends (a 1 MiB limit makes that 4 GiB).
const MAX_PARTS = 4096;

// Read each time: after a reconnect the server, and so its limit, may be another one.
export const maxPayloadOf = (connection: NatsConnection | undefined) =>
  connection?.info?.max_payload ?? DEFAULT_MAX_PAYLOAD;

// Publishes a body over the limit as parts, each within it.
export function publishInParts(connection: NatsConnection, subject: string, body: Uint8Array, maxPayload: number) {
  const size = Math.max(maxPayload - PART_HEADER_ROOM, 1);
  const total = Math.ceil(body.length / size);
  for (let index = 0; index < total; index++) {
    const header = headers();
    header.set(PART_HEADER, `${index}/${total}`);
    connection.publish(subject, body.subarray(index * size, (index + 1) * size), { headers: header });
  }
}

// The messages of a batch's answers ([token, reply] pairs, each already JSON), as few as fit under the
// limit; an answer too large for any message is alone in its own, which then goes in parts.
export function batchMessages(answers: Uint8Array[], maxPayload: number): Buffer[] {
  const messages: Buffer[] = [];
  let current: Uint8Array[] = [];
  let bytes = 2; // the brackets
  const close = () => {
    if (!current.length) return;
    messages.push(Buffer.concat([OPEN, ...current.flatMap((answer, i) => (i ? [COMMA, answer] : [answer])), CLOSE]));
    current = [];
    bytes = 2;
  };
  for (const answer of answers) {
    if (current.length && bytes + 1 + answer.length > maxPayload) close();
    bytes += (current.length ? 1 : 0) + answer.length;
    current.push(answer);
  }
  close();
  return messages;
}
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

type Partial = { total: number; parts: Uint8Array[] };

// The requester's side: the parts received so far, by reply token. A token's parts are forgotten when
// its request ends (forget), so a request that timed out leaves nothing behind.
export class MessageParts {
  private readonly partials = new Map<string, Partial>();

  get size() {
    return this.partials.size;
  }

  // Adds one part ("index/total"); returns the whole body once every part is in, else undefined. The
  // parts of one message come in order (NATS keeps one publisher's order); a part 0 starts the next
  // message to the token (a batch may answer in several), and a gap drops the message (a slow consumer
  // loses messages): its requests then time out, as they would without parts.
  add(token: string, part: string, data: Uint8Array): Uint8Array | undefined {
    const [index, total] = part.split('/').map(Number);
    if (!Number.isInteger(index) || !Number.isInteger(total) || index < 0 || index >= total || total > MAX_PARTS)
      return undefined;
    let partial = this.partials.get(token);
    if (index === 0) this.partials.set(token, (partial = { total, parts: [] }));
    else if (!partial || partial.total !== total || partial.parts.length !== index) {
      this.partials.delete(token);
      return undefined;
    }
    partial.parts.push(data);
    if (partial.parts.length < total) return undefined;
    this.partials.delete(token);
    return Buffer.concat(partial.parts);
  }

  forget(token: string) {
    if (this.partials.size) this.partials.delete(token);
  }
}
