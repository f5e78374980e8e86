// A ToastRequest in the words of SPEC §8 (title, description, destructive or not).
import { TEXTS } from '@instamg/shared/constants';
import type { ToastRequest } from '../api/location-store/state';

export interface ToastText {
  title: string;
  description?: string;
  destructive: boolean;
}

export function toastText({ key, storeName }: ToastRequest): ToastText {
  const entry = TEXTS.toast[key];
  let description: string | undefined;
  if ('describe' in entry) {
    if (!storeName) throw new Error(`The "${key}" toast needs the store name`);
    description = entry.describe(storeName);
  } else if ('description' in entry) {
    description = entry.description;
  }
  return { title: entry.title, description, destructive: entry.variant === 'destructive' };
}
