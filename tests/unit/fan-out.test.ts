import { describe, expect, it } from 'vitest';
import { fannedFor, KeyedHub, splitFanned } from '../../api/src/events/fan-out.js';
import { createAppPubSub, subscribeTopic } from '../../api/src/graphql/pubsub.js';

const event = {
  notificationId: 7,
  text: 'Aviso',
  at: '2026-11-26T10:00:00.000Z',
  eventId: '41',
  byKey: { '3': { userId: 3, unread: 2 }, '9': { userId: 9, unread: 5 } },
};

describe('fanned events', () => {
  it('splits one event into what each named key receives: the shared fields with its own', () => {
    expect([...splitFanned(event)]).toEqual([
      ['3', { notificationId: 7, text: 'Aviso', at: '2026-11-26T10:00:00.000Z', eventId: '41', userId: 3, unread: 2 }],
      ['9', { notificationId: 7, text: 'Aviso', at: '2026-11-26T10:00:00.000Z', eventId: '41', userId: 9, unread: 5 }],
    ]);
    expect(fannedFor(event, '9')).toEqual({ notificationId: 7, text: 'Aviso', at: '2026-11-26T10:00:00.000Z', eventId: '41', userId: 9, unread: 5 });
    expect(fannedFor(event, '4')).toBeNull();
    expect(fannedFor(event, 'toString')).toBeNull();
    expect([...splitFanned({ notificationId: 1 })]).toEqual([]);
  });

  it('the hub gives each key its own events in order, keeps them while nobody asks, and ends a waiting next on return', async () => {
    const hub = new KeyedHub();
    const three = hub.subscribe('UNREAD_COUNT', '3');
    const nine = hub.subscribe('UNREAD_COUNT', '9');
    hub.publish('UNREAD_COUNT', '3', { n: 1 });
    hub.publish('UNREAD_COUNT', '3', { n: 2 });
    hub.publish('OTRO', '3', { n: 99 });
    expect(await three.next()).toEqual({ value: { n: 1 }, done: false });
    expect(await three.next()).toEqual({ value: { n: 2 }, done: false });
    const waiting = nine.next();
    hub.publish('UNREAD_COUNT', '9', { n: 3 });
    expect(await waiting).toEqual({ value: { n: 3 }, done: false });
    const pending = three.next();
    await three.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    hub.publish('UNREAD_COUNT', '3', { n: 4 });
    expect(await three.next()).toEqual({ value: undefined, done: true });
  });

  it('an in-process pubsub delivers one published event to the subscriber of each key it names, once', async () => {
    const pubsub = createAppPubSub(undefined);
    const three = subscribeTopic<{ unread: number }>(pubsub, 'UNREAD_COUNT', '3');
    const four = subscribeTopic<{ unread: number }>(pubsub, 'UNREAD_COUNT', '4');
    const result = await pubsub.deliverAll([{ topic: 'UNREAD_COUNT', key: null, payload: event }]);
    expect(result).toEqual({ delivered: 1 });
    expect(await three.next()).toEqual({
      value: { notificationId: 7, text: 'Aviso', at: '2026-11-26T10:00:00.000Z', eventId: '41', userId: 3, unread: 2 },
      done: false,
    });
    const nothing = await Promise.race([four.next(), new Promise((r) => setTimeout(() => r('nada'), 50))]);
    expect(nothing).toBe('nada');
    await three.return!();
    await four.return!();
    await pubsub.close();
  });
});
