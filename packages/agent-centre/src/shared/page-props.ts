import type { usePageLabels } from '@marquee/session';

/** A records table's pagination when the answer has more than one page; none otherwise. */
export function pageProps(
  data: { page: number; totalPages: number } | undefined,
  onPageChange: (page: number) => void,
  labels: ReturnType<typeof usePageLabels>,
) {
  return data && data.totalPages > 1
    ? { pagination: { page: data.page, pageCount: data.totalPages, onPageChange, ...labels } }
    : {};
}
