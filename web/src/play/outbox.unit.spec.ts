import { KEEPALIVE_BYTES, sendOnHide, type OutboxKind } from './outbox';

// What a page being hidden or closed sends at once (decision 255).
const call = (id: string, kind: OutboxKind = 'event', size = 200) => ({ id, kind, size });
const none = new Set<string>();

describe('sendOnHide', () => {
  it('sends every call up to and including the completion, in their order, not only the first', () => {
    expect(sendOnHide([call('start'), call('step-2'), call('done', 'complete')], none)).toEqual([
      'start',
      'step-2',
      'done',
    ]);
  });

  it('keeps what comes after the completion (the song) for the queue to send in order', () => {
    expect(sendOnHide([call('step-2'), call('done', 'complete'), call('song')], none)).toEqual(['step-2', 'done']);
  });

  it('sends everything when nothing completes yet', () => {
    expect(sendOnHide([call('step-0'), call('step-1')], none)).toEqual(['step-0', 'step-1']);
  });

  it('does not send twice what an earlier hide has on its way', () => {
    expect(sendOnHide([call('step-2'), call('done', 'complete')], new Set(['step-2']))).toEqual(['done']);
  });

  it('stays within the bytes a closing page may have in flight, still sending a completion that fits', () => {
    const big = call('step-big', 'event', KEEPALIVE_BYTES - 100);
    expect(sendOnHide([call('step-0', 'event', 50), big, call('done', 'complete', 300)], none)).toEqual([
      'step-0',
      'done',
    ]);
    expect(sendOnHide([call('done', 'complete', KEEPALIVE_BYTES + 1)], none)).toEqual([]);
  });

  it('sends nothing from an empty queue', () => {
    expect(sendOnHide([], none)).toEqual([]);
  });
});
