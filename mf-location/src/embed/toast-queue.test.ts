import { describe, expect, it } from 'vitest';
import { addToast, removeToast, type QueuedToast } from './toast-queue';

const toast = (id: number): QueuedToast => ({ id, title: `t${id}`, variant: 'default', durationMs: 3000 });

describe('widget toast queue', () => {
  it('keeps at most 5 toasts, dropping the oldest', () => {
    let list: QueuedToast[] = [];
    for (let id = 1; id <= 7; id++) list = addToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it('removes by id', () => {
    expect(removeToast([toast(1), toast(2)], 1).map((t) => t.id)).toEqual([2]);
  });
});
