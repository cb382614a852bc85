import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are already reported to the user by the API client, so retrying would only
 * repeat the toast; refetching on focus would surprise someone halfway through a form.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
