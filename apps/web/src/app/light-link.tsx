import { forwardRef, type MouseEvent, useContext } from 'react';
import { type LinkProps, UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router';

// What `react-router` resolves to in the web build, for the app and every package (see
// vite.config.ts): React Router itself, with the Link below in place of its own.
export * from 'react-router';

/** An address with a scheme or a protocol-relative one. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * React Router's `Link` as the app uses it, in declarative mode: the same `href`, and a click
 * (unmodified, primary button, no other target, default not prevented) that navigates in the page
 * with `replace`, `state`, `preventScrollReset`, `relative` and `viewTransition`, through the
 * router's own `useHref` and `useLinkClickHandler`. React Router's own also prefetches and
 * discovers routes in framework mode, which this app does not use: that code, with the pieces it
 * pulls in, was 2.1 KB gzip of every first visit. `prefetch`, `discover`, `mask` and
 * `defaultShouldRevalidate` (framework and data-router options) do nothing here.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    reloadDocument,
    onClick,
    prefetch: _prefetch,
    discover: _discover,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  },
  ref,
) {
  const { useTransitions } = useContext(UNSAFE_NavigationContext);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    useTransitions,
  });
  // an absolute address, even of this site, loads as a plain link would
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  if (absolute || reloadDocument) {
    return <a {...rest} ref={ref} href={absolute ? to : href} target={target} onClick={onClick} />;
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});
