/** Below 768 px the shell takes its phone layout; its style sheets use the same width. */
export const PHONE_QUERY = '(max-width: 767px)';
