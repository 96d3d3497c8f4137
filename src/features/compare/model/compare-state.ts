import { readCompareLink, writeCompareLink, type CompareLink } from '../../../session/compare-link';
import { DEFAULT_OPERATION, initialParams, isCompareOperation, missingRequired, type CompareOperation } from './compare-operations';

/**
 * The Compare page's state, as its URL holds it (../../../session/compare-link.ts writes the
 * format). The parameters are written when the request is sent: a URL with an operation and its
 * required parameters is a request, sent to both sides as soon as both can be.
 */
export interface CompareState extends Omit<CompareLink, 'operation'> {
  operation: CompareOperation;
}

export function parseCompare(search: URLSearchParams): CompareState {
  const link = readCompareLink(search);
  const operation = isCompareOperation(link.operation) ? link.operation : DEFAULT_OPERATION;
  return { ...link, operation, params: isCompareOperation(link.operation) ? link.params : {} };
}

export function writeCompare(state: CompareState, base: URLSearchParams): URLSearchParams {
  return writeCompareLink(state, base);
}

/** Whether the state names a request to send: parameters given, none required missing. */
export function isRequest(state: CompareState): boolean {
  return Object.keys(state.params).length > 0 && missingRequired(state.operation, state.params).length === 0;
}

/** What the form starts with: the request's parameters, or the operation's initial ones. */
export function formParams(state: CompareState): Record<string, string> {
  return Object.keys(state.params).length > 0 ? state.params : initialParams(state.operation);
}
