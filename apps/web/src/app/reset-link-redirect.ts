import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from './paths';

/**
 * The password reset mail links to `/?resetCode=`: the new password is set in the login screen's
 * forgot-password modal, so home sends such a visit there with its query intact.
 */
export function resetLinkRedirect({ request }: LoaderFunctionArgs) {
  const { search, searchParams } = new URL(request.url);
  return searchParams.has('resetCode') ? redirect(`${paths.login}${search}`) : null;
}
