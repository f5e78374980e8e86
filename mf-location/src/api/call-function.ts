// How mf-location calls an Appwrite function: the shell passes shared `callFunction` (the page's
// SDK and session), the partner widget a REST caller with the same contract (embed/appwrite-rest.ts).
import type { FunctionId } from '@instamg/shared/appwrite/ids';

/** Resolves with the function's 2xx JSON reply; rejects with a FunctionError (@instamg/shared/appwrite/function-reply). */
export type CallFunction = <T>(functionId: FunctionId, body: unknown) => Promise<T>;
