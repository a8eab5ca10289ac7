export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { LOADING_LIMIT_MS, LoadingState } from './LoadingState';
export { QueryView } from './QueryView';
