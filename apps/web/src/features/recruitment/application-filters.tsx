// Shared with forms: the implementation is in components/review.
export * from '../../components/review/application-filters.tsx';
