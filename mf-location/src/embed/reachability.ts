// Whether the widget's backend answers from this page at all. A request with no HTTP answer
// means the device is offline or the partner's origin is not an allowed web platform of the
// project (the browser refuses the CORS response and hides which of the two it was), so the
// widget says "unavailable" instead of a misleading 'Not serviceable' (issue 14).

export interface Reachability {
  /** False once a request got no answer, until one gets an answer again. */
  reachable(): boolean;
  report(reachable: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createReachability(onUnreachable: () => void = () => {}): Reachability {
  let reachable = true;
  const listeners = new Set<() => void>();
  return {
    reachable: () => reachable,
    report(next) {
      if (next === reachable) return;
      reachable = next;
      if (!next) onUnreachable();
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** For the partner's developer: why the widget may not reach instamg, and how to get listed. */
export function partnerOriginHint(endpoint: string, pageOrigin: string): string {
  return (
    `<delivery-selector>: ${endpoint} could not be reached from ${pageOrigin}. Either this device is offline, ` +
    `or ${pageOrigin} is not one of the instamg project's allowed web platforms (the browser blocks the ` +
    `response and does not say which). To get your site listed, ask instamg to add your site's origin ` +
    `(${pageOrigin}) to the allowed platforms.`
  );
}

let hinted = false;

/** Logs the hint once per page, however many widgets or retries fail. */
export function logPartnerOriginHintOnce(
  endpoint: string,
  pageOrigin: string = globalThis.location?.origin ?? '',
): void {
  if (hinted) return;
  hinted = true;
  console.warn(partnerOriginHint(endpoint, pageOrigin));
}
