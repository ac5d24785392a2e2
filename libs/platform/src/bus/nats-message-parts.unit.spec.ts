import { batchMessages, MessageParts } from './nats-message-parts';

const bytes = (text: string) => Buffer.from(text);
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('batchMessages', () => {
  it('packs the answers of a batch in as few messages as fit under the limit, in order, each a JSON list', () => {
    const answers = Array.from({ length: 7 }, (_, i) => ['t' + i, { ok: true, data: 'x'.repeat(30 * i) }]);
    const messages = batchMessages(answers.map(json), 200);
    for (const message of messages.filter((m) => JSON.parse(m.toString()).length > 1))
      expect(message.length).toBeLessThanOrEqual(200);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.flatMap((m) => JSON.parse(m.toString()) as unknown[])).toEqual(answers);
  });

  it('puts an answer too large for any message alone in its own', () => {
    const answers = [
      ['a', 'small'],
      ['b', 'y'.repeat(500)],
      ['c', 'small'],
    ];
    expect(batchMessages(answers.map(json), 100).map((m) => JSON.parse(m.toString()))).toEqual([
      [answers[0]],
      [answers[1]],
      [answers[2]],
    ]);
  });
});

describe('MessageParts', () => {
  it('gives the whole body once every part is in', () => {
    const parts = new MessageParts();
    expect(parts.add('t1', '0/3', bytes('a'))).toBeUndefined();
    expect(parts.add('t1', '1/3', bytes('b'))).toBeUndefined();
    expect(Buffer.from(parts.add('t1', '2/3', bytes('c'))!).toString()).toBe('abc');
    expect(parts.size).toBe(0);
  });

  it('drops a message with a part missing, and takes the next message to the same token whole', () => {
    const parts = new MessageParts();
    parts.add('t1', '0/3', bytes('a'));
    expect(parts.add('t1', '2/3', bytes('c'))).toBeUndefined();
    expect(parts.size).toBe(0);
    parts.add('t1', '0/2', bytes('lost-'));
    parts.add('t1', '0/2', bytes('next-'));
    expect(Buffer.from(parts.add('t1', '1/2', bytes('b'))!).toString()).toBe('next-b');
  });

  it('keeps the parts of two replies apart by their token', () => {
    const parts = new MessageParts();
    parts.add('t1', '0/2', bytes('one-'));
    parts.add('t2', '0/2', bytes('two-'));
    expect(Buffer.from(parts.add('t2', '1/2', bytes('b'))!).toString()).toBe('two-b');
    expect(Buffer.from(parts.add('t1', '1/2', bytes('a'))!).toString()).toBe('one-a');
  });

  it('forgets the parts of a request that ended, and ignores a part header that makes no sense', () => {
    const parts = new MessageParts();
    parts.add('t1', '0/2', bytes('a'));
    parts.forget('t1');
    expect(parts.size).toBe(0);
    for (const header of ['2/2', '-1/2', 'x/2', '0/0', '0/99999'])
      expect(parts.add('t2', header, bytes('z'))).toBeUndefined();
    expect(parts.size).toBe(0);
  });
});
